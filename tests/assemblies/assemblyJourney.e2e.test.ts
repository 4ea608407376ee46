import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  assemblyPath,
  assemblyRulesPath,
  memberPath,
  orgCol,
  registerEntryPath,
  registerFeePath,
  registerMemberPath,
} from '@tessera/domain/paths';
import { registerEntryId } from '@tessera/domain/register/entry';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { AURORA_ORG_ID, DOPPIO_MEMBER_ID, SOCIO_MEMBER_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { api } from '../support/api';
import { closePage, launchBrowser, login, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD, demoToken } from '../support/demo';
import { fakeCameraShowing } from '../support/fakeCamera';
import { deliveredMails } from '../support/mailbox';
import { inDays, moveCalls } from './assemblyWorld';

// A whole assembly of the Aurora demo association in Italian, each step by the person who takes it, in their own
// browser: the admin drafts and convenes it; the convocation reaches the members' mailboxes with their personal link
// and door QR; one member opens that link signed out, signs in and lands on the assembly, and gives their proxy to the
// other; at the door staff's camera reads the other's convocation QR; the chair opens on the quorum and puts the item
// to a secret vote, which that member casts from the phone for two; the result, the closing, the minutes approved and
// read by the member. Every step is checked on the server's documents too.
const ORG = AURORA_ORG_ID;
const TITLE = `Assemblea annuale dei soci ${Date.now()}`;
const ITEM = 'Approvazione del bilancio consuntivo';
const year = Number(todayInItaly().slice(0, 4));
const feeYears = [year, year + 1];
/** the two members who vote, put in the register of members as its writers leave it, under this test's own ids */
const ENROLMENTS = [
  { memberId: SOCIO_MEMBER_ID, seq: 970_001 },
  { memberId: DOPPIO_MEMBER_ID, seq: 970_002 },
];

let id = '';
let rulesBefore: FirebaseFirestore.DocumentData | undefined;
const stored = async () => (await db.doc(assemblyPath(ORG, id)).get()).data()!;
const under = async (sub: string, doc: string) => (await db.doc(`${assemblyPath(ORG, id)}/${sub}/${doc}`).get()).data();
const attr = (page: Page, testId: string, name: string) => page.getByTestId(testId).first().getAttribute(name);
const dialogButton = (page: Page, name: string) => page.getByRole('alertdialog').getByRole('button', { name, exact: true });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const memberEmail = async (memberId: string) => String((await db.doc(memberPath(ORG, memberId)).get()).get('email'));

describe('a whole assembly, from the convocation to the minutes (it)', () => {
  let browser: Browser;
  let door: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
    for (const e of ENROLMENTS) {
      await db.doc(registerEntryPath(ORG, registerEntryId(e.seq))).set({
        seq: e.seq,
        kind: 'admission',
        memberId: e.memberId,
        admissionDate: '2020-01-15',
      });
      await db.doc(registerMemberPath(ORG, e.memberId)).set({ standing: 'in', seq: e.seq, admissionSeq: e.seq });
      for (const feeYear of feeYears)
        await db
          .doc(registerFeePath(ORG, `e2e-journey-${e.memberId}-${feeYear}`))
          .set({ seq: e.seq, memberId: e.memberId, feeYear, feeCents: 3000 });
    }
    // the statute allows voting from the phone (the law's defaults do not)
    rulesBefore = (await db.doc(assemblyRulesPath(ORG)).get()).data();
    const admin = await demoToken(DEMO_EMAILS.auroraAdmin);
    const rules = (await api('GET', '/v1/assemblies/rules', { token: admin })).body as Record<string, unknown>;
    const set = await api('POST', '/v1/assemblies/rules', { token: admin, body: { ...rules, electronicVoting: true } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await door?.close();
    await browser?.close();
    if (id) await db.recursiveDelete(db.doc(assemblyPath(ORG, id)));
    for (const e of ENROLMENTS) {
      await db.doc(registerEntryPath(ORG, registerEntryId(e.seq))).delete();
      await db.doc(registerMemberPath(ORG, e.memberId)).delete();
      for (const feeYear of feeYears) await db.doc(registerFeePath(ORG, `e2e-journey-${e.memberId}-${feeYear}`)).delete();
    }
    if (rulesBefore) await db.doc(assemblyRulesPath(ORG)).set(rulesBefore);
    else await db.doc(assemblyRulesPath(ORG)).delete();
  });

  it('is drafted and convened by the admin; the convocation reaches the members with their link and door QR', async () => {
    const page = await newPage(browser, { lang: 'it', timeout: 30_000 });
    try {
      await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/assemblies/new`);
      await page.getByTestId('assembly-title').fill(TITLE);
      const day = (days: number) => todayInItaly(new Date(Date.parse(inDays(days))));
      await page.getByTestId('assembly-first-day').fill(day(10));
      await page.getByTestId('assembly-first-time').fill('18:00');
      await page.getByTestId('assembly-second-day').fill(day(11));
      await page.getByTestId('assembly-second-time').fill('18:00');
      await page.getByTestId('assembly-place').fill('Sede sociale, via Roma 1, Milano');
      await page.getByTestId('agenda-item-title').fill(ITEM);
      await page.getByTestId('agenda-item-secret').check({ force: true });
      await page.getByTestId('assembly-save').click();
      await page.waitForURL((url) => /^\/assemblies\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
      id = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
      await page.getByTestId('assembly-convene').click();
      await dialogButton(page, "Convoca l'assemblea").click();
      await expect.poll(() => page.getByTestId('assembly-status').getAttribute('data-status')).toBe('CONVENED');
      expect(await stored()).toMatchObject({ status: 'CONVENED', title: TITLE });
    } finally {
      await closePage(page);
    }

    // each member entitled gets the convocation: the agenda, the personal link, the door QR attached
    const link = `${WEB_URL()}/my-area/assemblies/${id}`;
    for (const memberId of [SOCIO_MEMBER_ID, DOPPIO_MEMBER_ID]) {
      const [mail] = await deliveredMails(await memberEmail(memberId), new RegExp(escaped(TITLE)));
      expect(mail!.subject).toBe(`Convocazione dell'assemblea ordinaria dei soci: ${TITLE}`);
      expect(mail!.text).toContain(ITEM);
      expect(mail!.text).toContain(link);
      expect(mail!.attachments).toEqual([expect.objectContaining({ fileName: 'assemblea-qr.png', contentType: 'image/png' })]);
    }
    // kept as sent
    const kept = (await db.doc(`${assemblyPath(ORG, id)}/convocation/sent`).get()).data();
    expect(kept?.subject?.it).toBe(`Convocazione dell'assemblea ordinaria dei soci: ${TITLE}`);
  });

  it("a member opens the mail's link signed out, lands on the assembly once signed in, and gives their proxy", async () => {
    expect(id).not.toBe('');
    const page = await newPage(browser, { lang: 'it', viewport: 'mobile', timeout: 30_000 });
    try {
      await page.goto(`${WEB_URL()}/my-area/assemblies/${id}`);
      await page.waitForURL('**/auth');
      await login(page, DEMO_EMAILS.twoProfiles, DEMO_PASSWORD);
      // a sign-in with two profiles: Aurora's member ("Socio"), not the other association's admin
      const profiles = page.getByTestId('profile-dialog');
      await profiles.getByText('Socio', { exact: false }).first().click();
      await profiles.getByRole('button', { name: 'Entra' }).click();
      await page.waitForURL((url) => url.pathname === `/my-area/assemblies/${id}`);
      const card = page.locator(`[data-testid="my-assembly"][data-id="${id}"]`);
      await card.waitFor();
      // the page stays the link's (not sent on to the area's first page after it)
      expect(new URL(page.url()).pathname).toBe(`/my-area/assemblies/${id}`);
      await expect.poll(() => card.getByTestId('assembly-entitlement').getAttribute('data-state')).toBe('entitled');
      expect(await card.isVisible()).toBe(true);

      await card.getByTestId('proxy-holder-code').fill(SOCIO_MEMBER_ID);
      await card.getByTestId('proxy-give').click();
      const holder = (await db.doc(memberPath(ORG, SOCIO_MEMBER_ID)).get()).data()!;
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText(`${holder.name} ${holder.surname}`).waitFor();
      await confirm.getByRole('button', { name: 'Conferisci la delega' }).click();
      await expect.poll(() => card.getByTestId('proxy-given').getAttribute('data-holder')).toBe(SOCIO_MEMBER_ID);
      expect(await under('proxies', DOPPIO_MEMBER_ID)).toMatchObject({ giver: DOPPIO_MEMBER_ID, holder: SOCIO_MEMBER_ID, paper: false });
      await snap(page, 'assembly-journey-proxy-given-it-mobile');
    } finally {
      await closePage(page);
    }
  });

  it("at the door, staff's camera reads the holder's convocation QR: present, with the proxy represented", async () => {
    expect(id).not.toBe('');
    // the first call comes
    await moveCalls(ORG, id, inDays(-1 / 24), inDays(1));
    const payload = await db.doc(`${orgCol(ORG, 'mail')}/assembly_${id}_${SOCIO_MEMBER_ID}/private/payload`).get();
    door = await launchBrowser(fakeCameraShowing(String(payload.get('data.doorCode'))));
    const page = await newPage(door, { lang: 'it', timeout: 40_000 });
    try {
      await signedIn(page, DEMO_EMAILS.auroraStaff, DEMO_PASSWORD, `${WEB_URL()}/assemblies/${id}`);
      await expect.poll(() => attr(page, 'count-present', 'data-value')).toBe('0');
      await page.getByTestId('door-camera').click();
      await expect.poll(() => attr(page, 'door-outcome', 'data-outcome'), { timeout: 30_000 }).toBe('present');
      const socio = (await db.doc(memberPath(ORG, SOCIO_MEMBER_ID)).get()).data()!;
      expect(await page.getByTestId('door-name').innerText()).toBe(`${socio.surname} ${socio.name}`);
      await expect.poll(() => attr(page, 'count-present', 'data-value')).toBe('1');
      expect(await attr(page, 'count-represented', 'data-value')).toBe('1');
      expect(await under('attendance', SOCIO_MEMBER_ID)).toMatchObject({ present: true, mode: 'HALL' });
      // the present list names them as the door did
      expect(await page.locator(`[data-testid="present-row"][data-id="${SOCIO_MEMBER_ID}"]`).innerText()).toContain(
        `${socio.surname} ${socio.name}`,
      );
      await snap(page, 'assembly-journey-door-it-desktop');
    } finally {
      await closePage(page);
    }
  });

  it('the chair opens on the quorum, the holder votes for two from the phone, the result and the minutes follow', async () => {
    expect(id).not.toBe('');
    const chair = await newPage(browser, { lang: 'it', timeout: 30_000 });
    const phone = await newPage(browser, { lang: 'it', viewport: 'mobile', timeout: 30_000 });
    try {
      await signedIn(chair, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
      await chair.waitForURL((url) => !url.pathname.startsWith('/auth'));
      await chair.setViewportSize({ width: 1024, height: 768 });
      await chair.goto(`${WEB_URL()}/assemblies/${id}/chair`);
      await expect.poll(() => attr(chair, 'quorum-state', 'data-missing')).toBe('0');
      await chair.getByTestId('assembly-open').click();
      await dialogButton(chair, "Apri l'assemblea").click();
      await expect.poll(() => chair.getByTestId('chair-page').getAttribute('data-status')).toBe('OPEN');
      await chair.getByTestId('vote-open').click();
      await expect.poll(() => attr(chair, 'current-item', 'data-status')).toBe('OPEN');

      // the holder, in the hall, votes from the phone: their vote and the proxy's
      await signedIn(phone, DEMO_EMAILS.auroraMember, DEMO_PASSWORD, `${WEB_URL()}/my-area/assemblies/${id}`);
      const panel = phone.getByTestId('vote-panel');
      await expect.poll(() => panel.getAttribute('data-item')).toBe('1');
      await panel.getByTestId('vote-YES').click();
      await expect.poll(() => panel.getByTestId('vote-weight').getAttribute('data-weight')).toBe('2');
      await expect.poll(() => panel.getByTestId('vote-recorded').textContent()).toContain('Voto registrato');
      await snap(phone, 'assembly-journey-vote-it-mobile');
      // secret: no ballot stored, the choice sealed in the voter's marker
      expect((await db.collection(`${assemblyPath(ORG, id)}/ballots`).get()).size).toBe(0);
      const markers = (await db.collection(`${assemblyPath(ORG, id)}/voters`).get()).docs.map((b) => b.data());
      expect(markers).toEqual([{ item: '1', memberId: expect.any(String), sealed: expect.any(String) }]);
      // the chair sees the turnout live, never the choice
      await expect.poll(() => attr(chair, 'turnout', 'data-cast')).toBe('1');

      await chair.getByTestId('vote-close').click();
      await expect.poll(() => attr(chair, 'vote-result', 'data-passed')).toBe('true');
      expect(await attr(chair, 'result-yes', 'data-value')).toBe('2');
      expect((await stored()).agenda[0].result).toMatchObject({ yes: 2, no: 0, abstain: 0, passed: true, how: 'BALLOT' });
      await expect.poll(() => phone.getByTestId('item-result-1').getAttribute('data-passed')).toBe('true');
      await snap(chair, 'assembly-journey-result-it-tablet');
      await chair.getByTestId('assembly-close').click();
      await dialogButton(chair, "Chiudi l'assemblea").click();
      await expect.poll(() => chair.getByTestId('chair-page').getAttribute('data-status')).toBe('CLOSED');

      // the minutes, drafted from what happened, approved into the book
      await chair.goto(`${WEB_URL()}/assemblies/${id}/minutes`);
      await chair.getByTestId('minutes-start-chair').fill('Maria Rossi');
      await chair.getByTestId('minutes-start-secretary').fill('Luca Bianchi');
      await chair.getByTestId('minutes-draft').click();
      await expect.poll(() => chair.getByTestId('minutes-page').getAttribute('data-status')).toBe('DRAFT');
      expect((await under('minutes', 'draft'))?.minutes).toMatchObject({ entitled: 2, present: 1, proxies: 1, paperProxies: 0 });
      await chair.getByTestId('minutes-approve').click();
      await dialogButton(chair, 'Approva e trascrivi nel libro').click();
      await expect.poll(() => chair.getByTestId('minutes-page').getAttribute('data-status')).toBe('APPROVED');
      const seq = (await under('minutes', 'draft'))!.seq as number;

      // the member reads them (the card's read, refused before the approval, is tried again every 15 s)
      const minutes = phone.locator(`[data-testid="my-assembly"][data-id="${id}"]`).getByTestId('my-assembly-minutes');
      await minutes.waitFor({ timeout: 45_000 });
      expect(await minutes.getAttribute('data-seq')).toBe(String(seq));
      await snap(phone, 'assembly-journey-minutes-it-mobile');
    } finally {
      await closePage(phone);
      await closePage(chair);
    }
  });
});
