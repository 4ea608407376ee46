import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accountPath, memberPath, orgCol, profileId, profilePath, searchShardPath } from '@tessera/domain/paths';
import { searchShardOf } from '@tessera/domain/search/record';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { adminAuth, db } from '../support/admin';
import { api } from '../support/api';
import { closePage, failureToast, launchBrowser, login, newPage, signedIn, snap, VIEWPORTS, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD, demoToken } from '../support/demo';
import { deliveredMails } from '../support/mailbox';
import { eventually } from '../support/settle';
import { nthTaxCode } from '../support/taxCodes';

// The erasure of a member's data in the browser, on the demo association with members of this file's own (the demo's
// socio@aurora.demo is left to the other files): Elisa, who signs in, asks for it in her personal area; the admin
// refuses a first request with a reason she then reads there (and in the mail), and accepts the second: her data is
// gone, her payment kept, her sign-in refused. Bruno is erased directly from his member page. Screens photographed in
// it and en, at desktop width and at 375 px.
const RUN = Math.random().toString(36).slice(2, 6);
const N = parseInt(RUN, 36) % 1000;
const ELISA = {
  name: 'Elisa',
  surname: 'Obliati',
  email: `elisa.obliati.${RUN}@aurora.demo`,
  ssn: nthTaxCode('BLTLSE', N, 'F'),
};
const BRUNO = { name: 'Bruno', surname: 'Scordati', email: `bruno.scordati.${RUN}@aurora.demo`, ssn: nthTaxCode('SCRBRN', N, 'F') };
const PASSWORD = 'Cancellami-2026';
const UID = `e2e-erasure-${RUN}`;
const PID = profileId(UID, AURORA_ORG_ID, 'member');
const REFUSAL = 'Hai una quota 2026 ancora da saldare: ne riparliamo dopo il pagamento.';

let adminToken: string;
let elisa: string;
let bruno: string;
const payments: Record<string, string> = {};

const exists = async (path: string) => (await db.doc(path).get()).exists;
const request = () => db.doc(`${orgCol(AURORA_ORG_ID, 'requests')}/erasure-${elisa}`);
/** The member's row in the advanced search's projection (its shard's `rows.{id}`), or undefined. */
const searchRow = async (memberId: string) =>
  ((await db.doc(searchShardPath(AURORA_ORG_ID, searchShardOf(memberId))).get()).get('rows') as Record<string, unknown> | undefined)?.[
    memberId
  ];

async function createMember(m: typeof ELISA): Promise<string> {
  const res = await api<{ result: { id: string } }>('POST', '/v1/members/one', { token: adminToken, body: m });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.result.id;
  const pay = await api<{ id?: string; result?: { id: string } }>('POST', '/v1/payments/one', {
    token: adminToken,
    body: { memberId: id, payDate: '2026-01-20', payYear: 2026, amount: 2500, mode: 'BONIFICO', object: `Quota 2026 ${RUN}` },
  });
  expect(pay.status, JSON.stringify(pay.body)).toBe(200);
  const found = await db.collection(orgCol(AURORA_ORG_ID, 'payments')).where('memberId', '==', id).get();
  expect(found.size).toBe(1);
  payments[id] = found.docs[0]!.id;
  return id;
}

/** The page photographed as it is (`<name>-desktop` or `-mobile`), then at the other width, and put back. */
async function snapBoth(page: Page, name: string): Promise<void> {
  const mobile = page.viewportSize()!.width === VIEWPORTS.mobile.width;
  await snap(page, `${name}-${mobile ? 'mobile' : 'desktop'}`);
  await page.setViewportSize(VIEWPORTS[mobile ? 'desktop' : 'mobile']);
  await snap(page, `${name}-${mobile ? 'desktop' : 'mobile'}`);
  await page.setViewportSize(VIEWPORTS[mobile ? 'mobile' : 'desktop']);
}

async function personalArea(browser: Browser, lang: 'it' | 'en', viewport: 'desktop' | 'mobile'): Promise<Page> {
  const page = await newPage(browser, { lang, viewport, timeout: 30_000 });
  await signedIn(page, ELISA.email, PASSWORD);
  await page.waitForURL('**/my-area');
  await page.getByTestId('erasure-panel').waitFor();
  return page;
}

