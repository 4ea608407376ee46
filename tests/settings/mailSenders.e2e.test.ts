import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { orgCol } from '@tessera/domain/paths';
import { TEVERE_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// Settings → verified mail senders on the Tevere demo circle: add, confirm with the mailed code,
// remove. The senders made here are removed here.
const RUN = Math.random().toString(36).slice(2, 6);
const ADDRESS = `segreteria-${RUN}@tevere.demo`;

async function openSenders(page: Page) {
  await signedIn(page, DEMO_EMAILS.tevereAdmin, DEMO_PASSWORD, `${WEB_URL()}/settings/senders`);
  await page.getByTestId('sender-add').waitFor();
}

/** The code the outbox holds for `to` (its private payload: what the mail carries). */
async function codeFor(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const snap = await db.collection(orgCol(TEVERE_ORG_ID, 'mail')).where('to', '==', to).where('template', '==', 'emailCode').get();
        const payload = snap.docs[0] && (await snap.docs[0].ref.collection('private').doc('payload').get());
        code = payload?.get('data.code') as string | undefined;
        return code;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return code!;
}

describe('settings → verified mail senders', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    const made = await db.collection(orgCol(TEVERE_ORG_ID, 'mailSenders')).where('email', '==', ADDRESS).get();
    await Promise.all(made.docs.map((d) => d.ref.delete()));
    await browser?.close();
  });

  it('adds a sender, confirms it with the mailed code (a wrong one refused), and removes it after a confirmation (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openSenders(page);
    await page.getByTestId('senders-pref-off').waitFor();
    await page.getByTestId('sender-add-name').fill('Segreteria');
    await page.getByTestId('sender-add-email').fill(ADDRESS);
    await page.getByTestId('sender-add-submit').click();
    const item = page.locator(`[data-testid="sender"][data-email="${ADDRESS}"]`);
    await item.waitFor();
    await expect.poll(() => item.getByTestId('sender-state').textContent()).toBe('da confermare');
    const code = await codeFor(ADDRESS);
    await item.getByTestId('sender-code').fill('12');
    await item.getByTestId('sender-verify').click();
    await expect.poll(() => item.textContent()).toContain('Il codice deve avere 6 caratteri');
    await snap(page, 'settings-senders-it-desktop');
    await item.getByTestId('sender-code').fill(code);
    await item.getByTestId('sender-code').press('Enter');
    await expect.poll(() => item.getByTestId('sender-state').textContent()).toBe('confermato');
    expect(await item.textContent()).toContain('predefinito');

    await item.getByTestId('sender-remove').click();
    await page.getByTestId('sender-remove-dialog').waitFor();
    await page.getByTestId('sender-remove-confirm').click();
    await expect.poll(() => item.count()).toBe(0);
    await page.context().close();
  });

  it('the section at 375 px in English', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await openSenders(page);
    await snap(page, 'settings-senders-en-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });
});
