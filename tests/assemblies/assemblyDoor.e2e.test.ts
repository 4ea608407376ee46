import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { assemblyPath, memberPath, registerEntryPath, registerFeePath, registerMemberPath } from '@tessera/domain/paths';
import { registerEntryId } from '@tessera/domain/register/entry';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { api } from '../support/api';
import { closePage, launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD, demoToken } from '../support/demo';

// The assembly's door in the back office, as staff keeps it (Italian, desktop): a member's card number typed into the
// "Varco" field, as a USB reader types it with Enter, checks them in; the same card again says already present; a code
// naming nobody is refused in words. The assembly is made and convened through the API by Aurora's admin.
const ORG = AURORA_ORG_ID;
/** a demo member with no sign-in, put in the register of members as its writers leave it */
const GUEST = 'm-aurora-0003';
const SEQ = 980_001;
const year = Number(todayInItaly().slice(0, 4));
const feeYears = [year, year + 1];

let id = '';
let card = '';
let name = '';
const post = async <T = Record<string, unknown>>(token: string, path: string, body: unknown) => {
  const answer = await api<T>('POST', `/v1/assemblies/${path}`, { token, body });
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
};

describe("an assembly's door", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    const member = (await db.doc(memberPath(ORG, GUEST)).get()).data()!;
    card = String(member.cardNumber);
    name = `${member.surname} ${member.name}`;
    await db
      .doc(registerEntryPath(ORG, registerEntryId(SEQ)))
      .set({ seq: SEQ, kind: 'admission', memberId: GUEST, admissionDate: '2020-01-15' });
    await db.doc(registerMemberPath(ORG, GUEST)).set({ standing: 'in', seq: SEQ, admissionSeq: SEQ });
    for (const feeYear of feeYears)
      await db.doc(registerFeePath(ORG, `e2e-door-${feeYear}`)).set({ seq: SEQ, memberId: GUEST, feeYear, feeCents: 3000 });
    const admin = await demoToken(DEMO_EMAILS.auroraAdmin);
    const draft = {
      kind: 'ORDINARY',
      title: `Assemblea con varco ${Date.now()}`,
      firstCall: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      secondCall: new Date(Date.now() + 11 * 86_400_000).toISOString(),
      place: 'Sede sociale',
      online: false,
      agenda: [{ title: 'Bilancio', description: '', vote: true, secret: false, majority: 'SIMPLE' }],
    };
    id = (await post<{ id: string }>(admin, 'create', draft)).id;
    await post(admin, 'convene', { assemblyId: id });
  }, 120_000);

  afterAll(async () => {
    if (page) await closePage(page);
    await browser?.close();
    if (id) await db.recursiveDelete(db.doc(assemblyPath(ORG, id)));
    await db.doc(registerEntryPath(ORG, registerEntryId(SEQ))).delete();
    await db.doc(registerMemberPath(ORG, GUEST)).delete();
    for (const feeYear of feeYears) await db.doc(registerFeePath(ORG, `e2e-door-${feeYear}`)).delete();
  });

  it('checks a member in by the card number typed at the door, once; a code naming nobody is refused', async () => {
    page = await newPage(browser, { lang: 'it', viewport: 'desktop', timeout: 40_000 });
    await signedIn(page, DEMO_EMAILS.auroraStaff, DEMO_PASSWORD, `${WEB_URL()}/assemblies/${id}`);
    const field = page.getByTestId('door-code');
    const outcome = page.getByTestId('door-outcome');
    await expect.poll(() => page.getByTestId('count-present').getAttribute('data-value')).toBe('0');

    // a reader types the code and Enter
    await field.fill(card);
    await field.press('Enter');
    await expect.poll(() => outcome.getAttribute('data-outcome')).toBe('present');
    expect(await page.getByTestId('door-name').innerText()).toBe(name);
    expect(await outcome.innerText()).toMatch(/^[^\n]+\s+presente$/);
    await expect.poll(() => page.getByTestId('count-present').getAttribute('data-value')).toBe('1');
    const attendance = (await db.doc(`${assemblyPath(ORG, id)}/attendance/${GUEST}`).get()).data();
    expect(attendance).toMatchObject({ memberId: GUEST, present: true, mode: 'HALL' });
    // emptied and focused for the next member
    expect(await field.inputValue()).toBe('');
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    await snap(page, 'assembly-door-present');

    await field.fill(card);
    await field.press('Enter');
    await expect.poll(() => outcome.getAttribute('data-outcome')).toBe('already');
    expect(await page.getByTestId('door-name').innerText()).toBe(name);
    expect(await outcome.innerText()).toMatch(/\sgià presente$/);
    expect(await page.getByTestId('count-present').getAttribute('data-value')).toBe('1');

    await field.fill('99999999');
    await page.getByTestId('door-submit').click();
    await expect.poll(() => outcome.getAttribute('data-outcome')).toBe('refused');
    expect(await outcome.innerText()).toContain('Codice non riconosciuto');
    await snap(page, 'assembly-door-refused');
    expect((await db.doc(assemblyPath(ORG, id)).get()).get('present')).toBe(1);
  });
});