async function requestsPage(browser: Browser, lang: 'it' | 'en', viewport: 'desktop' | 'mobile'): Promise<Page> {
  const page = await newPage(browser, { lang, viewport, timeout: 30_000 });
  await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/requests`);
  return page;
}

/** Asks for the erasure in the personal area, through its confirmation. */
async function askErasure(page: Page, send: string): Promise<void> {
  await page.getByTestId('erasure-request').click();
  await page.getByRole('alertdialog').getByRole('button', { name: send }).click();
  await page.getByTestId('erasure-pending').waitFor();
}

describe('erasure of a member’s data, in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    adminToken = await demoToken(DEMO_EMAILS.auroraAdmin);
    elisa = await createMember(ELISA);
    bruno = await createMember(BRUNO);
    // Elisa's sign-in, as an activated member has it
    await adminAuth.createUser({ uid: UID, email: ELISA.email, password: PASSWORD, emailVerified: true });
    await db.doc(accountPath(UID)).set({ email: ELISA.email, phone_number: null, mfa: false, last_mfa: 0, lang: null, profileIds: [PID] });
    await db.doc(profilePath(PID)).set({
      uid: UID,
      email: ELISA.email,
      orgId: AURORA_ORG_ID,
      orgName: 'Associazione Aurora APS',
      role: 'member',
      groups: [],
      memberId: elisa,
      display_name: `${ELISA.name} ${ELISA.surname}`,
    });
  });
  afterAll(async () => {
    await browser?.close();
    // what a failed run leaves behind (a passing run erased both and removed the sign-in)
    await adminAuth.deleteUser(UID).catch(() => undefined);
    await Promise.all([db.doc(accountPath(UID)).delete(), db.doc(profilePath(PID)).delete()]);
  });

  it('Elisa asks; a first request is refused with a reason she reads, the second accepted: her data goes, her payment stays, she cannot sign in', async () => {
    const memberIt = await personalArea(browser, 'it', 'desktop');
    const memberEn = await personalArea(browser, 'en', 'mobile');
    await memberIt.getByTestId('erasure-help').waitFor();
    await memberEn.getByTestId('erasure-help').waitFor();
    await snapBoth(memberIt, 'erasure-panel-it');
    await snapBoth(memberEn, 'erasure-panel-en');

    // the confirmation says what an accepted request costs her
    await memberIt.getByTestId('erasure-request').click();
    const confirm = memberIt.getByRole('alertdialog');
    await confirm.getByText("perderai l'accesso all'area personale", { exact: false }).waitFor();
    await snap(memberIt, 'erasure-ask-confirm-it-desktop');
    await confirm.getByRole('button', { name: 'Invia la richiesta' }).click();
    await memberIt.getByTestId('erasure-pending').waitFor();
    // the other open page follows live
    await memberEn.getByTestId('erasure-pending').waitFor();
    expect((await request().get()).data()).toMatchObject({ type: 'ERASURE', status: 'PENDING', memberId: elisa, email: ELISA.email });

    // the admin refuses: not without a reason
    const adminIt = await requestsPage(browser, 'it', 'desktop');
    const rowIt = adminIt.locator(`[data-testid="request-row"][data-id="erasure-${elisa}"]`);
    await rowIt.getByTestId('request-refuse').click();
    const dialog = adminIt.getByTestId('request-decide-dialog');
    await dialog.getByText(`${ELISA.surname} ${ELISA.name}`, { exact: false }).waitFor();
    await adminIt.getByTestId('request-decide-confirm').click();
    await dialog.getByText('Campo obbligatorio').waitFor();
    expect((await request().get()).get('status')).toBe('PENDING');
    await adminIt.getByTestId('request-decide-note').fill(REFUSAL);
    await snapBoth(adminIt, 'erasure-decide-refuse-it');
    await adminIt.getByTestId('request-decide-confirm').click();
    await rowIt.waitFor({ state: 'detached' });
    expect((await request().get()).data()).toMatchObject({ status: 'REFUSED', note: REFUSAL });

    // Elisa reads the refusal and its reason in her personal area, live, and in the mail
    await memberIt.getByTestId('erasure-refused-reason').getByText(REFUSAL, { exact: false }).waitFor();
    await memberIt.getByTestId('erasure-refused').getByText('ha respinto', { exact: false }).waitFor();
    await snapBoth(memberIt, 'erasure-refused-it');
    await memberEn.getByTestId('erasure-refused').getByText('refused', { exact: false }).waitFor();
    await snapBoth(memberEn, 'erasure-refused-en');
    const [mail] = await deliveredMails(ELISA.email, /respinta/);
    expect(mail!.text).toContain(REFUSAL);

    // what the acceptance must remove is there: her search row
    expect(
      await eventually(
        () => searchRow(elisa),
        (row) => row !== undefined,
      ),
    ).toBeDefined();

    // she asks again (in English, at 375 px); the admin sees the request again and accepts it
    await askErasure(memberEn, 'Send the request');
    expect(await memberEn.getByTestId('erasure-refused').count()).toBe(0);
    await snap(memberEn, 'erasure-pending-en-mobile');
    // the pending list follows live
    await rowIt.getByTestId('request-accept').click();
    await dialog.getByText('in modo definitivo', { exact: false }).waitFor();
    await snapBoth(adminIt, 'erasure-decide-accept-it');
    await adminIt.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await request().get()).get('status')).toBe('PENDING');

    const adminEn = await requestsPage(browser, 'en', 'mobile');
    const rowEn = adminEn.locator(`[data-testid="request-row"][data-id="erasure-${elisa}"]`);
    await rowEn.getByTestId('request-refuse').click();
    await adminEn.getByTestId('request-decide-note').fill('We need your written request first.');
    await snapBoth(adminEn, 'erasure-decide-refuse-en');
    await adminEn.keyboard.press('Escape');
    await adminEn.getByTestId('request-decide-dialog').waitFor({ state: 'detached' });
    await rowEn.getByTestId('request-accept').click();
    await adminEn.getByTestId('request-decide-dialog').getByText('for good', { exact: false }).waitFor();
    await snapBoth(adminEn, 'erasure-decide-accept-en');
    await adminEn.getByTestId('request-decide-confirm').click();
    await rowEn.waitFor({ state: 'detached' });

    // the outcome, once the erasure's job is done (its erasers run after the decision's commit): the member, her
    // sign-in and her search row gone; the request kept without her name; the payment kept
    await expect
      .poll(async () => (await db.doc(`${orgCol(AURORA_ORG_ID, 'erasures')}/${elisa}`).get()).get('status'), { timeout: 90_000 })
      .toBe('DONE');
    expect((await request().get()).data()).toMatchObject({ status: 'ACCEPTED', memberId: elisa, holder: '—', name: '—', email: null });
    expect(await exists(memberPath(AURORA_ORG_ID, elisa))).toBe(false);
    expect((await db.doc(`${orgCol(AURORA_ORG_ID, 'erasures')}/${elisa}`).get()).data()).toMatchObject({
      status: 'DONE',
      origin: 'request',
      subject: null,
    });
    expect(
      await eventually(
        () => searchRow(elisa),
        (row) => row === undefined,
      ),
    ).toBeUndefined();
    expect(await exists(profilePath(PID))).toBe(false);
    expect(await exists(accountPath(UID))).toBe(false);
    const payment = (await db.doc(`${orgCol(AURORA_ORG_ID, 'payments')}/${payments[elisa]}`).get()).data();
    expect(payment).toMatchObject({ memberId: elisa, amount: 2500, holder: `${ELISA.surname} ${ELISA.name}` });
    // the acceptance reached her, in the language she asked in
    await deliveredMails(ELISA.email, /erasure request: accepted/);
    for (const page of [memberIt, memberEn, adminIt, adminEn]) await closePage(page);

    // the login screen refuses her
    const again = await newPage(browser, { lang: 'it' });
    await login(again, ELISA.email, PASSWORD);
    await failureToast(again, /^auth\//);
    expect(new URL(again.url()).pathname).toBe('/auth');
    await closePage(again);
  });

  it('an admin erases Bruno from his member page, once the reason and his surname are typed', async () => {
    const adminEn = await newPage(browser, { lang: 'en', viewport: 'mobile', timeout: 30_000 });
    await signedIn(adminEn, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/subscribers/${bruno}`);
    await adminEn.getByTestId('member-erase-open').click();
    await adminEn.getByTestId('member-erase-dialog').waitFor();
    await adminEn.getByTestId('member-erase-reason').fill('Written request received by post');
    await adminEn.getByTestId('member-erase-surname').fill(BRUNO.surname);
    await snapBoth(adminEn, 'erasure-member-dialog-en');
    await adminEn.keyboard.press('Escape');
    await adminEn.getByTestId('member-erase-dialog').waitFor({ state: 'detached' });
    await closePage(adminEn);

    expect(
      await eventually(
        () => searchRow(bruno),
        (row) => row !== undefined,
      ),
    ).toBeDefined();
    const admin = await newPage(browser, { lang: 'it', timeout: 30_000 });
    await signedIn(admin, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/subscribers/${bruno}`);
    await admin.getByTestId('member-erase-open').click();
    const dialog = admin.getByTestId('member-erase-dialog');
    await dialog.getByText(`${BRUNO.name} ${BRUNO.surname}`, { exact: false }).first().waitFor();
    const confirm = admin.getByTestId('member-erase-confirm');
    expect(await confirm.isDisabled()).toBe(true);
    await admin.getByTestId('member-erase-reason').fill('Richiesta scritta arrivata per posta');
    // another surname does not unlock it; his own, in any case, does
    await admin.getByTestId('member-erase-surname').fill('Rossi');
    expect(await confirm.isDisabled()).toBe(true);
    await admin.getByTestId('member-erase-surname').fill(BRUNO.surname.toUpperCase());
    await expect.poll(() => confirm.isDisabled()).toBe(false);
    await snapBoth(admin, 'erasure-member-dialog-it');
    await confirm.click();
    await admin.waitForURL('**/subscribers');

    expect(await exists(memberPath(AURORA_ORG_ID, bruno))).toBe(false);
    expect((await db.doc(`${orgCol(AURORA_ORG_ID, 'erasures')}/${bruno}`).get()).data()).toMatchObject({
      status: 'DONE',
      origin: 'admin',
      reason: 'Richiesta scritta arrivata per posta',
      subject: null,
    });
    expect(
      await eventually(
        () => searchRow(bruno),
        (row) => row === undefined,
      ),
    ).toBeUndefined();
    expect((await db.doc(`${orgCol(AURORA_ORG_ID, 'payments')}/${payments[bruno]}`).get()).data()).toMatchObject({
      memberId: bruno,
      amount: 2500,
    });
    // his page is gone with him
    await admin.goto(`${WEB_URL()}/subscribers/${bruno}`);
    await admin.getByTestId('member-missing').waitFor();
    await closePage(admin);
  });
});
