import { copyFileSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { assemblyPath, orgCol, registerEntryPath, registerFeePath, registerMemberPath } from '@tessera/domain/paths';
import { registerEntryId } from '@tessera/domain/register/entry';
import { AURORA_ORG_ID, DOPPIO_MEMBER_ID, SOCIO_MEMBER_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { closePage, launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';
import { onePagePdf, pdfText, renderPng } from '../support/pdfTools';
import { dayOf, inDays, moveCalls } from './assemblyWorld';

// The back office of a members' assembly on the Aurora demo association, as its admin runs it: a draft with two items
// (one secret), refused convening on a notice too short, moved and convened; the roll, a paper proxy, check-ins; the
// chair's view refusing to open short of the quorum (saying how many are missing), opening, a show of hands and its
// result; then closed, its minutes drafted, written, approved into the book, the book verified and printed. Five Aurora members are put in the register of members as its writers leave it (assemblyWorld.ts does the
// same for the API tests), and the first call is moved into the past around the API, as the clock would.
const org = AURORA_ORG_ID;
const TITLE = `Assemblea ordinaria di prova ${Date.now()}`;
// entry numbers far past any the register's own writers reach in a test run
const SEQ_FROM = 900_000;
const year = Number(dayOf(inDays(0)).slice(0, 4));

interface Voter {
  id: string;
  name: string;
}
const voters: Voter[] = [];
let assemblyId = '';

const stored = async () => (await db.doc(assemblyPath(org, assemblyId)).get()).data()!;
const storedUnder = async (sub: string, id: string) => (await db.doc(`${assemblyPath(org, assemblyId)}/${sub}/${id}`).get()).data();
const romeDay = (days: number) => dayOf(inDays(days));
const storedMinutes = async () => (await storedUnder('minutes', 'draft')) ?? null;

async function enrolVoters() {
  const members = await db.collection(orgCol(org, 'members')).limit(30).get();
  const picked = members.docs.filter((d) => ![SOCIO_MEMBER_ID, DOPPIO_MEMBER_ID].includes(d.id) && d.get('surname') && d.get('name'));
  for (const [i, m] of picked.slice(0, 5).entries()) {
    const seq = SEQ_FROM + i;
    voters.push({ id: m.id, name: `${m.get('surname')} ${m.get('name')}` });
    await db.doc(registerEntryPath(org, registerEntryId(seq))).set({ seq, kind: 'admission', memberId: m.id, admissionDate: '2020-01-15' });
    await db.doc(registerMemberPath(org, m.id)).set({ standing: 'in', seq, admissionSeq: seq });
    for (const feeYear of [year, year + 1])
      await db.doc(registerFeePath(org, `e2e-${m.id}-${feeYear}`)).set({ seq, memberId: m.id, feeYear, feeCents: 3000 });
  }
}

async function forgetVoters() {
  for (const [i, v] of voters.entries()) {
    await db.doc(registerEntryPath(org, registerEntryId(SEQ_FROM + i))).delete();
    await db.doc(registerMemberPath(org, v.id)).delete();
    for (const feeYear of [year, year + 1]) await db.doc(registerFeePath(org, `e2e-${v.id}-${feeYear}`)).delete();
  }
  if (assemblyId) await db.recursiveDelete(db.doc(assemblyPath(org, assemblyId)));
}

/** Picks a member by name in one of the screens' member searches. */
async function pick(page: Page, testId: string, v: Voter) {
  await page.getByTestId(testId).fill(v.name);
  await page.locator(`[data-testid="${testId}-choice"][data-id="${v.id}"]`).click();
}

async function checkIn(page: Page, v: Voter) {
  await pick(page, 'checkin-search', v);
  await page.locator(`[data-testid="present-row"][data-id="${v.id}"]`).waitFor();
}

async function fillCalls(page: Page, firstInDays: number) {
  await page.getByTestId('assembly-first-day').fill(romeDay(firstInDays));
  await page.getByTestId('assembly-first-time').fill('18:00');
  await page.getByTestId('assembly-second-day').fill(romeDay(firstInDays + 1));
  await page.getByTestId('assembly-second-time').fill('18:00');
}

/**
 * The chair's current item, its title and its vote's button (`button`: open or close), on screen as the page opens,
 * without scrolling: the chair at a tablet in the hall must not hunt for them. A viewport-only picture is kept.
 */
async function chairFitsScreen(page: Page, button: string, name: string) {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.querySelectorAll('*').forEach((el) => {
      if (el.scrollTop) el.scrollTop = 0;
    });
  });
  const viewport = page.viewportSize()!;
  const inside = async (what: Locator, label: string) => {
    const box = (await what.boundingBox())!;
    expect(box, label).not.toBeNull();
    const fits = box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
    expect(fits, `${label} at ${JSON.stringify(box)} in ${viewport.width}×${viewport.height}`).toBe(true);
  };
  await inside(page.locator('#current-item-title'), 'the item title');
  await inside(page.getByTestId(button), button);
  if (process.env.TESSERA_SCREENSHOTS !== '0') await page.screenshot({ path: `screenshots/${name}.png` });
}

const dialogButton = (page: Page, name: string) => page.getByRole('alertdialog').getByRole('button', { name, exact: true });
const statusOf = (page: Page) => page.getByTestId('assembly-status').getAttribute('data-status');
const attr = (page: Page, testId: string, name: string) => page.getByTestId(testId).first().getAttribute(name);

describe('an assembly run from the back office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await db.doc(`${orgCol(org, 'assemblyRules')}/statute`).delete();
    await enrolVoters();
  });
  afterAll(async () => {
    await forgetVoters();
    await browser?.close();
  });

  it('is drafted, convened, attended, opened on its quorum and voted by a show of hands (it, desktop)', async () => {
    expect(voters).toHaveLength(5);
    const [holder, giver, second] = voters as [Voter, Voter, Voter];
    const page = await newPage(browser, { lang: 'it', timeout: 30_000 });
    try {
      await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
      await page.getByTestId('nav-assemblies').click();
      await page.getByTestId('assemblies-page').waitFor();

      // the draft: two items, the second a secret ballot; a first call three days ahead
      await page.getByTestId('assembly-new').click();
      await page.getByTestId('assembly-title').fill(TITLE);
      await fillCalls(page, 3);
      await page.getByTestId('assembly-place').fill('Sede sociale, via Roma 1, Milano');
      await page.getByTestId('agenda-item-title').fill('Approvazione del bilancio consuntivo');
      await page.getByTestId('agenda-item-add').click();
      await page.getByTestId('agenda-item-title').nth(1).fill('Elezione del consiglio direttivo');
      await page.getByTestId('agenda-item-majority').nth(1).selectOption('ABSOLUTE');
      await page.getByTestId('agenda-item-secret').nth(1).check({ force: true });
      await snap(page, 'assembly-draft-it-desktop');
      await page.getByTestId('assembly-save').click();
      await page.waitForURL((url) => /^\/assemblies\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
      assemblyId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
      await expect.poll(async () => (await db.doc(assemblyPath(org, assemblyId)).get()).exists).toBe(true);
      const draft = await stored();
      expect(draft).toMatchObject({
        title: TITLE,
        kind: 'ORDINARY',
        status: 'DRAFT',
        place: 'Sede sociale, via Roma 1, Milano',
        online: false,
      });
      expect(draft.agenda.map((i: { title: string; secret: boolean; majority: string }) => [i.title, i.secret, i.majority])).toEqual([
        ['Approvazione del bilancio consuntivo', false, 'SIMPLE'],
        ['Elezione del consiglio direttivo', true, 'ABSOLUTE'],
      ]);
      // the calls written on the Italian clock
      expect(dayOf(draft.firstCall)).toBe(romeDay(3));
      expect(
        new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' }).format(new Date(draft.firstCall)),
      ).toBe('18:00');

      // three days are short of the statute's eight: refused, and said so
      await page.getByTestId('assembly-convene').click();
      await dialogButton(page, "Convoca l'assemblea").click();
      await expect.poll(() => attr(page, 'convene-error', 'data-code')).toBe('ASSEMBLY_NOTICE_TOO_SHORT');
      expect(await page.getByTestId('convene-error').textContent()).toContain('almeno 8 giorni di preavviso');
      await snap(page, 'assembly-notice-too-short-it-desktop');
      expect((await stored()).status).toBe('DRAFT');

      // moved ten days ahead, it is convened
      await page.getByTestId('assembly-edit').click();
      await page.getByTestId('assembly-form').waitFor();
      await fillCalls(page, 10);
      await page.getByTestId('assembly-save').click();
      await page.waitForURL(/\/assemblies\/[^/]+$/);
      await expect.poll(async () => dayOf((await stored()).firstCall)).toBe(romeDay(10));
      await page.getByTestId('assembly-convene').click();
      await dialogButton(page, "Convoca l'assemblea").click();
      await expect.poll(() => statusOf(page)).toBe('CONVENED');
      expect((await stored()).status).toBe('CONVENED');

      // the first call comes (the second still ahead: the first call's quorum, half of the entitled, applies)
      await moveCalls(org, assemblyId, inDays(-1 / 24), inDays(1));

      // the roll: the five enrolled vote, the others are told why not
      await page.getByTestId('roll-reload').click();
      // the demo association's first roll writes a line for each of its members: longer than a screen's usual wait
      await expect.poll(() => attr(page, 'roll-summary', 'data-entitled'), { timeout: 90_000 }).toBe('5');
      await page.getByTestId('roll-filter').selectOption('entitled');
      await expect.poll(() => page.locator('[data-testid="roll-line"][data-entitled="true"]').count()).toBe(5);
      await page.getByTestId('roll-filter').selectOption('not');
      await expect.poll(() => page.getByTestId('roll-reason').first().textContent()).toBe('Non è nel libro dei soci');
      expect(await storedUnder('entitlements', holder.id)).toMatchObject({ entitled: true, reason: null });

      // an exception: a member the rules leave out is admitted with a note, then the exception is withdrawn
      const outsider = page.locator('[data-testid="roll-line"][data-entitled="false"]').first();
      const outsiderId = (await outsider.getAttribute('data-id'))!;
      await outsider.getByTestId('roll-grant').click();
      await page.getByTestId('exception-note').fill('Quota pagata con bonifico, non ancora registrata');
      await page.getByTestId('exception-confirm').click();
      await expect.poll(() => attr(page, 'roll-summary', 'data-entitled')).toBe('6');
      expect(await storedUnder('exceptions', outsiderId)).toMatchObject({
        note: 'Quota pagata con bonifico, non ancora registrata',
        waived: 'NOT_IN_REGISTER',
      });
      await page.getByTestId('roll-filter').selectOption('entitled');
      const admitted = page.locator(`[data-testid="roll-line"][data-id="${outsiderId}"]`);
      expect(await admitted.getByTestId('roll-exception').textContent()).toContain('Quota pagata con bonifico');
      await snap(page, 'assembly-roll-it-desktop');
      await admitted.getByTestId('roll-withdraw').click();
      await page.getByTestId('exception-note').fill('Il bonifico non è arrivato');
      await page.getByTestId('exception-confirm').click();
      await expect.poll(() => attr(page, 'roll-summary', 'data-entitled')).toBe('5');
      expect(await storedUnder('exceptions', outsiderId)).toBeUndefined();

      // a paper proxy, with the scan of the signed form: the giver's vote goes with the holder
      await pick(page, 'proxy-giver', giver);
      await pick(page, 'proxy-holder', holder);
      const scanError = () => page.getByTestId('proxy-scan-error').textContent();
      // no scan: required, nothing sent
      await page.getByTestId('proxy-record').click();
      await expect.poll(scanError).toContain('Campo obbligatorio');
      // an executable renamed .pdf: the server reads the bytes and refuses it at the file, no proxy written
      await page.getByTestId('proxy-scan').setInputFiles({
        name: 'delega.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(256)]),
      });
      await page.getByTestId('proxy-record').click();
      await expect.poll(scanError).toContain('carica il modulo come PDF o come immagine PNG o JPEG');
      expect(await storedUnder('proxies', giver.id)).toBeUndefined();
      await page
        .getByTestId('proxy-scan')
        .setInputFiles({ name: 'delega-firmata.pdf', mimeType: 'application/pdf', buffer: onePagePdf('delega') });
      expect(await page.getByTestId('paper-proxy-form').textContent()).toContain('delega-firmata.pdf');
      await snap(page, 'assembly-paper-proxy-it-desktop');
      await page.getByTestId('proxy-record').click();
      const row = page.locator(`[data-testid="proxy-row"][data-giver="${giver.id}"][data-holder="${holder.id}"]`);
      await row.waitFor();
      expect(await storedUnder('proxies', giver.id)).toMatchObject({ giver: giver.id, holder: holder.id, paper: true });
      expect((await storedUnder('proxies', giver.id))?.scanFileId).toEqual(expect.any(String));
      // the form is emptied for the next one; the row's "scansione" downloads the form under its own name
      await expect.poll(() => page.getByTestId('paper-proxy-form').textContent()).not.toContain('delega-firmata.pdf');
      expect(await row.getByTestId('proxy-scan-link').textContent()).toBe('scansione');
      const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('proxy-scan-link').click()]);
      expect(download.suggestedFilename()).toBe('delega-firmata.pdf');

      // the giver asks to take it back (they have no sign-in): "Revoca", confirmed, deletes it and its scan
      const scanFile = (await storedUnder('proxies', giver.id))!.scanFileId as string;
      await row.getByTestId('proxy-revoke').click();
      await snap(page, 'assembly-paper-proxy-revoke-it-desktop');
      await dialogButton(page, 'Revoca la delega').click();
      await row.waitFor({ state: 'detached' });
      expect(await storedUnder('proxies', giver.id)).toBeUndefined();
      // the scan goes once the revocation has committed, as the answer comes: the row may leave before
      await expect.poll(async () => (await db.doc(`${orgCol(org, 'files')}/${scanFile}`).get()).exists).toBe(false);
      const revokedAudit = await db.collection(orgCol(org, 'audit')).where('target', '==', giver.id).get();
      const proxyAudit = revokedAudit.docs.map((d) => d.get('type') as string).filter((type) => type.startsWith('assemblyPaperProxy'));
      expect(proxyAudit.sort()).toEqual(['assemblyPaperProxyRecorded', 'assemblyPaperProxyRevoked']);
      // then recorded again, for the giver changed their mind once more
      await pick(page, 'proxy-giver', giver);
      await pick(page, 'proxy-holder', holder);
      await page
        .getByTestId('proxy-scan')
        .setInputFiles({ name: 'delega-firmata.pdf', mimeType: 'application/pdf', buffer: onePagePdf('delega') });
      await page.getByTestId('proxy-record').click();
      await row.waitFor();

      // the holder comes: present 1, represented 1
      await checkIn(page, holder);
      await expect.poll(() => attr(page, 'count-represented', 'data-value')).toBe('1');
      expect(await attr(page, 'count-present', 'data-value')).toBe('1');
      expect(await stored()).toMatchObject({ present: 1, represented: 1 });
      expect(await storedUnder('attendance', holder.id)).toMatchObject({ present: true, mode: 'HALL' });
      await snap(page, 'assembly-attendance-it-desktop');

      // the chair's view: two of the three needed, one missing; opening is refused and says so
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.getByTestId('assembly-chair-link').click();
      await expect.poll(() => attr(page, 'quorum-state', 'data-missing')).toBe('1');
      expect(await attr(page, 'chair-needed', 'data-value')).toBe('3');
      await page.getByTestId('assembly-open').click();
      await dialogButton(page, "Apri l'assemblea").click();
      await expect.poll(() => attr(page, 'chair-error', 'data-code')).toBe('QUORUM_NOT_REACHED');
      expect(await page.getByTestId('chair-error').textContent()).toContain('manca 1 presente o rappresentato');
      await snap(page, 'assembly-chair-quorum-missing-it-tablet');
      expect((await stored()).status).toBe('CONVENED');

      // one more comes: the quorum is there, and the assembly opens on its first call
      await page.getByRole('link', { name: "Torna all'assemblea" }).click();
      await checkIn(page, second);
      await expect.poll(() => attr(page, 'count-present', 'data-value')).toBe('2');
      await page.getByTestId('assembly-chair-link').click();
      await expect.poll(() => attr(page, 'quorum-state', 'data-missing')).toBe('0');
      await page.getByTestId('assembly-open').click();
      await dialogButton(page, "Apri l'assemblea").click();
      await expect.poll(() => page.getByTestId('chair-page').getAttribute('data-status')).toBe('OPEN');
      expect(await stored()).toMatchObject({ status: 'OPEN', openedOn: 'FIRST', entitledAtOpening: 5, present: 2, represented: 1 });

      // the first item, voted openly: the vote opened, a show of hands recorded, the result shown
      expect(await attr(page, 'current-item', 'data-id')).toBe('1');
      await chairFitsScreen(page, 'vote-open', 'assembly-chair-vote-pending-it-tablet-view');
      await page.getByTestId('vote-open').click();
      await expect.poll(() => attr(page, 'current-item', 'data-status')).toBe('OPEN');
      expect((await stored()).agenda[0].status).toBe('OPEN');
      await page.getByTestId('hands-form').waitFor();
      // without voting from the phone (the law's defaults) the count the chair types is what closes the vote: no
      // phones' ballots to count, no turnout of them
      expect(await page.getByTestId('vote-close').count()).toBe(0);
      expect(await page.getByTestId('turnout').count()).toBe(0);
      await chairFitsScreen(page, 'hands-record', 'assembly-chair-vote-open-it-tablet-view');
      // the tablet held upright too
      await page.setViewportSize({ width: 768, height: 1024 });
      await chairFitsScreen(page, 'hands-record', 'assembly-chair-vote-open-it-portrait-view');
      await page.setViewportSize({ width: 1024, height: 768 });
      await snap(page, 'assembly-chair-vote-open-it-tablet');
      await page.getByTestId('hands-yes').fill('2');
      await page.getByTestId('hands-no').fill('1');
      await page.getByTestId('hands-abstain').fill('0');
      await page.getByTestId('hands-record').click();
      await expect.poll(() => attr(page, 'vote-result', 'data-passed')).toBe('true');
      expect(await attr(page, 'result-yes', 'data-value')).toBe('2');
      expect(await attr(page, 'result-no', 'data-value')).toBe('1');
      expect(await page.getByTestId('result-outcome').textContent()).toBe('Approvato');
      expect((await stored()).agenda[0]).toMatchObject({
        status: 'CLOSED',
        result: { yes: 2, no: 1, abstain: 0, passed: true, how: 'HANDS' },
      });
      await snap(page, 'assembly-chair-result-it-tablet');

      // the next item is the secret one: no show of hands for it, but the statute here (the law's defaults) does not
      // allow voting from the phone, so the chair is offered the paper ballots' count, no more than those present and
      // represented (3)
      await page.getByTestId('next-item').click();
      await expect.poll(() => attr(page, 'current-item', 'data-id')).toBe('2');
      await page.getByTestId('vote-open').click();
      await expect.poll(() => attr(page, 'current-item', 'data-status')).toBe('OPEN');
      await expect.poll(() => attr(page, 'hands-form', 'data-paper')).toBe('true');
      expect(await page.getByText('Scrutinio segreto su scheda').count()).toBe(1);
      await page.getByTestId('hands-yes').fill('4');
      await page.getByTestId('hands-over').waitFor();
      expect(await page.getByTestId('hands-record').isDisabled()).toBe(true);
      await snap(page, 'assembly-chair-paper-over-it-tablet');
      await page.getByTestId('hands-yes').fill('');
      await expect.poll(() => page.getByTestId('hands-over').count()).toBe(0);
      await snap(page, 'assembly-chair-secret-open-it-tablet');
    } finally {
      await closePage(page);
    }
  });

  it('shows the chair’s view on a phone and on a tablet in English', async () => {
    expect(assemblyId).not.toBe('');
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile', timeout: 30_000 });
    try {
      await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/assemblies/${encodeURIComponent(assemblyId)}/chair`);
      await expect.poll(() => attr(page, 'current-item', 'data-id')).toBe('2');
      expect(await page.getByTestId('vote-open-badge').textContent()).toBe('Vote open');
      await expect.poll(() => attr(page, 'chair-total', 'data-value')).toBe('3');
      await snap(page, 'assembly-chair-en-phone');
      await page.setViewportSize({ width: 1024, height: 768 });
      await snap(page, 'assembly-chair-en-tablet');
      await chairFitsScreen(page, 'hands-record', 'assembly-chair-secret-open-en-tablet-view');
      await page.setViewportSize({ width: 768, height: 1024 });
      await chairFitsScreen(page, 'hands-record', 'assembly-chair-secret-open-en-portrait-view');
      await page.goto(`${WEB_URL()}/assemblies/${encodeURIComponent(assemblyId)}`);
      await page.setViewportSize({ width: 375, height: 740 });
      await page.getByTestId('roll-summary').waitFor();
      await expect.poll(() => attr(page, 'roll-summary', 'data-entitled')).toBe('5');
      await snap(page, 'assembly-page-en-phone');

      // the list and the statute's rules, the law's defaults shown beside them (none were set: they are the law's)
      await page.goto(`${WEB_URL()}/assemblies`);
      await page.locator(`[data-testid="assembly-row"][data-id="${assemblyId}"]`).waitFor();
      await snap(page, 'assemblies-list-en-phone');
      await page.getByTestId('assembly-rules-link').click();
      await expect.poll(() => page.getByTestId('rules-noticeDays').inputValue()).toBe('8');
      expect(await page.getByTestId('rules-quorum_EXTRAORDINARY_first').inputValue()).toBe('75');
      expect((await db.doc(`${orgCol(org, 'assemblyRules')}/statute`).get()).exists).toBe(false);
      await snap(page, 'assembly-rules-en-phone');
    } finally {
      await closePage(page);
    }
  });
  it('is closed and its minutes drafted, written, approved into the book, the book verified and printed (it, desktop)', async () => {
    expect(assemblyId).not.toBe('');
    const [holder, giver, second] = voters as [Voter, Voter, Voter];
    const page = await newPage(browser, { lang: 'it', timeout: 30_000 });
    const phone = await newPage(browser, { lang: 'en', viewport: 'mobile', timeout: 30_000 });
    const base = `${WEB_URL()}/assemblies/${encodeURIComponent(assemblyId)}`;
    try {
      await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));

      // the secret ballot counted on paper, and the chair closes the assembly
      await page.goto(`${base}/chair`);
      await expect.poll(() => attr(page, 'current-item', 'data-status')).toBe('OPEN');
      await page.getByTestId('hands-yes').fill('1');
      await page.getByTestId('hands-no').fill('2');
      await page.getByTestId('hands-abstain').fill('0');
      await page.getByTestId('hands-record').click();
      await expect.poll(() => attr(page, 'current-item', 'data-status')).toBe('CLOSED');
      expect((await stored()).agenda[1].result).toMatchObject({ yes: 1, no: 2, abstain: 0, passed: false, how: 'PAPER' });
      await page.getByTestId('assembly-close').click();
      await dialogButton(page, "Chiudi l'assemblea").click();
      await expect.poll(() => page.getByTestId('chair-page').getAttribute('data-status')).toBe('CLOSED');
      expect((await stored()).status).toBe('CLOSED');

      // the minutes: the chair and the secretary named, the server drafts the rest
      await page.getByRole('link', { name: "Torna all'assemblea" }).click();
      await page.getByTestId('assembly-minutes-link').click();
      await expect.poll(() => page.getByTestId('minutes-page').getAttribute('data-status')).toBe('NONE');
      await page.getByTestId('minutes-start-chair').fill('Maria Rossi');
      await page.getByTestId('minutes-start-secretary').fill('Luca Bianchi');
      await page.getByTestId('minutes-draft').click();
      await expect.poll(() => page.getByTestId('minutes-page').getAttribute('data-status')).toBe('DRAFT');
      expect(await storedMinutes()).toMatchObject({
        status: 'DRAFT',
        seq: null,
        minutes: {
          title: TITLE,
          chair: 'Maria Rossi',
          secretary: 'Luca Bianchi',
          call: 'FIRST',
          entitled: 5,
          proxies: 1,
          paperProxies: 1,
          items: [
            { id: '1', notes: '', result: { yes: 2, no: 1, abstain: 0, passed: true } },
            { id: '2', notes: '', secret: true },
          ],
        },
      });

      // the draft names who came and who gave a proxy to whom, as the roll names them
      const came = [holder, second].map((v) => v.name).sort((a, b) => a.localeCompare(b, 'it'));
      expect(await page.getByTestId('minutes-attendee').allTextContents()).toEqual(came);
      expect(await page.getByTestId('minutes-proxy').allTextContents()).toEqual([`${giver.name} delega ${holder.name} (su carta)`]);
      expect((await storedMinutes())!.minutes.proxyList).toEqual([{ giver: giver.name, holder: holder.name, paper: true }]);

      // a note on the first item, saved
      const NOTE = 'Il tesoriere illustra il bilancio consuntivo; segue breve discussione sulle spese per la sede.';
      await page.locator('[data-testid="minutes-item-notes"][data-id="1"]').fill(NOTE);
      await page.getByTestId('minutes-save').click();
      await expect.poll(async () => (await storedMinutes())?.minutes.items[0].notes).toBe(NOTE);
      await snap(page, 'assembly-minutes-draft-it-desktop');

      // the editor on a phone, in English
      await signedIn(phone, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${base}/minutes`);
      await expect.poll(() => phone.locator('[data-testid="minutes-item-notes"][data-id="1"]').inputValue()).toBe(NOTE);
      expect(await phone.getByTestId('minutes-approve').textContent()).toBe('Approve and enter in the book');
      await snap(phone, 'assembly-minutes-editor-en-phone');

      // approved behind a confirmation: entered in the book, its number and hash shown
      await page.getByTestId('minutes-approve').click();
      await dialogButton(page, 'Approva e trascrivi nel libro').click();
      await expect.poll(() => page.getByTestId('minutes-page').getAttribute('data-status')).toBe('APPROVED');
      const approved = (await storedMinutes())!;
      expect(approved).toMatchObject({ status: 'APPROVED', minutes: { items: [{ notes: NOTE }, { notes: '' }] } });
      expect(approved.seq).toBeGreaterThan(0);
      expect(await attr(page, 'minutes-entry', 'data-seq')).toBe(String(approved.seq));
      expect(await page.getByTestId('minutes-entry').textContent()).toContain(`al n. ${approved.seq}`);
      expect(await page.getByTestId('minutes-hash').textContent()).toContain(approved.hash);
      const entry = (await db.doc(`${orgCol(org, 'assemblyBookEntries')}/${registerEntryId(approved.seq)}`).get()).data()!;
      expect(entry).toMatchObject({ kind: 'minutes', assemblyId, hash: approved.hash, minutes: { title: TITLE, chair: 'Maria Rossi' } });
      expect(await page.getByTestId('minutes-view-notes').first().textContent()).toBe(NOTE);
      await snap(page, 'assembly-minutes-approved-it-desktop');

      // the book: intact, and printed
      await page.getByTestId('minutes-book-link').click();
      await page.getByTestId('book-verify').click();
      await expect.poll(() => attr(page, 'book-verdict', 'data-ok')).toBe('true');
      expect(Number(await attr(page, 'book-verdict', 'data-count'))).toBeGreaterThanOrEqual(approved.seq);
      expect(await page.getByTestId('book-verdict').textContent()).toContain('Il libro è integro');
      await snap(page, 'assembly-book-verified-it-desktop');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('book-pdf').click()]);
      const bytes = new Uint8Array(readFileSync((await download.path())!));
      expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
      const text = pdfText(bytes);
      expect(text).toContain(TITLE);
      expect(text).toContain('Pagina 1 di');
      expect(text).toContain(`Soci intervenuti: ${came.join('; ')}.`);
      if (process.env.TESSERA_SCREENSHOTS !== '0') copyFileSync(renderPng(bytes, 60), 'screenshots/assembly-book-pdf-page1.png');
    } finally {
      await closePage(phone);
      await closePage(page);
    }
  });
});
