import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { orgCol, orgPath } from '@tessera/domain/paths';
import { AURORA_GROUP_ADMIN_GROUPS, AURORA_ORG_ID, SOCIO_MEMBER_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';
import { pdfInfo, pdfText } from '../support/pdfTools';

const SOCIO_CARD = '100001';

async function openCards(page: Page, email: string) {
  await signedIn(page, email, DEMO_PASSWORD, `${WEB_URL()}/cards`);
  await page.getByTestId('card-row').first().waitFor();
}

describe('cards screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an admin lists every card, searches, filters by status and opens a card (it, desktop)', async () => {
    const all = await db.collection(orgCol(AURORA_ORG_ID, 'cards')).count().get();
    const page = await newPage(browser, { lang: 'it' });
    await openCards(page, DEMO_EMAILS.auroraAdmin);
    await expect.poll(() => page.getByTestId('cards-count').textContent()).toBe(`${all.data().count} tessere`);
    await snap(page, 'cards-list-it-desktop');

    await page.getByTestId('cards-status-filter').selectOption('INACTIVE');
    // the filter is a new query (the rows on screen stay until its answer): wait for it
    const statuses = () => page.getByTestId('card-status').evaluateAll((b) => b.map((e) => e.getAttribute('data-status')));
    await expect.poll(async () => [...new Set(await statuses())]).toEqual(['INACTIVE']);
    await page.getByTestId('cards-status-filter').selectOption('');

    await page.getByTestId('cards-search').fill(SOCIO_CARD);
    await expect.poll(() => page.getByTestId('card-row').count()).toBe(1);
    await page.getByTestId('cards-search').fill('zzzz-nessuno');
    await page.getByTestId('cards-empty').waitFor();
    await page.getByTestId('cards-search').fill(SOCIO_CARD);
    // Keyboard: the card number is a link reached with Tab and opened with Enter.
    await page.locator(`[data-card="${SOCIO_CARD}"] a`).first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/cards/${SOCIO_CARD}`);
    await expect.poll(() => page.getByTestId('card-title').textContent()).toBe(`Tessera ${SOCIO_CARD}`);
    await page.locator('[data-testid="card-payments"], [data-testid="card-payments-empty"]').first().waitFor();
    // whether the member downloaded the card (PDF, wallets): GET /v1/cards/has-downloaded
    await page.locator('[data-testid="card-downloads"], [data-testid="card-downloads-none"]').first().waitFor();
    await snap(page, 'cards-detail-it-desktop');
    await page.context().close();
  });

  it('on a page turn the range keeps describing the rows on screen until the next page arrives', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openCards(page, DEMO_EMAILS.auroraAdmin);
    const range = page.getByTestId('pagination-range');
    await expect.poll(() => range.textContent()).toMatch(/^1 - 25 di \d+$/);
    const firstRow = () => page.getByTestId('card-row').first().getAttribute('data-card');
    const before = await firstRow();
    // Firestore's answer is held back: the channel's requests wait until the page has been looked at mid-turn
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/google.firestore.v1.Firestore/Listen/channel**', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.getByTestId('page-next').click();
    await page.locator('[aria-busy="true"]').first().waitFor();
    expect(await range.textContent()).toMatch(/^1 - 25 di /);
    expect(await firstRow()).toBe(before);
    release();
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    await expect.poll(() => range.textContent()).toMatch(/^26 - 50 di /);
    expect(await firstRow()).not.toBe(before);
    await page.unroute('**/google.firestore.v1.Firestore/Listen/channel**');
    await page.context().close();
  });

  it('the detail downloads the card PDF (CR80, holder and number in its text) and sends it by email after a confirmation', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openCards(page, DEMO_EMAILS.auroraAdmin);
    await page.goto(`${WEB_URL()}/cards/${SOCIO_CARD}`);
    const holder = (await page.getByTestId('card-holder').textContent())!.trim();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('card-pdf').click()]);
    expect(download.suggestedFilename()).toBe(`tessera-${SOCIO_CARD}.pdf`);
    const bytes = new Uint8Array(readFileSync((await download.path())!));
    const info = pdfInfo(bytes);
    expect([info.pages, Math.round(info.widthPt), Math.round(info.heightPt)]).toEqual([1, 243, 153]);
    const text = pdfText(bytes);
    expect(text).toContain(SOCIO_CARD);
    // The list shows "Surname Name", the card "Name Surname": every word is there.
    for (const w of holder.split(/\s+/)) expect(text).toContain(w);

    const mails = db.collection(orgCol(AURORA_ORG_ID, 'mail')).where('memberId', '==', SOCIO_MEMBER_ID);
    const before = (await mails.get()).size;
    await page.getByTestId('card-email').click();
    await page.getByRole('alertdialog').waitFor();
    await snap(page, 'cards-send-confirm-it-desktop');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Annulla' }).click();
    expect((await mails.get()).size).toBe(before);
    await page.getByTestId('card-email').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Conferma' }).click();
    await page.locator('[data-testid="toast"][data-type="success"]').waitFor();
    await expect.poll(async () => (await mails.get()).size).toBe(before + 1);
    await page.context().close();
  });

  it('card attachments: the active cards of the page on A4 sheets of ten; the button goes when the preference is off (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openCards(page, DEMO_EMAILS.auroraAdmin);
    // the rows whose badge says active (after the grace period), as the button counts them
    const numbers = await page
      .getByTestId('card-row')
      .evaluateAll((rows) =>
        rows
          .filter((r) => r.querySelector('[data-testid="card-status"]')?.getAttribute('data-status') === 'ACTIVE')
          .map((r) => r.getAttribute('data-card')!),
      );
    expect(numbers.length).toBeGreaterThan(1);
    const button = page.getByTestId('card-sheet');
    await expect.poll(() => button.textContent()).toBe(`Stampa le ${numbers.length} tessere attive della pagina (A4)`);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`tessere-${numbers.length}.pdf`);
    const bytes = new Uint8Array(readFileSync((await download.path())!));
    const info = pdfInfo(bytes);
    expect([info.pages, Math.round(info.widthPt), Math.round(info.heightPt)]).toEqual([Math.ceil(numbers.length / 10), 595, 842]);
    const text = pdfText(bytes);
    for (const n of numbers) expect(text).toContain(n);

    // Switched off in settings: the open page loses the button (preferences are read live); back on, it returns.
    const org = db.doc(orgPath(AURORA_ORG_ID));
    await org.update({ 'preferences.cardAttachments': false });
    try {
      await button.waitFor({ state: 'detached' });
    } finally {
      await org.update({ 'preferences.cardAttachments': true });
    }
    await button.waitFor();
    await page.context().close();
  });

  it('a group admin sees only the cards of its groups', async () => {
    const inGroups = await db
      .collection(orgCol(AURORA_ORG_ID, 'cards'))
      .where('group', 'in', [...AURORA_GROUP_ADMIN_GROUPS])
      .count()
      .get();
    const page = await newPage(browser, { lang: 'it' });
    await openCards(page, DEMO_EMAILS.auroraGroupAdmin);
    await expect.poll(() => page.getByTestId('cards-count').textContent()).toBe(`${inGroups.data().count} tessere`);
    // Another group's card: the rules refuse the read and the page says so (it used to go blank).
    const other = (await db.collection(orgCol(AURORA_ORG_ID, 'cards')).get()).docs.find(
      (d) => !(AURORA_GROUP_ADMIN_GROUPS as readonly string[]).includes(d.get('group')),
    )!;
    await page.goto(`${WEB_URL()}/cards/${other.id}`);
    await page.getByTestId('card-missing').waitFor();
    expect(await page.getByTestId('card-missing').textContent()).toBe('Impossibile leggere la tessera.');
    await page.context().close();
  });

  it.each([
    ['it', 'mobile'],
    ['en', 'mobile'],
    ['en', 'desktop'],
  ] as const)('list and detail render in %s at %s size', async (lang, viewport) => {
    const page = await newPage(browser, { lang, viewport });
    await openCards(page, DEMO_EMAILS.auroraAdmin);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport === 'mobile' ? 375 : 1280);
    await snap(page, `cards-list-${lang}-${viewport}`);
    await page.goto(`${WEB_URL()}/cards/${SOCIO_CARD}`);
    await page.getByTestId('card-title').waitFor();
    await page.locator('[data-testid="card-payments"], [data-testid="card-payments-empty"]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport === 'mobile' ? 375 : 1280);
    await expect
      .poll(() => page.getByTestId('card-title').textContent())
      .toBe(lang === 'en' ? `Card ${SOCIO_CARD}` : `Tessera ${SOCIO_CARD}`);
    await snap(page, `cards-detail-${lang}-${viewport}`);
    await page.context().close();
  });
});
