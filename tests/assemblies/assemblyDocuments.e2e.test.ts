import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { assemblyPath, assemblyRulesPath, registerEntryPath, registerFeePath, registerMemberPath } from '@tessera/domain/paths';
import { registerEntryId } from '@tessera/domain/register/entry';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { AURORA_ORG_ID, SOCIO_MEMBER_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { api } from '../support/api';
import { launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD, demoToken } from '../support/demo';
import { onePagePdf } from '../support/pdfTools';

// An assembly's documents and video link in the browser: the admin sets the meeting's address (https only) and
// attaches the accounts to the item that approves them in the draft's form; once convened, the member finds the
// document under that item on the assembly's page in the personal area and downloads it.

const ORG = AURORA_ORG_ID;
const SEQ = 990_201;
const year = Number(todayInItaly().slice(0, 4));
const ACCOUNTS = onePagePdf('bilancio 2026');
const MEETING = 'https://meet.example.org/assemblea-aurora';

let admin = '';
let id = '';
let rulesBefore: FirebaseFirestore.DocumentData | undefined;
const post = async <T = Record<string, unknown>>(path: string, body: unknown) => {
  const answer = await api<T>('POST', `/v1/assemblies/${path}`, { token: admin, body });
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
};
const stored = async () => (await db.doc(assemblyPath(ORG, id)).get()).data()!;

describe('an assembly’s documents and video link', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await demoToken(DEMO_EMAILS.auroraAdmin);
    rulesBefore = (await db.doc(assemblyRulesPath(ORG)).get()).data();
    await db
      .doc(registerEntryPath(ORG, registerEntryId(SEQ)))
      .set({ seq: SEQ, kind: 'admission', memberId: SOCIO_MEMBER_ID, admissionDate: '2020-01-15' });
    await db.doc(registerMemberPath(ORG, SOCIO_MEMBER_ID)).set({ standing: 'in', seq: SEQ, admissionSeq: SEQ });
    await db.doc(registerFeePath(ORG, `e2e-asmdoc-${year}`)).set({ seq: SEQ, memberId: SOCIO_MEMBER_ID, feeYear: year, feeCents: 3000 });
    const rules = (await api('GET', '/v1/assemblies/rules', { token: admin })).body;
    await post('rules', { ...rules, remoteAttendance: true });
    const draft = {
      kind: 'ORDINARY',
      title: 'Assemblea con bilancio allegato',
      firstCall: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      secondCall: new Date(Date.now() + 11 * 86_400_000).toISOString(),
      place: 'Sede sociale',
      online: true,
      agenda: [
        { title: 'Approvazione bilancio', description: '', vote: true, secret: false, majority: 'SIMPLE' },
        { title: 'Varie ed eventuali', description: '', vote: false, secret: false, majority: 'SIMPLE' },
      ],
    };
    id = (await post<{ id: string }>('create', draft)).id;
  }, 120_000);

  afterAll(async () => {
    if (id) {
      for (const d of ((await stored()).documents ?? []) as { fileId: string }[])
        await db.recursiveDelete(db.doc(`organizations/${ORG}/files/${d.fileId}`));
      await db.recursiveDelete(db.doc(assemblyPath(ORG, id)));
    }
    await db.doc(registerEntryPath(ORG, registerEntryId(SEQ))).delete();
    await db.doc(registerMemberPath(ORG, SOCIO_MEMBER_ID)).delete();
    await db.doc(registerFeePath(ORG, `e2e-asmdoc-${year}`)).delete();
    if (rulesBefore) await db.doc(assemblyRulesPath(ORG)).set(rulesBefore);
    else await db.doc(assemblyRulesPath(ORG)).delete();
    await browser?.close();
  });

  /** The draft's form signed in as the admin. */
  async function editPage(lang: 'it' | 'en', viewport: 'desktop' | 'mobile'): Promise<Page> {
    const page = await newPage(browser, { lang, viewport, timeout: 40_000 });
    await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/assemblies/${id}/edit`);
    await page.getByTestId('assembly-documents-editor').waitFor();
    return page;
  }

  it('the admin sets the video link (https only) and attaches the accounts to their item in the draft (it, desktop)', async () => {
    const page = await editPage('it', 'desktop');
    // the draft form's empty state, before anything is attached
    await snap(page, 'assembly-documents-form-empty-it-desktop');
    await page.getByTestId('assembly-meeting-url').fill('http://meet.example.org/x');
    await page.getByTestId('assembly-save').click();
    await expect.poll(() => page.getByTestId('assembly-meeting-url-error').textContent()).toBe('Un indirizzo che inizia con https://');
    await page.getByTestId('assembly-meeting-url').fill(MEETING);
    await page.getByTestId('assembly-save').click();
    await page.waitForURL(`**/assemblies/${id}`);
    await expect.poll(async () => (await db.doc(`${assemblyPath(ORG, id)}/meeting/link`).get()).get('url')).toBe(MEETING);
    expect(JSON.stringify(await stored())).not.toContain(MEETING);
    await expect.poll(() => page.getByTestId('assembly-meeting-url').textContent()).toContain(MEETING);

    await page.goto(`${WEB_URL()}/assemblies/${id}/edit`);
    await page.getByTestId('assembly-document-target').selectOption({ label: '1. Approvazione bilancio' });
    // an executable renamed .pdf: refused under the file, nothing listed
    await page.getByTestId('assembly-document-file').setInputFiles({
      name: 'bilancio.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(256)]),
    });
    await page.getByTestId('assembly-document-upload').click();
    await expect.poll(() => page.getByTestId('assembly-document-file-error').textContent()).toContain('Formato non ammesso');
    expect((await stored()).documents).toEqual([]);
    await page
      .getByTestId('assembly-document-file')
      .setInputFiles({ name: 'Bilancio 2026.pdf', mimeType: 'application/pdf', buffer: ACCOUNTS });
    await page.getByTestId('assembly-document-upload').click();
    const item = page.locator('[data-testid="assembly-documents-group"][data-item="1"]');
    await item.getByTestId('assembly-document').waitFor();
    expect(await item.getByTestId('assembly-document').textContent()).toContain('Bilancio 2026.pdf');
    expect((await stored()).documents).toMatchObject([{ name: 'Bilancio 2026.pdf', itemId: '1', contentType: 'application/pdf' }]);
    // a second one, removed after confirming
    await page.getByTestId('assembly-document-target').selectOption({ index: 0 });
    await page
      .getByTestId('assembly-document-file')
      .setInputFiles({ name: 'bozza.pdf', mimeType: 'application/pdf', buffer: onePagePdf('x') });
    await page.getByTestId('assembly-document-upload').click();
    const whole = page.locator('[data-testid="assembly-documents-group"][data-item=""]');
    await whole.getByTestId('assembly-document').waitFor();
    await snap(page, 'assembly-documents-form-it-desktop');
    await whole.getByTestId('assembly-document-remove').click();
    await page.getByTestId('assembly-document-remove-dialog').waitFor();
    await snap(page, 'assembly-documents-remove-it-desktop');
    await page.getByTestId('assembly-document-remove-confirm').click();
    await expect.poll(async () => ((await stored()).documents as unknown[]).length).toBe(1);
    await whole.getByTestId('assembly-document').waitFor({ state: 'detached' });
    // the assembly's page: the video link (the back office's) and the document under its item
    await page.goto(`${WEB_URL()}/assemblies/${id}`);
    const listed = page.locator('[data-testid="agenda-item"][data-id="1"]').getByTestId('assembly-document');
    await listed.waitFor();
    expect(await listed.textContent()).toContain('Bilancio 2026.pdf');
    expect(await page.getByTestId('assembly-meeting-url').textContent()).toContain(MEETING);
    await snap(page, 'assembly-documents-page-it-desktop');
    await page.context().close();

    // the same form in English and at 375 px, for people to look at
    for (const [lang, viewport] of [
      ['en', 'desktop'],
      ['it', 'mobile'],
      ['en', 'mobile'],
    ] as const) {
      const other = await editPage(lang, viewport);
      await other.locator('[data-testid="assembly-documents-group"][data-item="1"]').getByTestId('assembly-document').waitFor();
      await snap(other, `assembly-documents-form-${lang}-${viewport}`);
      await other.context().close();
    }
  });

  it('once convened, the member finds the document under its item on the assembly’s page and downloads it (en, 375 px)', async () => {
    await post('convene', { assemblyId: id });
    const shots = [
      ['en', 'mobile'],
      ['it', 'mobile'],
      ['it', 'desktop'],
      ['en', 'desktop'],
    ] as const;
    for (const [n, [lang, viewport]] of shots.entries()) {
      const page = await newPage(browser, { lang, viewport, timeout: 40_000 });
      // where the convocation's link leads
      await signedIn(page, DEMO_EMAILS.auroraMember, DEMO_PASSWORD, `${WEB_URL()}/my-area/assemblies/${id}`);
      const item = page.getByTestId('agenda-item-1');
      const doc = item.getByTestId('assembly-document');
      await doc.waitFor();
      expect(await doc.textContent()).toContain('Bilancio 2026.pdf');
      expect(await page.getByTestId('agenda-item-2').getByTestId('assembly-document').count()).toBe(0);
      if (n === 0) {
        const [download] = await Promise.all([page.waitForEvent('download'), doc.getByTestId('assembly-document-download').click()]);
        expect(download.suggestedFilename()).toBe('Bilancio 2026.pdf');
        const path = await download.path();
        const { readFileSync } = await import('node:fs');
        expect(readFileSync(path).equals(ACCOUNTS)).toBe(true);
        // the video link is nowhere on the page before joining
        expect(await page.content()).not.toContain(MEETING);
      }
      await snap(page, `assembly-documents-member-${lang}-${viewport}`);
      await page.context().close();
    }
  });

  it('on the day, joining by video records the attendance first, then opens the meeting (it, 375 px)', async () => {
    await db.doc(assemblyPath(ORG, id)).update({
      firstCall: new Date(Date.now() - 60_000).toISOString(),
      secondCall: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await post('roll', { assemblyId: id });
    const page = await newPage(browser, { lang: 'it', viewport: 'mobile', timeout: 40_000 });
    // the meeting's own site is not ours to load: the opened tab gets a stand-in
    await page.context().route('https://meet.example.org/**', (route) => route.fulfill({ body: 'riunione', contentType: 'text/plain' }));
    await signedIn(page, DEMO_EMAILS.auroraMember, DEMO_PASSWORD, `${WEB_URL()}/my-area/assemblies/${id}`);
    await page.getByTestId('assembly-absent').waitFor();
    expect(await page.content()).not.toContain(MEETING);
    const [meeting] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('assembly-attend').click()]);
    await meeting.waitForURL(MEETING);
    await expect.poll(() => page.getByTestId('assembly-present').getAttribute('data-mode')).toBe('REMOTE');
    expect(await page.getByTestId('assembly-meeting-link').getAttribute('href')).toBe(MEETING);
    const attendance = await db.doc(`${assemblyPath(ORG, id)}/attendance/${SOCIO_MEMBER_ID}`).get();
    expect(attendance.data()).toMatchObject({ present: true, mode: 'REMOTE' });
    await snap(page, 'assembly-documents-member-joined-it-mobile');
    await page.context().close();
  });
});
