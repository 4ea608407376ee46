import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { orgPath, subscriptionPath } from '@tessera/domain/paths';
import { TEVERE_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { closePage, launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// Settings → plan and subscription as Tevere's admin uses it: FREE → PROFESSIONAL monthly through the
// local checkout page (the real webhook behind it), renewal off, a lower plan from the period's end. Other browser
// tests expect Tevere on FREE (the search's aggregations upgrade message): it is put back there at the end.

async function openPlan(page: Page, query = '') {
  await signedIn(page, DEMO_EMAILS.tevereAdmin, DEMO_PASSWORD, `${WEB_URL()}/settings/plan${query}`);
  await page.getByTestId('plan-current').waitFor();
}

const current = (page: Page) => page.getByTestId('plan-current');
const stored = async () => (await db.doc(subscriptionPath(TEVERE_ORG_ID)).get()).data() ?? {};
/** YYYY-MM-DD (or an ISO instant) as the organization's date format shows it (dd/MM/yyyy). */
const shown = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

async function backToFree() {
  await db.doc(orgPath(TEVERE_ORG_ID)).update({ 'plan.name': 'FREE', 'plan.billing': 'annual', 'plan.autoRenew': true });
  await db.doc(subscriptionPath(TEVERE_ORG_ID)).delete();
}

describe('plan and subscription', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await backToFree();
  });
  afterAll(async () => {
    await backToFree();
    await browser?.close();
  });

  it('FREE → PROFESSIONAL monthly through the checkout, renewal off, then COMITIVE from the period end (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openPlan(page);
    expect(await current(page).getAttribute('data-plan')).toBe('FREE');
    await page.getByTestId('plan-current-badge-FREE').waitFor();
    expect(await page.getByTestId('plan-choose-FREE').isDisabled()).toBe(true);
    expect(await page.getByTestId('plan-limit-ENTERPRISE-campaigns').textContent()).toBe('Illimitate');
    expect(await page.getByTestId('plan-limit-PROFESSIONAL-emails').textContent()).toBe('10.000');
    expect(await page.getByTestId('plan-limit-FREE-emails').textContent()).toBe('1.000');
    expect(await page.getByTestId('plan-price-PROFESSIONAL').textContent()).toBe('€ 290,00');
    await snap(page, 'plan-free-it-desktop');

    await page.getByTestId('plan-billing-monthly').click();
    await expect.poll(() => page.getByTestId('plan-billing-monthly').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('plan-price-PROFESSIONAL').textContent()).toBe('€ 29,00');
    await page.getByTestId('plan-choose-PROFESSIONAL').click();
    const text = page.getByTestId('plan-confirm-text');
    await text.waitFor();
    expect(await text.getAttribute('data-kind')).toBe('start');
    expect(await text.textContent()).toContain('Pagherai € 29,00 ora');
    expect(await text.textContent()).toContain('ogni mese');
    await snap(page, 'plan-confirm-start-it-desktop');

    // the local stand-in for the provider's checkout page, then back to the plan once paid
    await page.getByTestId('plan-confirm').click();
    await page.waitForURL('**/checkout/**');
    await expect.poll(() => page.getByTestId('local-checkout-amount').textContent()).toBe('€ 29,00');
    await page.getByTestId('local-checkout-pay').click();
    await page.waitForURL('**/settings/plan**');
    await expect.poll(() => page.getByTestId('plan-checkout-notice').getAttribute('data-state')).toBe('activated');
    await expect.poll(() => current(page).getAttribute('data-plan')).toBe('PROFESSIONAL');
    expect(await current(page).getAttribute('data-billing')).toBe('monthly');
    expect(await page.getByTestId('plan-current-billing').textContent()).toBe('Fatturazione mensile');
    const periodEnd = String((await stored()).currentPeriodEnd);
    const renews = page.getByTestId('plan-renews');
    expect(await renews.getAttribute('data-renews')).toBe('true');
    expect(await renews.textContent()).toBe(`Si rinnova il ${shown(periodEnd)}.`);
    // the checkout's id is taken off the address
    expect(new URL(page.url()).search).toBe('');
    await snap(page, 'plan-professional-it-desktop');

    // renewal off: the plan ends with the period
    await page.getByTestId('plan-renewal').click();
    await expect.poll(() => renews.getAttribute('data-renews')).toBe('false');
    expect(await renews.textContent()).toContain(`Termina il ${shown(periodEnd)}`);
    await page.getByTestId('toast').getByText('Rinnovo automatico disattivato').waitFor();
    expect((await stored()).renews).toBe(false);

    // a lower plan: from the end of the period paid for, nothing deleted
    await page.getByTestId('plan-choose-COMITIVE').click();
    await expect.poll(() => text.getAttribute('data-kind')).toBe('periodEnd');
    expect(await text.textContent()).toContain(`Dal ${shown(periodEnd)} il piano sarà COMITIVE (€ 9,00 al mese)`);
    expect(await page.getByTestId('plan-dialog').textContent()).toContain('sola lettura');
    await snap(page, 'plan-confirm-period-end-it-desktop');
    await page.getByTestId('plan-confirm').click();
    const pending = page.getByTestId('plan-pending');
    await pending.waitFor();
    expect(await pending.textContent()).toBe(`Dal ${shown(periodEnd)}: piano COMITIVE, fatturazione mensile.`);
    expect(await current(page).getAttribute('data-plan')).toBe('PROFESSIONAL');
    await page.getByTestId('plan-pending-badge-COMITIVE').waitFor();
    expect(await page.getByTestId('plan-choose-COMITIVE').isDisabled()).toBe(true);
    expect((await stored()).pending).toMatchObject({ plan: 'COMITIVE', billing: 'monthly' });
    await snap(page, 'plan-pending-it-desktop');
    await closePage(page);
  });

  it('the same page in English at 375 px: the plan, the pending change, an upgrade’s wording; no sideways scroll', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await openPlan(page);
    await expect.poll(() => current(page).getAttribute('data-plan')).toBe('PROFESSIONAL');
    expect(await page.getByTestId('plan-pending').textContent()).toMatch(/^From \d\d\/\d\d\/\d{4}: COMITIVE plan, billed monthly\.$/);
    expect(await page.getByTestId('plan-price-PROFESSIONAL').textContent()).toBe('€29.00');
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(376);
    await snap(page, 'plan-en-mobile');

    await page.getByTestId('plan-choose-ENTERPRISE').click();
    const text = page.getByTestId('plan-confirm-text');
    await text.waitFor();
    expect(await text.getAttribute('data-kind')).toBe('now');
    expect(await text.textContent()).toContain('applies at once');
    expect(await text.textContent()).toContain('€79.00 per month');
    await snap(page, 'plan-confirm-now-en-mobile');
    await page.getByTestId('plan-dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByTestId('plan-dialog').count()).toBe(0);
    await closePage(page);
  });

  for (const [lang, viewport] of [
    ['it', 'mobile'],
    ['en', 'desktop'],
  ] as const) {
    it(`screens: ${lang} at ${viewport}, and a checkout cancelled`, async () => {
      const page = await newPage(browser, { lang, viewport });
      await openPlan(page, '?checkout=cancelled');
      await expect.poll(() => page.getByTestId('plan-checkout-notice').getAttribute('data-state')).toBe('cancelled');
      expect(await page.getByTestId('plan-checkout-notice').textContent()).toBe(
        lang === 'it' ? 'Pagamento annullato: non è cambiato nulla.' : 'Checkout cancelled: nothing changed.',
      );
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
        (viewport === 'mobile' ? 375 : 1280) + 1,
      );
      await snap(page, `plan-${lang}-${viewport}`);
      await closePage(page);
    });
  }
});
