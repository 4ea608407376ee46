/**
 * A screen whose code does not arrive (the connection dropped, or a new version replaced the files the open page knows):
 * the app says so inside the shell instead of going blank, the bars still lead elsewhere, and the reload it offers
 * brings the screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, signedIn, snap, VIEWPORTS, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// the advanced search's own chunk in the production build
const SEARCH_SCREEN_CODE = /\/assets\/SearchPage-[\w-]+\.js$/;

describe('a screen that does not load', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says so inside the shell, keeps the navigation, and its reload brings the screen', async () => {
    const page = await newPage(browser, { lang: 'it' });
    const uncaught: string[] = [];
    page.on('pageerror', (e) => uncaught.push(e.message));
    await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/subscribers`);
    await page.getByTestId('member-row').first().waitFor();
    let refused = 0;
    await page.route(SEARCH_SCREEN_CODE, async (route) => {
      refused += 1;
      await route.abort('internetdisconnected');
    });

    await page.getByTestId('nav-advanced-search').click();
    const failed = page.getByTestId('screen-failed');
    await failed.waitFor();
    expect(refused).toBeGreaterThan(0);
    expect(await failed.getByRole('heading').textContent()).toBe('Questa pagina non si è caricata');
    expect(page.url()).toMatch(/\/advanced-search$/);
    await snap(page, 'screen-failed-it-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await snap(page, 'screen-failed-it-mobile');
    // the language switch is in the desktop's bar
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByTestId('language-switch').selectOption('en');
    await expect.poll(() => failed.getByRole('heading').textContent()).toBe('This page did not load');
    await snap(page, 'screen-failed-en-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await snap(page, 'screen-failed-en-mobile');
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByTestId('language-switch').selectOption('it');

    // the bars still work: another screen draws in its place
    await page.getByTestId('nav-subscribers').click();
    await page.getByTestId('member-row').first().waitFor();
    expect(await failed.count()).toBe(0);

    // the code reachable again, the reload the message offers brings the screen
    await page.getByTestId('nav-advanced-search').click();
    await failed.waitFor();
    await page.unroute(SEARCH_SCREEN_CODE);
    await page.getByTestId('screen-failed-reload').click();
    await page.getByTestId('search-form').waitFor();
    expect(await failed.count()).toBe(0);
    // a screen that failed is an answer on the page, not an uncaught error
    expect(uncaught).toEqual([]);
    await page.context().close();
  });
});
