import { describe, expect, it } from 'vitest';
import { browserForSuite, newPage, signedIn, snap } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

describe('cards and members link both ways', () => {
  const browser = browserForSuite();

  it('the holder in the cards list opens the member, whose card number opens the card; the pagination repeats above the table', async () => {
    const page = await newPage(browser(), { lang: 'it', timeout: 60_000 });
    await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
    await page.waitForURL('**/subscribers');
    await page.getByTestId('nav-cards').click();
    await page.waitForURL('**/cards');
    const row = page
      .getByTestId('card-row')
      .filter({ has: page.getByTestId('card-holder-link') })
      .first();
    await row.waitFor();
    const number = (await row.getAttribute('data-card'))!;
    const holder = row.getByTestId('card-holder-link');
    // visibly a link: underlined
    expect(await holder.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
    const numberLink = row.getByRole('link', { name: new RegExp(number) });
    expect(await numberLink.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');

    // the pagination above the table turns the page like the one below
    const top = await page.getByTestId('pagination-range-top').textContent();
    expect(top).toBe(await page.getByTestId('pagination-range').textContent());
    await page.getByTestId('page-next-top').click();
    await expect.poll(() => page.getByTestId('pagination-range').textContent()).not.toBe(top);
    await snap(page, 'cards-links-it-desktop');
    await page.getByTestId('pagination-range-top').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Prima pagina' }).first().click();
    await expect.poll(() => page.getByTestId('pagination-range').textContent()).toBe(top);

    await page.locator(`[data-testid="card-row"][data-card="${number}"]`).getByTestId('card-holder-link').click();
    await page.waitForURL(/\/subscribers\/m-aurora-/);
    const card = page.getByTestId('member-card-link');
    expect(await card.textContent()).toBe(number);
    await card.click();
    await page.waitForURL(`**/cards/${number}`);
    await page.getByTestId('card-holder').waitFor();
    await page.context().close();
  });
});
