import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, snap, WEB_URL } from '../support/browser';

const values = async (page: Page) => JSON.parse((await page.getByTestId('address-values').textContent()) ?? '{}') as Record<string, string>;
const input = (page: Page) => page.getByTestId('address-city-input');
const options = (page: Page) => page.getByTestId('address-city-option');

describe('city autocomplete (development gallery)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the login page never loads the municipality data', async () => {
    const page = await newPage(browser);
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await page.goto(`${WEB_URL()}/auth`);
    await page.getByTestId('login-email').waitFor();
    await page.waitForLoadState('networkidle');
    expect(urls.some((u) => u.includes('/auth'))).toBe(true);
    expect(urls.filter((u) => /municipalities|foreign-states|geo\/dataset/.test(u))).toEqual([]);
    await page.context().close();
  });

  it('waits for more than one character, finds by name ignoring accents, fills city, zip, province and country from the keyboard', async () => {
    const page = await newPage(browser, { lang: 'it' });
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await page.goto(`${WEB_URL()}/dev/components`);
    await input(page).fill('f');
    await page.waitForTimeout(900);
    expect(await options(page).count()).toBe(0);
    await input(page).fill('forli');
    await options(page).first().waitFor();
    // the data arrived with the first search, not before
    expect(urls.some((u) => /municipalities/.test(u))).toBe(true);
    const labels = await options(page).allTextContents();
    expect(labels.some((l) => l.startsWith('FORLÌ (FC)'))).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
    await snap(page, 'city-autocomplete-it-desktop');
    // keyboard: the first option is highlighted as you type; move to FORLÌ and choose it
    const index = labels.findIndex((l) => l.startsWith('FORLÌ (FC)'));
    expect(index).toBe(0); // the exact name comes first
    for (let i = 0; i < index; i++) await input(page).press('ArrowDown');
    await input(page).press('Enter');
    await expect.poll(() => values(page)).toMatchObject({ city: 'FORLÌ', state: 'FC', country: 'ITALIA' });
    expect((await values(page)).zip).toMatch(/^4712/);
    await page.context().close();
  });

  it('a search by CAP fills the typed CAP; a foreign state fills ESTERO and EE', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await page.goto(`${WEB_URL()}/dev/components`);
    await input(page).fill('00185');
    await options(page).first().waitFor();
    expect(await options(page).first().textContent()).toContain('ROMA (RM)');
    await options(page).first().click();
    await expect.poll(() => values(page)).toMatchObject({ city: 'ROMA', zip: '00185', state: 'RM', country: 'ITALIA' });
    await snap(page, 'city-autocomplete-en-mobile');

    await input(page).fill('francia');
    const france = options(page).filter({ hasText: 'FRANCIA' }).first();
    await france.waitFor();
    await france.click();
    await expect.poll(() => values(page)).toMatchObject({ city: 'FRANCIA', state: 'EE', country: 'ESTERO', zip: '' });
    await page.context().close();
  });

  it('is a combobox for assistive technology', async () => {
    const page = await newPage(browser);
    await page.goto(`${WEB_URL()}/dev/components`);
    await expect.poll(() => input(page).getAttribute('role')).toBe('combobox');
    await input(page).fill('milano');
    await options(page).first().waitFor();
    expect(await input(page).getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('option').count()).toBeGreaterThan(0);
    await input(page).press('Escape');
    await expect.poll(() => input(page).getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });
});
