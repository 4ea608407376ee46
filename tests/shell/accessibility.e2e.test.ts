import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { closePage, expectAccessible, launchBrowser, newPage } from '../support/browser';

// The accessibility check every screenshot runs (support/browser.ts expectAccessible): it must fail on a serious
// violation, naming the rule and the element, and pass a clean page; otherwise every screen's check proves nothing.
describe('the accessibility check', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('fails on an unnamed button and an image without text, passes once they are named', async () => {
    const page = await newPage(browser);
    const body = (fixed: boolean) =>
      `<main><h1>Prova</h1><button>${fixed ? 'Salva' : ''}</button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" ${fixed ? 'alt="Logo"' : ''}></main>`;
    await page.setContent(`<!doctype html><html lang="it"><head><title>Prova</title></head><body>${body(false)}</body></html>`);
    const failure = await expectAccessible(page, 'accessibility-check-broken').then(
      () => '',
      (e: Error) => e.message,
    );
    expect(failure).toMatch(/button-name \(critical\)/);
    expect(failure).toMatch(/image-alt \(critical\)/);
    await page.setContent(`<!doctype html><html lang="it"><head><title>Prova</title></head><body>${body(true)}</body></html>`);
    await expectAccessible(page, 'accessibility-check-fixed');
    await closePage(page);
  });
});
