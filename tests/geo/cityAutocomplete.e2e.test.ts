import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, PLACES_DATA, snap, VIEWPORTS, WEB_URL } from '../support/browser';

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
    expect(urls.filter((u) => PLACES_DATA.test(u))).toEqual([]);
    await page.context().close();
  });

  it('loads the places when the field gets focus, ranks the name people start typing first, and ArrowDown + Enter picks the top option', async () => {
    const page = await newPage(browser, { lang: 'it' });
    const urls: string[] = [];
    page.on('request', (r) => urls.push(r.url()));
    await page.goto(`${WEB_URL()}/dev/components`);
    await input(page).waitFor();
    expect(urls.filter((u) => PLACES_DATA.test(u))).toEqual([]);
    const data = page.waitForRequest((r) => PLACES_DATA.test(r.url()));
    await input(page).focus();
    await data; // asked for on focus, so it is there when the pause ends
    await input(page).pressSequentially('Napo');
    await options(page).first().waitFor();
    const labels = await options(page).allTextContents();
    expect(labels[0]).toMatch(/^NAPOLI \(NA\)/);
    expect(labels.some((l) => l.startsWith('CASOLA DI NAPOLI'))).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
    await snap(page, 'city-autocomplete-it-desktop');
    // nothing is highlighted until the arrows move: the first ArrowDown lands on the top option
    await input(page).press('ArrowDown');
    await input(page).press('Enter');
    await expect.poll(() => values(page)).toMatchObject({ city: 'NAPOLI', state: 'NA', country: 'ITALIA' });
    // Napoli has many CAPs: the field keeps their prefix, takes the focus and asks for the whole code
    expect((await values(page)).zip).toBe('801');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('address-zip');
    await page.getByTestId('address-zip-hint').waitFor();
    await snap(page, 'city-autocomplete-cap-it-desktop');
    await page.keyboard.type('34');
    await expect.poll(() => values(page)).toMatchObject({ zip: '80134' });
    await expect.poll(() => page.getByTestId('address-zip-hint').count()).toBe(0);
    await page.context().close();
  });

  it('an accent-free name finds the accented place, first', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await page.goto(`${WEB_URL()}/dev/components`);
    await input(page).fill('forli');
    await options(page).first().waitFor();
    expect(await options(page).first().textContent()).toMatch(/^FORLÌ \(FC\)/);
    await input(page).press('ArrowDown');
    await input(page).press('Enter');
    await expect.poll(() => values(page)).toMatchObject({ city: 'FORLÌ', state: 'FC', country: 'ITALIA' });
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

  it('when the places do not arrive, the field says so without an error, and a reload brings them back', async () => {
    const page = await newPage(browser, { lang: 'it' });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    let refused = 0;
    await page.route(PLACES_DATA, async (route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      return route.abort('internetdisconnected');
    });
    await page.goto(`${WEB_URL()}/dev/components`);
    await input(page).fill('pavia');
    const unavailable = page.getByTestId('address-city-note');
    await unavailable.waitFor();
    expect(await unavailable.textContent()).toBe('Elenco dei comuni non disponibile: scrivi il nome per intero o ricarica la pagina');
    expect(refused).toBe(1);
    expect(await options(page).count()).toBe(0);
    await snap(page, 'city-autocomplete-unavailable-it-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await snap(page, 'city-autocomplete-unavailable-it-mobile');
    await page.getByTestId('language-switch').selectOption('en');
    await expect.poll(() => unavailable.textContent()).toBe('The list of towns could not be loaded: type the full name or reload the page');
    await snap(page, 'city-autocomplete-unavailable-en-mobile');
    // the name typed in full stays in the field
    expect(await input(page).inputValue()).toBe('pavia');
    // the browser keeps a failed module failed until the page is loaded again: the reload the message suggests
    await page.reload();
    await input(page).fill('pavia');
    await options(page).first().waitFor();
    expect(await options(page).first().textContent()).toMatch(/^PAVIA \(PV\)/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a name that matches no place says so under the field', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await page.goto(`${WEB_URL()}/dev/components`);
    await input(page).fill('qwxz');
    const note = page.getByTestId('address-city-note');
    await note.waitFor();
    expect(await note.textContent()).toBe('Nessun comune trovato');
    expect(await options(page).count()).toBe(0);
    await snap(page, 'city-autocomplete-none-it-desktop');
    // a name that matches takes the note away
    await input(page).fill('pavia');
    await options(page).first().waitFor();
    await note.waitFor({ state: 'detached' });
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
