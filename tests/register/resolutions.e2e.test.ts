import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { registerSettingsPath } from '@tessera/domain/paths';
import { TEVERE_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { closePage, launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// The statute's board resolutions on the register screen: a general admin says the statute requires one for every
// admission, sees the admissions still without one and records one from the list; in Italian on a desktop and in
// English on a phone.
async function openRegister(page: Page) {
  await signedIn(page, DEMO_EMAILS.tevereAdmin, DEMO_PASSWORD, `${WEB_URL()}/settings/register`);
}

const count = async (page: Page) => Number(await page.getByTestId('register-unresolved-count').getAttribute('data-count'));

describe('admissions without a board resolution', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('are listed once the statute requires a resolution, and one is recorded from the list', async () => {
    const page = await newPage(browser, { lang: 'it' });
    try {
      await openRegister(page);
      const open = page.getByTestId('register-open');
      const rows = page.getByTestId('register-row');
      await Promise.race([open.waitFor(), rows.first().waitFor()]);
      if (await open.count()) {
        await open.click();
        await page.getByRole('button', { name: 'Avvia il libro', exact: true }).click();
      }
      const section = page.getByTestId('register-resolutions');
      await section.waitFor();
      expect(await section.getAttribute('data-required')).toBe('false');
      // ticked from the keyboard: focused, then Space
      await page.getByTestId('register-resolution-required').focus();
      await page.keyboard.press('Space');
      await expect.poll(() => section.getAttribute('data-required'), { timeout: 20_000 }).toBe('true');
      await expect.poll(async () => (await db.doc(registerSettingsPath(TEVERE_ORG_ID)).get()).get('resolutionRequired')).toBe(true);
      await expect.poll(() => count(page), { timeout: 20_000 }).toBeGreaterThan(0);
      const before = await count(page);
      await page.getByTestId('register-unresolved-row').first().waitFor();
      await snap(page, 'register-unresolved-it-desktop');

      const first = page.getByTestId('register-unresolved-row').first();
      const seq = await first.getAttribute('data-seq');
      await first.getByTestId('register-unresolved-add').click();
      await page.getByTestId('register-resolution-input').fill('Delibera n. 3 del 12/02/2026');
      await page.getByTestId('register-resolution-save').click();
      await expect.poll(() => count(page)).toBe(before - 1);
      await expect.poll(() => page.locator(`[data-testid="register-unresolved-row"][data-seq="${seq}"]`).count()).toBe(0);
      await expect
        .poll(() => page.locator('[data-testid="register-row"][data-kind="correction"]').first().textContent())
        .toContain(`n. ${seq}`);
    } finally {
      await closePage(page);
    }

    const phone = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    try {
      await openRegister(phone);
      await phone.getByText('Admissions without a resolution').waitFor();
      await phone.getByText('Add resolution').first().waitFor();
      await phone.getByTestId('register-resolutions').scrollIntoViewIfNeeded();
      await snap(phone, 'register-unresolved-en-phone');
    } finally {
      await closePage(phone);
    }
  });
});
