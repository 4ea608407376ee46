import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hostsPath } from '@tessera/domain/paths';
import { AURORA_ORG_ID, DEMO_HOSTS } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// The platform admin gives an association a domain and takes it away on the platform's screen; the map the pages
// read follows at once. The seed's demo map is put back afterwards.
const RUN = Math.random().toString(36).slice(2, 6);
const HOST = `soci-${RUN}.aurora.example.org`;

async function openDomains(page: Page) {
  await signedIn(page, DEMO_EMAILS.platform, DEMO_PASSWORD, `${WEB_URL()}/organizations`);
  const row = page.locator(`[data-testid="organization-row"][data-id="${AURORA_ORG_ID}"]`);
  await row.getByTestId('organization-domains-edit').click();
  await page.getByTestId('domains-dialog').waitFor();
  return row;
}
const servedHosts = async () =>
  ((await (await fetch(`${WEB_URL()}/deployment/hosts.json`, { cache: 'no-store' })).json()) as { hosts: Record<string, string> }).hosts;

describe('platform → organizations → domains', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await db.doc(hostsPath).set({ hosts: { ...DEMO_HOSTS } });
    await browser?.close();
  });

  it('adds a domain to an association and removes it after a confirmation (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    const row = await openDomains(page);
    const dialog = page.getByTestId('domains-dialog');
    // the seed's demo address is listed
    await dialog.locator('[data-testid="domain-row"][data-host="127.0.0.1"]').waitFor();

    // what is no domain name is refused on the field, in words
    await page.getByTestId('domain-add-host').fill('https://soci.example.org/');
    await page.getByTestId('domain-add-submit').click();
    await expect.poll(() => dialog.textContent()).toContain('Scrivi solo il dominio');

    await page.getByTestId('domain-add-host').fill(HOST.toUpperCase());
    await snap(page, 'settings-domains-add-it-desktop');
    await page.getByTestId('domain-add-submit').click();
    await dialog.locator(`[data-testid="domain-row"][data-host="${HOST}"]`).waitFor();
    await expect.poll(() => row.getByTestId('organization-domains').textContent()).toContain(HOST);
    expect((await servedHosts())[HOST]).toBe(AURORA_ORG_ID);

    // removal asks first, in place; cancelling keeps it
    const added = dialog.locator(`[data-testid="domain-row"][data-host="${HOST}"]`);
    await added.getByTestId('domain-remove').click();
    await snap(page, 'settings-domains-remove-it-desktop');
    await added.getByRole('button', { name: 'Annulla' }).click();
    await added.getByTestId('domain-remove').click();
    await added.getByTestId('domain-remove-confirm').click();
    await expect.poll(() => added.count()).toBe(0);
    expect((await servedHosts())[HOST]).toBeUndefined();
    await page.context().close();
  });

  it('the dialog at 375 px in English, usable with the keyboard', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await openDomains(page);
    await page.getByTestId('domain-add-host').focus();
    await page.keyboard.type(HOST);
    await page.keyboard.press('Enter');
    await page.getByTestId('domains-dialog').locator(`[data-testid="domain-row"][data-host="${HOST}"]`).waitFor();
    await snap(page, 'settings-domains-en-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });
});
