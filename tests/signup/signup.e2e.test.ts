// The admin app of the tests first: support modules then reuse it.
import { adminAuth, db } from '../support/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { orgCol } from '@tessera/domain/paths';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { launchBrowser, login, newPage, snap, WEB_URL } from '../support/browser';
import { checkoutEvent, postWebhook } from '../payments/support';
import { clearRateLimits, emailedCode } from './support';
import { taxCode } from '../support/taxCodes';

type Lang = 'it' | 'en';
type View = 'desktop' | 'mobile';
const PASSWORD = 'Segreta-1';
let n = 0;
const uniqueSsn = () => taxCode(`VRDGLI90A41H${String(500 + (n += 1)).padStart(3, '0')}`);

/** Step 1 filled through the UI, the emailed code read from the mail sink; screenshots of the step. */
async function fillCustomerStep(page: Page, email: string, shot: string) {
  await page.goto(`${WEB_URL()}/signup`);
  // the association one joins, named in the page's header (with its logo when it has one)
  await page.locator('[data-testid="deployment-brand"]:not([data-org=""])').waitFor();
  await page.getByTestId('signup-firstName').fill('Giulia');
  await page.getByTestId('signup-lastName').fill('Verdi');
  // the code input waits for a valid email; the email is forced to lower case as typed
  expect(await page.getByTestId('signup-otp').isDisabled()).toBe(true);
  await page.getByTestId('signup-email').fill(email.toUpperCase());
  expect(await page.getByTestId('signup-email').inputValue()).toBe(email);
  expect(await page.getByTestId('signup-otp').isDisabled()).toBe(false);
  // the tax code is upper-cased and styled invalid from 3 characters until it is valid
  await page.getByTestId('signup-ssn').fill('ab');
  expect(await page.getByTestId('signup-ssn').getAttribute('aria-invalid')).toBeNull();
  await page.getByTestId('signup-ssn').fill('abc');
  expect(await page.getByTestId('signup-ssn').inputValue()).toBe('ABC');
  expect(await page.getByTestId('signup-ssn').getAttribute('aria-invalid')).toBe('true');
  await page.getByTestId('signup-ssn').fill(uniqueSsn());
  await page.getByTestId('signup-address-line').fill('Via Roma 1');
  await page.getByTestId('signup-address-city-input').fill('forli');
  await page.getByTestId('signup-address-city-option').first().waitFor();
  // chosen from the keyboard: ArrowDown lands on the top option, Enter picks it
  await page.getByTestId('signup-address-city-input').press('ArrowDown');
  await page.getByTestId('signup-address-city-input').press('Enter');
  // Forlì has several CAPs (4712x): the field keeps the prefix and takes the focus for the whole code
  await expect.poll(() => page.getByTestId('signup-address-zip').inputValue()).toBe('4712');
  await page.getByTestId('signup-address-zip').fill('47121');
  expect(await page.getByTestId('signup-address-state').inputValue()).toBe('FC');
  expect(await page.getByTestId('signup-address-country').inputValue()).toBe('ITALIA');
  await page.getByTestId('signup-password').fill('weak');
  expect(await page.getByTestId('password-strength').getAttribute('data-level')).toBe('1');
  await page.getByTestId('signup-password').fill(PASSWORD);
  expect(await page.getByTestId('password-strength').getAttribute('data-level')).toBe('4');
  expect(await page.getByTestId('signup-next').isDisabled()).toBe(true);
  await page.getByTestId('signup-send-code').click();
  await page.getByTestId('signup-code-sent').waitFor();
  // digits only, at most 6 (a paste with a space or extra characters keeps the code)
  const code = await emailedCode(email);
  await page.getByTestId('signup-otp').fill(`x ${code.slice(0, 3)} ${code.slice(3)}9`);
  expect(await page.getByTestId('signup-otp').inputValue()).toBe(code);
  await snap(page, shot);
  // Enter does not submit or move on
  await page.getByTestId('signup-otp').press('Enter');
  expect(await page.getByTestId('signup-stepper').getAttribute('data-step')).toBe('1');
  await page.getByTestId('signup-next').click();
  await page.getByTestId('signup-pay').waitFor();
}

