import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { orgPath } from '@tessera/domain/paths';
import { TEVERE_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// Settings → public organization info on the Tevere demo circle; the stored information is put back.
async function openPublicInfo(page: Page) {
  await signedIn(page, DEMO_EMAILS.tevereAdmin, DEMO_PASSWORD, `${WEB_URL()}/settings/public-info`);
  await page.getByTestId('public-info-name').waitFor();
}

describe('settings → public information', () => {
  let browser: Browser;
  let original: unknown;
  let originalTheme: unknown;
  beforeAll(async () => {
    browser = await launchBrowser();
    const org = await db.doc(orgPath(TEVERE_ORG_ID)).get();
    original = org.get('publicInfo');
    // the seed's terracotta: tests/shell/deployments checks Tevere's look at its address
    originalTheme = org.get('theme');
  });
  afterAll(async () => {
    await db.doc(orgPath(TEVERE_ORG_ID)).update({ publicInfo: original, theme: originalTheme });
    await browser?.close();
  });

  it('a wrong VAT number is refused at its field; the corrected information is saved and still there after a reload (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openPublicInfo(page);
    expect(await page.getByTestId('public-info-name').inputValue()).toBe('Circolo Culturale Tevere');
    await page.getByTestId('public-info-vatNumber').fill('06363391002');
    await page.getByTestId('public-info-website').fill('http://non-sicuro.example');
    await page.getByTestId('public-info-save').click();
    await expect.poll(() => page.getByTestId('public-info').textContent()).toContain('Partita IVA non valida');
    expect(await page.getByTestId('public-info').textContent()).toContain('Un indirizzo https://');
    await snap(page, 'settings-public-info-errors-it-desktop');
    await page.getByTestId('public-info-vatNumber').fill('06363391001');
    await page.getByTestId('public-info-website').fill('https://tevere.example');
    await page.getByTestId('public-info-address').fill('Lungotevere 10, 00100 Roma');
    await page.getByTestId('public-info-address').press('Enter');
    await expect
      .poll(async () => (await db.doc(orgPath(TEVERE_ORG_ID)).get()).get('publicInfo'))
      .toMatchObject({ vatNumber: '06363391001', website: 'https://tevere.example', address: 'Lungotevere 10, 00100 Roma' });
    await page.reload();
    await page.getByTestId('public-info-vatNumber').waitFor();
    await expect.poll(() => page.getByTestId('public-info-vatNumber').inputValue()).toBe('06363391001');
    await page.context().close();
  });

  it('uploads a logo (made smaller on the server), shown in the form and the menu, then removes it (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openPublicInfo(page);
    expect(await page.getByTestId('logo-none').isVisible()).toBe(true);
    const image = new PNG({ width: 800, height: 400 });
    for (let i = 0; i < image.data.length; i += 4) image.data.set([20, 90, 200, 255], i);
    await page.getByTestId('logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG.sync.write(image) });
    await page.getByTestId('logo-upload').click();
    await page.getByTestId('logo-current').waitFor();
    await page.getByTestId('shell-logo').first().waitFor();
    const stored = (await db.doc(orgPath(TEVERE_ORG_ID)).get()).get('logo') as string;
    expect(PNG.sync.read(Buffer.from(stored.split(',')[1]!, 'base64')).width).toBe(256);
    await snap(page, 'settings-public-info-logo-it-desktop');
    await page.getByTestId('logo-remove').click();
    await page.getByTestId('logo-remove-confirm').click();
    await page.getByTestId('logo-none').waitFor();
    expect((await db.doc(orgPath(TEVERE_ORG_ID)).get()).get('logo')).toBeUndefined();
    await page.context().close();
  });

  it('picks the colours: a too light one is refused on its field, a dark one saved with its palette, then Tessera’s again (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openPublicInfo(page);
    const colour = page.getByTestId('theme-colour');
    await expect.poll(() => colour.inputValue()).toBe((originalTheme as { brand: Record<string, string> }).brand['600']);
    await colour.fill('#ffeb3b');
    await expect.poll(() => page.getByTestId('theme-error').textContent()).toContain('Colori troppo simili');
    await page.getByTestId('theme-save').click();
    await colour.fill('#6B21A8');
    // Chakra draws the error text only while the field is invalid
    await page.getByTestId('theme-error').waitFor({ state: 'detached' });
    await snap(page, 'settings-public-info-theme-it-desktop');
    await page.getByTestId('theme-save').click();
    await page.getByTestId('toast').getByText('Colori salvati').waitFor();
    const stored = async () => (await db.doc(orgPath(TEVERE_ORG_ID)).get()).get('theme') as { brand: Record<string, string> } | undefined;
    expect((await stored())?.brand).toMatchObject({ '600': '#6b21a8' });
    expect(Object.keys((await stored())!.brand)).toHaveLength(11);
    // the toast sits over the card's buttons, and stays while the pointer rests on it: the admin closes it
    await page.getByTestId('toast').getByRole('button').click();
    await page.getByTestId('toast').waitFor({ state: 'detached' });
    await page.getByTestId('theme-reset').click();
    await page.getByTestId('theme-reset-confirm').click();
    await page.getByTestId('theme-reset').waitFor({ state: 'detached' });
    expect(await stored()).toBeUndefined();
    expect(await colour.inputValue()).toBe('#1f4cc0');
    await page.context().close();
  });

  it('the section at 375 px in English', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await openPublicInfo(page);
    await snap(page, 'settings-public-info-en-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });
});
