import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { ARCHIVE_IMPORT_MAX_BYTES, ARCHIVE_MANIFEST_FILE, type ArchiveManifest } from '@tessera/domain/archive/manifest';
import { accountPath, col, orgCol, orgPath } from '@tessera/domain/paths';
import { TEVERE_ORG_ID } from '../../seed/src/demoIds';
import { adminAuth, db } from '../support/admin';
import { closePage, launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';
import { unzip } from '../support/zip';

// The association archive through the real screens: a general admin of Tevere downloads it from Settings, the platform
// admin imports that file into a new association and follows the job on screen until it is done, and the new
// association holds the members; the platform admin enters it as its general admin. A file that is not an archive,
// and one too large, are refused with words a person reads. What is made here is removed here.
const RUN = Math.random().toString(36).slice(2, 6);
const NAME = `Tevere importata ${RUN}`;
const ADMIN = `import-${RUN}@tevere-importata.demo`;
const REFUSED_NAME = `Mai creata ${RUN}`;

let archive: Buffer;
let archiveName: string;
let imported: { org: string; jobId: string } | null = null;

/** The import form, reached from the platform's organizations page or from Settings → organizations. */
async function openImport(page: Page, from: '/organizations' | '/settings/organizations' = '/organizations') {
  await signedIn(page, DEMO_EMAILS.platform, DEMO_PASSWORD, `${WEB_URL()}${from}`);
  await page.getByTestId('archive-import-open').click();
  await page.waitForURL((url) => url.pathname === '/organizations/import');
  await page.getByTestId('archive-import-submit').waitFor();
}

async function fill(page: Page, name: string, email: string) {
  await page.getByTestId('archive-import-name').fill(name);
  await page.getByTestId('archive-import-plan').selectOption('PROFESSIONAL');
  await page.getByTestId('archive-import-email').fill(email);
}

const organizationsNamed = async (name: string) =>
  (await db.collection('organizations').where('publicInfo.name', '==', name).get()).docs.map((d) => d.id);

describe('the association archive in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const org of [...(await organizationsNamed(NAME)), ...(await organizationsNamed(REFUSED_NAME))])
      await db.recursiveDelete(db.doc(orgPath(org)));
    const user = await adminAuth.getUserByEmail(ADMIN).catch(() => null);
    if (user) {
      for (const p of (await db.collection(col.profiles).where('uid', '==', user.uid).get()).docs) await p.ref.delete();
      await db.doc(accountPath(user.uid)).delete();
      await adminAuth.deleteUser(user.uid);
    }
    await browser?.close();
  });

  it('a general admin exports the association from Settings and downloads the zip', async () => {
    const page = await newPage(browser, { lang: 'it' });
    try {
      await signedIn(page, DEMO_EMAILS.tevereAdmin, DEMO_PASSWORD, `${WEB_URL()}/settings/archive`);
      const jobs = db.collection(orgCol(TEVERE_ORG_ID, 'archiveJobs')).where('kind', '==', 'export');
      const before = new Set((await jobs.get()).docs.map((d) => d.id));
      await page.getByTestId('archive-start').click();
      // the new export, done: the screen then offers its download
      await expect
        .poll(async () => (await jobs.get()).docs.some((d) => !before.has(d.id) && d.get('status') === 'DONE'), { timeout: 180_000 })
        .toBe(true);
      await page.getByTestId('archive-done').waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('archive-download').click()]);
      archiveName = download.suggestedFilename();
      expect(archiveName).toMatch(/\.zip$/);
      archive = await readFile((await download.path())!);
      const manifest = JSON.parse(unzip(archive).get(ARCHIVE_MANIFEST_FILE)!.toString('utf8')) as ArchiveManifest;
      expect(manifest.organization.id).toBe(TEVERE_ORG_ID);
      expect(manifest.counts.members).toBeGreaterThan(0);
    } finally {
      await closePage(page);
    }
  }, 240_000);

  it('refuses a file that is not an archive, and one too large, creating nothing (en, phone)', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    try {
      await openImport(page, '/settings/organizations');
      await snap(page, 'archive-import-en-phone');
      // nothing chosen, nothing filled: each says what it lacks, and no dialog opens
      await page.getByTestId('archive-import-submit').click();
      await expect.poll(() => page.getByTestId('archive-import-file-error').textContent()).toBe("Choose the archive's file");
      expect(await page.getByTestId('archive-import-confirm-dialog').count()).toBe(0);

      // too large: said at once, before anything is sent (the file made in the page: 200 MB would travel to the
      // browser slowly)
      await page.getByTestId('archive-import-file').evaluate((input: HTMLInputElement, size) => {
        const chosen = new DataTransfer();
        chosen.items.add(new File([new Uint8Array(size)], 'huge.zip', { type: 'application/zip' }));
        input.files = chosen.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }, ARCHIVE_IMPORT_MAX_BYTES + 1);
      await expect.poll(() => page.getByTestId('archive-import-file-error').textContent()).toContain('up to 200 MB');

      // not a zip: the server's refusal, in the catalogue's words and with what is wrong
      await page.getByTestId('archive-import-file').setInputFiles({
        name: 'not-an-archive.zip',
        mimeType: 'application/zip',
        buffer: Buffer.from('Verbale dell’assemblea dei soci'),
      });
      await expect.poll(() => page.getByTestId('archive-import-file-error').count()).toBe(0);
      await fill(page, REFUSED_NAME, `refused-${RUN}@tevere-importata.demo`);
      await page.getByTestId('archive-import-submit').click();
      await page.getByTestId('archive-import-confirm').click();
      const refused = page.getByTestId('archive-import-refused');
      await refused.waitFor({ timeout: 60_000 });
      expect(await refused.getAttribute('data-code')).toBe('ARCHIVE_INVALID');
      const text = (await refused.textContent()) ?? '';
      expect(text).toContain('The file is not an association archive exported by Tessera');
      expect(text).toContain('It is not a ZIP file.');
      await snap(page, 'archive-import-refused-en-phone');
      expect(await organizationsNamed(REFUSED_NAME)).toEqual([]);
      expect(page.url()).toBe(`${WEB_URL()}/organizations/import`);
    } finally {
      await closePage(page);
    }
  }, 240_000);

  it('the platform admin imports the downloaded archive into a new association and follows it to the end (it, desktop)', async () => {
    expect(archive, 'the export test ran first').toBeDefined();
    const page = await newPage(browser, { lang: 'it', timeout: 30_000 });
    try {
      await openImport(page);
      await page.getByTestId('archive-import-file').setInputFiles({ name: archiveName, mimeType: 'application/zip', buffer: archive });
      await fill(page, NAME, ADMIN);
      await snap(page, 'archive-import-it-desktop');
      await page.getByTestId('archive-import-submit').click();
      const dialog = page.getByTestId('archive-import-confirm-dialog');
      await expect.poll(() => dialog.textContent()).toContain(`«${NAME}»`);
      await snap(page, 'archive-import-confirm-it-desktop');
      await page.getByTestId('archive-import-confirm').click();

      // the job's own address: the new organization and its job
      await page.waitForURL((url) => /^\/organizations\/import\/[^/]+\/[^/]+$/.test(url.pathname), { timeout: 60_000 });
      const [, , , org, jobId] = new URL(page.url()).pathname.split('/');
      imported = { org: org!, jobId: jobId! };
      const done = page.getByTestId('archive-import-done');
      await done.waitFor({ timeout: 240_000 });
      await snap(page, 'archive-import-done-it-desktop');

      // the new association holds Tevere's members, as many as the archive says and the screen shows
      const manifest = JSON.parse(unzip(archive).get(ARCHIVE_MANIFEST_FILE)!.toString('utf8')) as ArchiveManifest;
      const members = (await db.collection(orgCol(imported.org, 'members')).count().get()).data().count;
      expect(members).toBe(manifest.counts.members);
      expect(await page.getByTestId('archive-import-count-members').textContent()).toBe(String(members));
      expect((await db.doc(orgPath(imported.org)).get()).get('publicInfo.name')).toBe(NAME);
      const job = (await db.doc(`${orgCol(imported.org, 'archiveJobs')}/${imported.jobId}`).get()).data()!;
      expect(job.status).toBe('DONE');
      expect(await done.textContent()).toContain(`Importazione completata: «${NAME}» è pronta.`);
      expect(await done.textContent()).toContain(`Invito inviato a ${ADMIN}.`);
    } finally {
      await closePage(page);
    }
  }, 360_000);

  it('the finished import reads on a phone in English, at the same address after a reload', async () => {
    expect(imported, 'the import test ran first').not.toBeNull();
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    try {
      await signedIn(page, DEMO_EMAILS.platform, DEMO_PASSWORD, `${WEB_URL()}/organizations/import/${imported!.org}/${imported!.jobId}`);
      const done = page.getByTestId('archive-import-done');
      await done.waitFor();
      expect(await done.textContent()).toContain(`Import complete: “${NAME}” is ready.`);
      await snap(page, 'archive-import-done-en-phone');
      // the list of associations now has it
      await page.getByTestId('archive-import-to-list').click();
      await page.getByTestId('organization-row').filter({ hasText: NAME }).waitFor();
    } finally {
      await closePage(page);
    }
  });

  it('from the finished import the platform admin enters the new association as its admin and finds its members', async () => {
    expect(imported, 'the import test ran first').not.toBeNull();
    const page = await newPage(browser, { lang: 'it' });
    try {
      await signedIn(page, DEMO_EMAILS.platform, DEMO_PASSWORD, `${WEB_URL()}/organizations/import/${imported!.org}/${imported!.jobId}`);
      await page.getByTestId('archive-import-enter').click();
      const dialog = page.getByTestId('organization-impersonate-dialog');
      await expect.poll(() => dialog.textContent()).toContain(NAME);
      await page.getByTestId('organization-impersonate-confirm').click();
      // the app loads afresh inside the new association, under the banner that names it
      await page.waitForURL((url) => url.pathname === '/home');
      await expect.poll(() => page.getByTestId('impersonation-banner').textContent()).toContain(NAME);
      // its members are the imported ones: the list counts them all, and its rows are the new association's
      const members = (await db.collection(orgCol(imported!.org, 'members')).count().get()).data().count;
      await page.goto(`${WEB_URL()}/subscribers`);
      await expect.poll(() => page.getByTestId('members-count').textContent()).toBe(`${members} associati`);
      const shown = await page.getByTestId('member-row').first().getAttribute('data-member-id');
      expect((await db.doc(`${orgCol(imported!.org, 'members')}/${shown}`).get()).exists).toBe(true);
      await snap(page, 'archive-import-entered-it-desktop');
      await page.getByTestId('impersonation-end').click();
      await page.getByTestId('organizations-table').waitFor();
    } finally {
      await closePage(page);
    }
  });
});
