import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addMonths } from '@tessera/domain/assemblies/entitlement';
import { assemblyPath, assemblyRulesPath, memberPath, registerEntryPath, registerFeePath, registerMemberPath } from '@tessera/domain/paths';
import { registerEntryId } from '@tessera/domain/register/entry';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { AURORA_ORG_ID, DOPPIO_MEMBER_ID, SOCIO_MEMBER_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { api } from '../support/api';
import { closePage, launchBrowser, login, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD, demoToken } from '../support/demo';
import { paperScan } from './paperScan';

// The member's side of an assembly in the personal area, at 375 px: the convocation and whether they vote, a proxy
// given and revoked, a member not entitled told why; then, with the back office's steps made through the API, the vote
// from the phone, changed, the result, the closing and the approved minutes, each outcome checked on the server's
// documents too.

const ORG = AURORA_ORG_ID;
/** a demo member with no sign-in: the holder of the proxies */
const HOLDER = 'm-aurora-0003';
const year = Number(todayInItaly().slice(0, 4));
const feeYears = [year, year + 1];
// the register of members as its writers leave it, under ids of this test's own
const ENROLMENTS = [
  { memberId: SOCIO_MEMBER_ID, seq: 990_001, admissionDate: '2020-01-15', fees: feeYears },
  { memberId: HOLDER, seq: 990_002, admissionDate: '2021-03-01', fees: feeYears },
  // admitted today: too recent to vote
  { memberId: DOPPIO_MEMBER_ID, seq: 990_003, admissionDate: todayInItaly(), fees: feeYears },
];

// the first call ten days ahead at 17:00 UTC: 18:00 in Italy in winter, 19:00 in summer
const firstCall = new Date(Date.now() + 10 * 86_400_000);
firstCall.setUTCHours(17, 0, 0, 0);
const secondCall = new Date(firstCall.getTime() + 86_400_000);
const romeHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
  firstCall,
);

const agenda = [
  {
    title: 'Approvazione del bilancio 2026',
    description: 'Il consiglio direttivo presenta il rendiconto e la relazione di missione.',
    vote: true,
    secret: false,
    majority: 'SIMPLE',
  },
  { title: 'Elezione del consiglio direttivo', description: '', vote: true, secret: true, majority: 'SIMPLE' },
  { title: 'Comunicazioni del presidente', description: '', vote: false, secret: false, majority: 'SIMPLE' },
];

let admin = '';
let id = '';
let rulesBefore: FirebaseFirestore.DocumentData | undefined;
const post = async <T = Record<string, unknown>>(path: string, body: unknown) => {
  const answer = await api<T>('POST', `/v1/assemblies/${path}`, { token: admin, body });
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
};
const under = (sub: string, doc: string) => db.doc(`${assemblyPath(ORG, id)}/${sub}/${doc}`);

