import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { registerEntryPath, registerHeadPath } from '@tessera/domain/paths';
import { verifyChain, type ChainHead } from '@tessera/domain/register/chain';
import { registerContent, registerEntryId } from '@tessera/domain/register/entry';
import { REGISTER_VOLUME_ENTRIES } from '@tessera/domain/register/volumes';
import { TEVERE_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { closePage, launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';
import { growStoredRegister } from '../support/registerEntries';
import { entriesFromXlsx } from '../../functions/src/register/sheetCopy';

// The register of members as a general admin keeps it: started from the current members behind a confirmation,
// verified (and a change made behind the API named), an admission completed with its board resolution; in Italian on
// a desktop and in English on a phone.
const entry = (seq: number) => db.doc(registerEntryPath(TEVERE_ORG_ID, registerEntryId(seq)));
const head = db.doc(registerHeadPath(TEVERE_ORG_ID));

async function openRegister(page: Page) {
  await signedIn(page, DEMO_EMAILS.tevereAdmin, DEMO_PASSWORD, `${WEB_URL()}/settings/register`);
}

async function verdict(page: Page) {
  await page.getByTestId('register-verify').click();
  const alert = page.getByTestId('register-verdict');
  await alert.waitFor();
  return { ok: await alert.getAttribute('data-ok'), seq: await alert.getAttribute('data-seq') };
}

describe('the register of members', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is started from the current members, verifies, names a tampered entry and records a resolution', async () => {
    const page = await newPage(browser, { lang: 'it' });
    try {
      await openRegister(page);
      await page.getByTestId('register-empty').waitFor();
      await snap(page, 'register-empty-it-desktop');
      await page.getByTestId('register-open').click();
      await page.getByRole('button', { name: 'Avvia il libro', exact: true }).click();
      await expect.poll(() => page.getByTestId('register-row').count(), { timeout: 30_000 }).toBeGreaterThan(10);
      await expect.poll(() => page.getByTestId('register-open').count()).toBe(0);
      expect(await verdict(page)).toEqual({ ok: 'true', seq: null });
      await snap(page, 'register-it-desktop');

      // an entry changed behind the API is named
      const original = (await entry(2).get()).data()!;
      await entry(2).update({ surname: 'Modificato' });
      await expect.poll(async () => (await verdict(page)).seq).toBe('2');
      await snap(page, 'register-tampered-it-desktop');
      await entry(2).set(original);
      await expect.poll(async () => (await verdict(page)).ok).toBe('true');

      // a board resolution completes an admission with a new entry
      const before = await page.getByTestId('register-row').count();
      await page.getByTestId('register-add-resolution').first().click();
      await page.getByTestId('register-resolution-input').fill('Delibera n. 7 del 10/01/2026');
      await snap(page, 'register-resolution-it-desktop');
      await page.getByTestId('register-resolution-save').click();
      await expect.poll(() => page.locator('[data-testid="register-row"][data-kind="correction"]').count()).toBe(1);
      expect(await page.getByTestId('register-row').count()).toBe(Math.min(before + 1, 50));
      await expect.poll(() => page.getByTestId('register-resolution').first().textContent()).toContain('Delibera n. 7');
    } finally {
      await closePage(page);
    }
  });

  it('the spreadsheet downloaded from the screen re-verifies, in code and by the command line', async () => {
    const page = await newPage(browser, { lang: 'it' });
    try {
      await openRegister(page);
      await page.getByTestId('register-row').first().waitFor();
      const stored = (await head.get()).data() as ChainHead;
      expect(stored.seq).toBeGreaterThan(10);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('register-xlsx').click()]);
      expect(download.suggestedFilename()).toMatch(/^libro-associati-\d{4}-\d{2}-\d{2}\.xlsx$/);
      // saved under its own name: the command line tells a spreadsheet from a PDF by the extension
      const file = join(mkdtempSync(join(tmpdir(), 'register-download-')), download.suggestedFilename());
      await download.saveAs(file);

      // the file's own chain, up to the stored head
      const entries = await entriesFromXlsx(readFileSync(file));
      expect(entries).toHaveLength(stored.seq);
      expect(verifyChain(entries, stored)).toEqual({ ok: true, count: stored.seq, lastHash: stored.hash });
      expect(entries.at(-1)).toMatchObject({ seq: stored.seq, hash: stored.hash });

      // and as a secretary checks a copy kept aside: the command line, against the register as stored
      const cli = await promisify(execFile)(
        'node',
        ['--import', 'tsx', 'scripts/register-verify.ts', '--org', TEVERE_ORG_ID, '--file', file],
        { env: process.env },
      );
      expect(cli.stdout).toContain('matches the register');
    } finally {
      await closePage(page);
    }
  });

  it('a register longer than a volume prints the volume chosen, on a desktop in Italian and on a phone in English', async () => {
    const before = (await head.get()).data()!;
    const written = (
      await growStoredRegister(TEVERE_ORG_ID, REGISTER_VOLUME_ENTRIES + 20, (seq) =>
        registerContent('fee', { memberId: `storico${seq}`, surname: `Storico${seq}`, name: 'Socio', feeYear: 2020, feeCents: 2000 }),
      )
    ).map((e) => e.seq);
    const italian = await newPage(browser, { lang: 'it' });
    const english = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    try {
      await openRegister(italian);
      const volume = italian.getByTestId('register-volume');
      await expect.poll(() => volume.locator('option').allTextContents()).toEqual(['Volume 1: voci 1–4500', 'Volume 2: voci 4501–4520']);
      await volume.selectOption('2');
      await snap(italian, 'register-volumes-it-desktop');
      const [download] = await Promise.all([italian.waitForEvent('download'), italian.getByTestId('register-pdf').click()]);
      expect(download.suggestedFilename()).toMatch(/^libro-associati-\d{4}-\d{2}-\d{2}-volume-2\.pdf$/);

      await openRegister(english);
      await expect
        .poll(() => english.getByTestId('register-volume').locator('option').first().textContent())
        .toBe('Volume 1: entries 1–4,500');
      await snap(english, 'register-volumes-en-phone');
    } finally {
      await Promise.all([closePage(italian), closePage(english)]);
      // the demo association's register as it was
      for (let i = 0; i < written.length; i += 500) {
        const batch = db.batch();
        for (const s of written.slice(i, i + 500)) batch.delete(entry(s));
        await batch.commit();
      }
      await head.set(before);
    }
  });

  it('reads on a phone in English', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    try {
      await openRegister(page);
      await page.getByTestId('register-row').first().waitFor();
      expect(await verdict(page)).toEqual({ ok: 'true', seq: null });
      await expect.poll(() => page.getByTestId('register-verdict').textContent()).toContain('The register holds');
      await snap(page, 'register-en-phone');
    } finally {
      await closePage(page);
    }
  });
});