/** Step 2: the price panel asks for an offer until one is chosen; the three consents enable the buttons. */
async function fillPlanStep(page: Page, shot: string) {
  await page.getByTestId('signup-offer-cat-ordinario').waitFor();
  expect(await page.getByTestId('signup-pay').isDisabled()).toBe(true);
  await page.getByTestId('signup-offer-cat-ordinario').click();
  await expect.poll(() => page.getByTestId('signup-price').textContent()).toMatch(/€\s?30[,.]00/);
  for (const c of ['acceptTOS', 'acceptPrivacy']) await page.getByTestId(`signup-${c}`).click();
  expect(await page.getByTestId('signup-pay').isDisabled()).toBe(true);
  await page.getByTestId('signup-acceptStatuto').click();
  expect(await page.getByTestId('signup-pay').isDisabled()).toBe(false);
  expect(await page.getByTestId('signup-doc-statuto').getAttribute('href')).toBe('https://aurora.demo/statuto.pdf');
  await snap(page, shot);
}

/** Both signup steps, then "proceed to payment": the local checkout page with the offer's amount (screenshots). */
async function signupToCheckout(page: Page, email: string, tag: string) {
  await fillCustomerStep(page, email, `signup-step1-${tag}`);
  await fillPlanStep(page, `signup-step2-${tag}`);
  await page.getByTestId('signup-pay').click();
  await page.waitForURL('**/checkout/**');
  await expect.poll(() => page.getByTestId('local-checkout-amount').textContent()).toMatch(/30[,.]00/);
  await snap(page, `checkout-${tag}`);
}

async function counts(email: string) {
  const members = (await db.collection(orgCol(AURORA_ORG_ID, 'members')).where('email', '==', email).get()).docs;
  const payments = members.length
    ? (await db.collection(orgCol(AURORA_ORG_ID, 'payments')).where('memberId', '==', members[0]!.id).get()).docs
    : [];
  return { members: members.length, payments: payments.length, member: members[0]?.data() };
}

