import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { orgCol, memberPrivatePath } from '@tessera/domain/paths';
import { todayInItaly } from '@tessera/domain/locale/dates';
import type { SearchQuery } from '@tessera/domain/search/query';
import { FEE_PAYMENT_FIELDS, feeYearsOf, memberSearchRow } from '@tessera/domain/search/record';
import { runSearch } from '@tessera/domain/search/run';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { closePage, launchBrowser, login, newPage, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// Ricerca Avanzata (issue 15) on the Aurora demo association: "women aged 26-40 in Milano Centro who paid 2025 but not
// 2026" built condition by condition, its count
// checked against the reference evaluator over the stored members, saved, re-run from the list, deleted.
const QUESTION: SearchQuery = {
  mode: 'members',
  where: {
    all: [
      { field: 'gender', op: 'anyOf', values: ['F'] },
      { field: 'age', op: 'between', value: 26, to: 40 },
      { field: 'group', op: 'anyOf', values: ['grp-milano-centro'] },
      { field: 'feeYears', op: 'includes', value: 2025 },
      { field: 'feeYears', op: 'excludes', value: 2026 },
    ],
  },
};
const SAVED_NAME = 'Socie 26-40 Milano Centro: 2025 sì, 2026 no';

/** How many Aurora members the question finds, by the reference evaluator over the stored documents. */
async function expectedCount(query: SearchQuery): Promise<number> {
  const [members, payments] = await Promise.all([
    db.collection(orgCol(AURORA_ORG_ID, 'members')).get(),
    db
      .collection(orgCol(AURORA_ORG_ID, 'payments'))
      .select(...FEE_PAYMENT_FIELDS)
      .get(),
  ]);
  const fees = new Map<string, Record<string, unknown>[]>();
  for (const p of payments.docs) fees.set(p.get('memberId') as string, [...(fees.get(p.get('memberId') as string) ?? []), p.data()]);
  const records = await Promise.all(
    members.docs.map(async (m) => ({
      ...memberSearchRow(m.data(), (await db.doc(memberPrivatePath(AURORA_ORG_ID, m.id)).get()).data()),
      id: m.id,
      feeYears: feeYearsOf(fees.get(m.id) ?? []),
    })),
  );
  return runSearch(records, query, { today: todayInItaly() }, { offset: 0, size: 1 }).count;
}

const condition = (page: Page, i: number, part: string) => page.getByTestId(`condition-query-where-all-${i}-${part}`);
async function addCondition(page: Page, i: number, field: string) {
  await page.getByTestId('add-condition-query-where').click();
  await condition(page, i, 'field').selectOption(field);
}
/** Ticks a value of a select condition by its label, as a user clicks it. */
async function pick(page: Page, i: number, label: string) {
  await page.getByTestId(`condition-query-where-all-${i}`).getByText(label, { exact: true }).click();
  await expect.poll(() => page.getByTestId(`condition-query-where-all-${i}`).getByRole('checkbox', { name: label }).isChecked()).toBe(true);
}
async function openSearch(page: Page) {
  await login(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto(`${WEB_URL()}/advanced-search`);
  await page.getByTestId('search-form').waitFor();
}
const countText = (page: Page) => page.getByTestId('search-count').textContent();

describe('advanced search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const d of (await db.collection(orgCol(AURORA_ORG_ID, 'searches')).where('name', '==', SAVED_NAME).get()).docs)
      await d.ref.delete();
    await browser?.close();
  });

  it('builds a question condition by condition, counts it like the reference, saves it, re-runs it in one click, deletes it (it, desktop)', async () => {
    const expected = await expectedCount(QUESTION);
    expect(expected).toBeGreaterThan(0);
    const page = await newPage(browser, { lang: 'it' });
    await openSearch(page);
    await snap(page, 'search-empty-it-desktop');
    // a condition left without its value is pointed at, not sent
    await addCondition(page, 0, 'gender');
    await page.getByTestId('search-run').click();
    await expect.poll(() => page.getByTestId('condition-query-where-all-0').textContent()).toContain('Campo obbligatorio');
    await pick(page, 0, 'Femmina');
    await addCondition(page, 1, 'age');
    await condition(page, 1, 'value').fill('26');
    await condition(page, 1, 'to').fill('40');
    await addCondition(page, 2, 'group');
    await pick(page, 2, 'Milano Centro');
    await addCondition(page, 3, 'feeYears');
    await condition(page, 3, 'value').fill('2025');
    await addCondition(page, 4, 'feeYears');
    await condition(page, 4, 'op').selectOption('excludes');
    await condition(page, 4, 'value').fill('2026');
    await page.getByTestId('search-run').click();
    await expect.poll(() => countText(page)).toBe(expected === 1 ? '1 risultato' : `${expected} risultati`);
    expect(await page.getByTestId('search-row').count()).toBe(Math.min(expected, 25));
    await snap(page, 'search-results-it-desktop');

    await page.getByTestId('search-save').click();
    await page.getByTestId('save-search-name').fill(SAVED_NAME);
    await page.getByTestId('save-search-dialog').getByText('Condividi con gli altri amministratori').click();
    expect(await page.getByTestId('save-search-shared').isChecked()).toBe(true);
    await page.getByTestId('save-search-confirm').click();
    await expect.poll(() => page.getByTestId('saved-searches').textContent()).toContain(SAVED_NAME);
    const stored = (await db.collection(orgCol(AURORA_ORG_ID, 'searches')).where('name', '==', SAVED_NAME).get()).docs;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.get('shared')).toBe(true);
    expect(stored[0]!.get('query').where).toEqual(QUESTION.where);

    // a new search, then the saved one again in one click
    await page.getByRole('button', { name: 'Nuova ricerca' }).click();
    await page.getByTestId('search-not-run').waitFor();
    await page.getByRole('button', { name: `Esegui ${SAVED_NAME}` }).click();
    await expect.poll(() => countText(page)).toBe(expected === 1 ? '1 risultato' : `${expected} risultati`);
    expect(await condition(page, 4, 'op').inputValue()).toBe('excludes');

    await page.getByRole('button', { name: `Elimina ${SAVED_NAME}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
    await page.getByTestId('saved-empty').waitFor();
    expect((await db.collection(orgCol(AURORA_ORG_ID, 'searches')).where('name', '==', SAVED_NAME).get()).size).toBe(0);
    await closePage(page);
  });

  it('on a phone in English: every member without conditions, sorted by a column, the cards mode (en, 375 px)', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await openSearch(page);
    await page.getByTestId('search-run').click();
    const all = (await db.collection(orgCol(AURORA_ORG_ID, 'members')).count().get()).data().count;
    await expect.poll(() => countText(page)).toBe(`${all} results`);
    await page.getByTestId('sort-surname').getByRole('button').click();
    await expect.poll(() => page.getByTestId('sort-surname').getAttribute('aria-sort')).toBe('descending');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await snap(page, 'search-results-en-mobile');
    await page.getByTestId('search-mode').selectOption('cards');
    await page.getByTestId('search-run').click();
    const cards = (await db.collection(orgCol(AURORA_ORG_ID, 'members')).where('cardNumber', '>', '').count().get()).data().count;
    await expect.poll(() => countText(page)).toBe(`${cards} results`);
    await closePage(page);
  });
});