describe('assemblies in the personal area', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await demoToken(DEMO_EMAILS.auroraAdmin);
    rulesBefore = (await db.doc(assemblyRulesPath(ORG)).get()).data();
    for (const e of ENROLMENTS) {
      await db.doc(registerEntryPath(ORG, registerEntryId(e.seq))).set({
        seq: e.seq,
        kind: 'admission',
        memberId: e.memberId,
        admissionDate: e.admissionDate,
      });
      await db.doc(registerMemberPath(ORG, e.memberId)).set({ standing: 'in', seq: e.seq, admissionSeq: e.seq });
      for (const feeYear of e.fees)
        await db
          .doc(registerFeePath(ORG, `e2e-asm-${e.memberId}-${feeYear}`))
          .set({ seq: e.seq, memberId: e.memberId, feeYear, feeCents: 3000 });
    }
    const rules = (await api('GET', '/v1/assemblies/rules', { token: admin })).body;
    await post('rules', { ...rules, remoteAttendance: true, electronicVoting: true });
    const draft = {
      kind: 'ORDINARY',
      title: 'Assemblea ordinaria dei soci',
      firstCall: firstCall.toISOString(),
      secondCall: secondCall.toISOString(),
      place: 'Sede sociale, via Roma 1, Milano',
      online: true,
      agenda,
    };
    id = (await post<{ id: string }>('create', draft)).id;
    await post('convene', { assemblyId: id });
    await post('roll', { assemblyId: id });
  }, 120_000);

  /** The assemblies' page at 375 px in English for a sign-in with two profiles: its Aurora member profile chosen. */
  async function memberPage(email: string): Promise<Page> {
    const p = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await login(p, email, DEMO_PASSWORD);
    const profiles = p.getByTestId('profile-dialog');
    // profiles are listed by display name: the first is the Aurora member's
    await profiles.locator('label').first().click();
    await expect.poll(() => profiles.getByRole('radio').first().isChecked()).toBe(true);
    await profiles.getByRole('button').last().click();
    await p.waitForURL('**/my-area');
    await p.goto(`${WEB_URL()}/my-area/assemblies`);
    return p;
  }

  afterAll(async () => {
    if (id) await db.recursiveDelete(db.doc(assemblyPath(ORG, id)));
    for (const e of ENROLMENTS) {
      await db.doc(registerEntryPath(ORG, registerEntryId(e.seq))).delete();
      await db.doc(registerMemberPath(ORG, e.memberId)).delete();
      for (const feeYear of e.fees) await db.doc(registerFeePath(ORG, `e2e-asm-${e.memberId}-${feeYear}`)).delete();
    }
    if (rulesBefore) await db.doc(assemblyRulesPath(ORG)).set(rulesBefore);
    else await db.doc(assemblyRulesPath(ORG)).delete();
    await browser?.close();
  });

  it('shows the member the assembly convened, that they vote; a proxy given (refused to oneself) and revoked', async () => {
    page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await signedIn(page, DEMO_EMAILS.auroraMember, DEMO_PASSWORD);
    await page.waitForURL('**/my-area');
    await page.getByTestId('go-assemblies').click();
    await page.waitForURL('**/my-area/assemblies');
    const card = page.locator(`[data-testid="my-assembly"][data-id="${id}"]`);
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('CONVENED');
    expect(await card.getByTestId('assembly-kind').textContent()).toBe('Ordinary assembly');
    // the calls on the Italian clock, whatever the browser's
    expect(await card.getByTestId('assembly-first-call').textContent()).toContain(romeHour);
    expect(await card.getByTestId('assembly-place').textContent()).toBe('Sede sociale, via Roma 1, Milano, and by video');
    await card.getByText('Il consiglio direttivo presenta il rendiconto e la relazione di missione.').waitFor();
    const entitlement = card.getByTestId('assembly-entitlement');
    expect(await entitlement.getAttribute('data-state')).toBe('entitled');
    expect(await entitlement.textContent()).toContain('You may vote at this assembly.');
    expect((await under('entitlements', SOCIO_MEMBER_ID).get()).get('entitled')).toBe(true);
    expect(await page.getByTestId('my-proxy-code').textContent()).toBe(SOCIO_MEMBER_ID);
    await card.getByTestId('proxy-give').waitFor();
    await snap(page, 'assembly-member-convened-en-mobile');

    // to oneself: refused, said in words, nothing stored
    await card.getByTestId('proxy-holder-code').fill(SOCIO_MEMBER_ID);
    await card.getByTestId('proxy-give').click();
    await expect.poll(() => card.getByTestId('proxy-error').textContent()).toContain('your own code');
    expect((await under('proxies', SOCIO_MEMBER_ID).get()).exists).toBe(false);

    // to the holder, by the link the holder sent: the page opens with their code filled in
    await page.goto(`${WEB_URL()}/my-area/assemblies?holder=${HOLDER}`);
    await expect.poll(() => card.getByTestId('proxy-holder-code').inputValue()).toBe(HOLDER);
    await card.getByTestId('proxy-give').click();
    // the confirmation names whose the code is, as the member record has it
    const holder = (await db.doc(memberPath(AURORA_ORG_ID, HOLDER)).get()).data()!;
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`${holder.name} ${holder.surname}`).waitFor();
    await snap(page, 'assembly-member-proxy-confirm-en-mobile');
    expect((await under('proxies', SOCIO_MEMBER_ID).get()).exists).toBe(false);
    await confirm.getByRole('button', { name: 'Give my proxy' }).click();
    await expect.poll(() => card.getByTestId('proxy-given').getAttribute('data-holder')).toBe(HOLDER);
    expect((await under('proxies', SOCIO_MEMBER_ID).get()).data()).toMatchObject({ giver: SOCIO_MEMBER_ID, holder: HOLDER, paper: false });
    expect((await under('holders', HOLDER).get()).data()).toEqual({ count: 1, givers: [SOCIO_MEMBER_ID] });
    await snap(page, 'assembly-member-proxy-given-en-mobile');

    // revoked, after confirming
    await card.getByTestId('proxy-revoke').click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Revoke my proxy' }).click();
    await card.getByTestId('proxy-give').waitFor();
    expect((await under('proxies', SOCIO_MEMBER_ID).get()).exists).toBe(false);
    expect((await under('holders', HOLDER).get()).data()).toEqual({ count: 0, givers: [] });
  });

  it('tells a member not entitled why: admitted too recently, and from when they will vote', async () => {
    const other = await memberPage(DEMO_EMAILS.twoProfiles);
    const card = other.locator(`[data-testid="my-assembly"][data-id="${id}"]`);
    const entitlement = card.getByTestId('assembly-entitlement');
    await expect.poll(() => entitlement.getAttribute('data-state')).toBe('not-entitled');
    expect(await entitlement.getAttribute('data-reason')).toBe('TOO_RECENT');
    const stored = (await under('entitlements', DOPPIO_MEMBER_ID).get()).data();
    expect(stored).toMatchObject({ entitled: false, reason: 'TOO_RECENT', eligibleFrom: addMonths(todayInItaly(), 3) });
    const [y, m, d] = (stored!.eligibleFrom as string).split('-').map(Number) as [number, number, number];
    const from = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, m - 1, d)),
    );
    expect(await card.getByTestId('assembly-not-entitled-why').textContent()).toBe(
      `Members vote after 3 months in the register of members: you will be able to vote from ${from}.`,
    );
    // no proxy to give
    await card.getByTestId('proxy-not-entitled').waitFor();
    expect(await card.getByTestId('proxy-give').count()).toBe(0);
    await snap(other, 'assembly-member-not-entitled-en-mobile');
    await closePage(other);
  });

  it('on the day: the member present votes from the phone, changes the vote; one ballot, the last choice; results', async () => {
    const card = page.locator(`[data-testid="my-assembly"][data-id="${id}"]`);
    // a paper proxy to the member, recorded by the office: seen live as received
    await post('paper-proxy', { assemblyId: id, giverId: HOLDER, holderId: SOCIO_MEMBER_ID, scan: paperScan() });
    await expect.poll(() => card.getByTestId('proxies-received').getAttribute('data-count')).toBe('1');
    // the day comes; the member is checked in at the hall, the chair opens and puts the first item to the vote
    await db.doc(assemblyPath(ORG, id)).update({
      firstCall: new Date(Date.now() - 60_000).toISOString(),
      secondCall: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await post('check-in', { assemblyId: id, memberId: SOCIO_MEMBER_ID });
    await expect.poll(() => card.getByTestId('assembly-present').getAttribute('data-mode')).toBe('HALL');
    expect(await post('open', { assemblyId: id })).toMatchObject({ entitled: 2 });

    // the board admits the recent member by an exception (the roll drawn again, as the office does): they join by video
    const note = 'Ammesso dal consiglio direttivo del 2 dicembre';
    await post('exception', { assemblyId: id, memberId: DOPPIO_MEMBER_ID, granted: true, note });
    await post('roll', { assemblyId: id });
    const remote = await memberPage(DEMO_EMAILS.twoProfiles);
    const remoteCard = remote.locator(`[data-testid="my-assembly"][data-id="${id}"]`);
    await expect.poll(() => remoteCard.getByTestId('assembly-entitlement').getAttribute('data-state')).toBe('entitled');
    expect(await remoteCard.getByTestId('assembly-exception').textContent()).toContain(note);
    await remoteCard.getByTestId('assembly-attend').click();
    await expect.poll(() => remoteCard.getByTestId('assembly-present').getAttribute('data-mode')).toBe('REMOTE');
    expect((await under('attendance', DOPPIO_MEMBER_ID).get()).data()).toMatchObject({ present: true, mode: 'REMOTE' });
    expect((await db.doc(assemblyPath(ORG, id)).get()).get('present')).toBe(2);
    await snap(remote, 'assembly-member-remote-en-mobile');
    await closePage(remote);

    await post('vote-open', { assemblyId: id, itemId: '1' });
    // while the statute does not allow electronic voting, the phone offers no vote and says how the hall votes instead
    const rulesNow = (await api('GET', '/v1/assemblies/rules', { token: admin })).body as Record<string, unknown>;
    await post('rules', { ...rulesNow, electronicVoting: false });
    await card.getByTestId('vote-not-electronic').waitFor();
    expect(await card.getByTestId('vote-YES').count()).toBe(0);
    expect(await card.getByTestId('vote-not-electronic').textContent()).toContain('The statute does not allow electronic voting');
    await snap(page, 'assembly-member-not-electronic-en-mobile');
    await post('rules', { ...rulesNow, electronicVoting: true });
    const panel = card.getByTestId('vote-panel');
    await expect.poll(() => panel.getAttribute('data-item')).toBe('1');
    expect(await card.getAttribute('data-status')).toBe('OPEN');

    await panel.getByTestId('vote-YES').click();
    await expect.poll(() => panel.getByTestId('vote-weight').getAttribute('data-weight')).toBe('2');
    await expect.poll(() => panel.getByTestId('vote-recorded').textContent()).toContain('Vote recorded: Yes.');
    await panel.getByTestId('vote-NO').click();
    await expect.poll(() => panel.getByTestId('vote-NO').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => panel.getByTestId('vote-recorded').textContent()).toContain('Vote recorded: No.');
    expect(await panel.getByTestId('vote-YES').getAttribute('aria-pressed')).toBe('false');
    const ballots = (
      await db
        .collection(`${assemblyPath(ORG, id)}/ballots`)
        .where('item', '==', '1')
        .get()
    ).docs;
    expect(ballots.map((b) => b.data())).toEqual([
      { item: '1', memberId: SOCIO_MEMBER_ID, choice: 'NO', weight: 2, at: expect.anything() },
    ]);
    expect((await under('voters', `1_${SOCIO_MEMBER_ID}`).get()).data()).toEqual({ item: '1', memberId: SOCIO_MEMBER_ID });
    await snap(page, 'assembly-member-voting-en-mobile');

    // the same moment on a desktop, in Italian
    const desk = await newPage(browser, { lang: 'it', viewport: 'desktop' });
    await signedIn(desk, DEMO_EMAILS.auroraMember, DEMO_PASSWORD, `${WEB_URL()}/my-area/assemblies`);
    const deskPanel = desk.getByTestId('vote-panel');
    await deskPanel.waitFor();
    // this screen sent no ballot: the server's marker says the vote is recorded, without the choice
    expect(await deskPanel.getByTestId('vote-recorded').textContent()).toContain('Voto registrato.');
    await snap(desk, 'assembly-member-voting-it-desktop');
    await closePage(desk);

    // the chair closes the vote: the result reaches the phone live
    await post('vote-close', { assemblyId: id, itemId: '1' });
    const result = card.getByTestId('item-result-1');
    await expect.poll(() => result.getAttribute('data-passed')).toBe('false');
    expect(await result.textContent()).toContain('Yes 0, no 2, abstained 0.');
    expect((await db.doc(assemblyPath(ORG, id)).get()).get('agenda')[0].result).toMatchObject({ yes: 0, no: 2, passed: false });
    expect(await card.getByTestId('vote-panel').count()).toBe(0);
    // a secret vote: said so on the phone; no ballot stored, the choice sealed in the voter's marker
    await post('vote-open', { assemblyId: id, itemId: '2' });
    await expect.poll(() => panel.getAttribute('data-item')).toBe('2');
    await panel.getByText('Secret ballot: nobody can see how you voted.').waitFor();
    await panel.getByTestId('vote-YES').click();
    await expect.poll(() => panel.getByTestId('vote-recorded').textContent()).toContain('Vote recorded: Yes.');
    const secret = (
      await db
        .collection(`${assemblyPath(ORG, id)}/ballots`)
        .where('item', '==', '2')
        .get()
    ).docs;
    expect(secret).toHaveLength(0);
    const marker = await under('voters', `2_${SOCIO_MEMBER_ID}`).get();
    expect(Object.keys(marker.data()!).sort()).toEqual(['item', 'memberId', 'sealed']);
    await post('vote-close', { assemblyId: id, itemId: '2' });
    // counted, the seal is dropped
    expect((await under('voters', `2_${SOCIO_MEMBER_ID}`).get()).data()).toEqual({ item: '2', memberId: SOCIO_MEMBER_ID });
    await post('close', { assemblyId: id });
    await expect.poll(() => card.getAttribute('data-status')).toBe('CLOSED');
    await expect.poll(() => card.getByTestId('item-result-2').getAttribute('data-passed')).toBe('true');
    await snap(page, 'assembly-member-closed-en-mobile');

    // the minutes, drafted and approved by the back office: the member reads them on the card once approved (a
    // draft the rules keep from members: the rules' tests)
    await post('minutes-draft', { assemblyId: id, chair: 'Maria Rossi', secretary: 'Luca Bianchi' });
    const NOTE = 'Il presidente illustra il bilancio; nessuna osservazione.';
    await post('minutes-update', { assemblyId: id, items: [{ id: '1', notes: NOTE }], text: 'La seduta è tolta alle 19:30.' });
    const { seq } = await post<{ seq: number }>('minutes-approve', { assemblyId: id });
    const minutes = card.getByTestId('my-assembly-minutes');
    // the card's read, refused while there were no approved minutes, is tried again every 15 s
    await minutes.waitFor({ timeout: 45_000 });
    expect(await minutes.getAttribute('data-seq')).toBe(String(seq));
    expect(await minutes.textContent()).toContain(
      `Chair Maria Rossi, secretary Luca Bianchi. Entered in the book of assembly meetings as no. ${seq}.`,
    );
    expect(await minutes.locator('[data-testid="my-minutes-item"][data-id="1"]').textContent()).toContain(NOTE);
    expect(await minutes.getByTestId('my-minutes-text').textContent()).toBe('La seduta è tolta alle 19:30.');
    expect((await under('minutes', 'draft').get()).get('status')).toBe('APPROVED');
    await snap(page, 'assembly-member-minutes-en-mobile');
    await closePage(page);
  });

  // last: a second sign-in of the member, in a browser of its own, may end the session the earlier tests' page holds
  it('takes a member signed out from the convocation’s link through the sign-in to their own page, on that profile', async () => {
    // an assembly of its own, convened: proxies are still given for it
    const draft = {
      kind: 'ORDINARY',
      title: 'Assemblea ordinaria di autunno',
      firstCall: firstCall.toISOString(),
      secondCall: secondCall.toISOString(),
      place: 'Sede sociale',
      online: false,
      agenda,
    };
    const other = (await post<{ id: string }>('create', draft)).id;
    try {
      await post('convene', { assemblyId: other });
      await post('roll', { assemblyId: other });
      // the link every message carries: the member's page of the assembly, naming the association
      const sent = await db.doc(`${assemblyPath(ORG, other)}/convocation/sent`).get();
      const link = new URL(sent.get('mail.link') as string);
      const path = `${link.pathname}${link.search}`;
      expect(path).toBe(`/my-area/assemblies/${other}?org=${ORG}`);
      const signIn = async (p: Page, email: string) => {
        await p.goto(`${WEB_URL()}${path}`);
        // signed out: the sign-in first, the page kept for after it
        await p.waitForURL('**/auth');
        await p.getByTestId('login-email').fill(email);
        await p.getByTestId('login-password').fill(DEMO_PASSWORD);
        await p.getByTestId('login-submit').click();
      };
      const landed = (p: Page) => p.waitForURL((url) => `${url.pathname}${url.search}` === path);

      const socio = await newPage(browser, { lang: 'en', viewport: 'mobile' });
      await signIn(socio, DEMO_EMAILS.auroraMember);
      await landed(socio);
      const card = socio.locator(`[data-testid="my-assembly"][data-id="${other}"]`);
      await card.getByTestId('proxy-give').waitFor();
      expect(await card.getByTestId('assembly-entitlement').getAttribute('data-state')).toBe('entitled');
      await snap(socio, 'assembly-member-link-signed-in-en-mobile');
      await closePage(socio);

      // a sign-in with two profiles, another association's back office chosen: the link switches to the member's
      const doppio = await newPage(browser, { lang: 'en', viewport: 'mobile' });
      await signIn(doppio, DEMO_EMAILS.twoProfiles);
      const profiles = doppio.getByTestId('profile-dialog');
      // listed by display name: the first is the Aurora member's, the last the Tevere admin's
      await profiles.locator('label').last().click();
      await expect.poll(() => profiles.getByRole('radio').last().isChecked()).toBe(true);
      await profiles.getByRole('button').last().click();
      await landed(doppio);
      const own = doppio.locator(`[data-testid="my-assembly"][data-id="${other}"]`);
      // admitted too recently: the page says so where the proxy would be given
      await expect.poll(() => own.getByTestId('assembly-entitlement').getAttribute('data-state')).toBe('not-entitled');
      await own.getByTestId('proxy-not-entitled').waitFor();
      await snap(doppio, 'assembly-member-link-switched-en-mobile');
      await closePage(doppio);
    } finally {
      await db.recursiveDelete(db.doc(assemblyPath(ORG, other)));
    }
  });
});