describe('signup', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await clearRateLimits();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['it', 'desktop'],
    ['en', 'mobile'],
  ] as [Lang, View][])(
    'pays through the local checkout, lands on the outcome page, reaches my-area, signs in again (%s %s)',
    async (lang, viewport) => {
      const email = `paid-${lang}-${viewport}@example.test`;
      const tag = `${lang}-${viewport}`;
      const page = await newPage(browser, { lang, viewport });
      await signupToCheckout(page, email, tag);
      const sessionId = page.url().split('/checkout/')[1]!;
      await page.getByTestId('local-checkout-pay').click();
      await page.waitForURL(`**/signup-success?session_id=${sessionId}`);
      await page.getByTestId('outcome-access').waitFor();
      expect(await page.getByTestId('outcome').getAttribute('data-outcome')).toBe('success');
      await snap(page, `outcome-success-${tag}`);
      const after = await counts(email);
      expect(after).toMatchObject({ members: 1, payments: 1, member: { accountStatus: 'ACTIVE', cardStatus: 'ACTIVE' } });

      // the data reload of the outcome page (2.5 s) makes the new member the session's
      await page.waitForTimeout(3000);
      await page.getByTestId('outcome-access').click();
      await page.waitForURL('**/my-area');
      await expect.poll(() => page.getByTestId('my-card-number').textContent()).toBe(after.member!.cardNumber);

      // Stripe resending the completed event (three times) creates nothing more
      const uid = (await adminAuth.getUserByEmail(email)).uid;
      const event = JSON.stringify(checkoutEvent('checkout.session.completed', { id: sessionId, org: AURORA_ORG_ID, uid }));
      for (let i = 0; i < 3; i++) expect((await postWebhook(event)).body.outcome).toMatch(/^(already|duplicate)$/);
      expect(await counts(email)).toMatchObject({ members: 1, payments: 1 });
      await page.context().close();

      const again = await newPage(browser, { lang, viewport });
      await login(again, email, PASSWORD);
      await again.waitForURL('**/my-area');
      await expect.poll(() => again.getByTestId('my-card-number').textContent()).toBe(after.member!.cardNumber);
      // … and the signup payment in my-payments (the new member sees their card and payment)
      await again.goto(`${WEB_URL()}/my-payments`);
      await again.getByTestId('my-payment-row').first().waitFor();
      expect(await again.getByTestId('my-payment-row').count()).toBe(1);
      expect(await again.getByTestId('my-payment-amount').textContent()).toMatch(/€\s?\d/);
      await again.context().close();
    },
  );

  it.each([
    ['en', 'desktop'],
    ['it', 'mobile'],
  ] as [Lang, View][])('cancel at checkout shows the error outcome and signs out (%s %s)', async (lang, viewport) => {
    const email = `cancel-${lang}-${viewport}@example.test`;
    const tag = `${lang}-${viewport}`;
    const page = await newPage(browser, { lang, viewport });
    await signupToCheckout(page, email, tag);
    // The page signs out in place; the session's periodic refresh (4 s here) once found no token, logged out and
    // carried the page off to /auth (a CI flake): the outcome must stay, and so must the address.
    await page.getByTestId('local-checkout-cancel').click();
    await page.waitForURL('**/signup-error?session_id=**');
    await page.getByTestId('outcome-login').waitFor();
    expect(await page.getByTestId('outcome').getAttribute('data-outcome')).toBe('error');
    expect(new URL(page.url()).pathname).toBe('/signup-error');
    await snap(page, `outcome-error-${tag}`);
    expect((await counts(email)).members).toBe(0);
    // signed out: the personal area sends back to login
    // The guard sends the browser on to /auth while the page loads: wait for the navigation to start, not its load event.
    await page.goto(`${WEB_URL()}/my-area`, { waitUntil: 'commit' });
    await page.waitForURL('**/auth');
    await page.context().close();
  });

  it('the outcome page without session_id shows the error', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await page.goto(`${WEB_URL()}/signup-success`);
    await page.getByTestId('outcome-login').waitFor();
    expect(await page.getByTestId('outcome').getAttribute('data-outcome')).toBe('error');
    await page.context().close();
  });

  it.each([
    ['it', 'mobile'],
    ['en', 'desktop'],
  ] as [Lang, View][])('an unknown checkout session says so and leads back to login (%s %s)', async (lang, viewport) => {
    const page = await newPage(browser, { lang, viewport });
    await page.goto(`${WEB_URL()}/checkout/cs_unknown_session`);
    const error = page.getByTestId('local-checkout-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(lang === 'it' ? 'Sessione di pagamento non trovata.' : 'Payment session not found.');
    await snap(page, `checkout-unknown-${lang}-${viewport}`);
    await page.getByTestId('local-checkout-back').click();
    await page.waitForURL('**/auth');
    await page.context().close();
  });

  it('pre-registration saves a PENDING member, signs in and ends in the personal area', async () => {
    const email = 'prereg-e2e@example.test';
    const page = await newPage(browser, { lang: 'it' });
    await fillCustomerStep(page, email, 'signup-step1-prereg');
    await fillPlanStep(page, 'signup-step2-prereg');
    await page.getByTestId('signup-preregister').click();
    // while it runs both buttons are disabled
    expect(await page.getByTestId('signup-pay').isDisabled()).toBe(true);
    await page.waitForURL('**/my-area');
    // pre-registered: a member without a card yet
    await page.getByTestId('no-card').waitFor();
    expect((await counts(email)).member).toMatchObject({ accountStatus: 'PENDING', cardStatus: 'NOT_FOUND', preregistered: true });
    await page.context().close();
  });
});
