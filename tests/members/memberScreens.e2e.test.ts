import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { computeTaxCode } from '@tessera/domain/codiceFiscale';
import { memberPath, memberPrivatePath, orgCol } from '@tessera/domain/paths';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

/** Bergamo's cadastral (Belfiore) code. */
const BERGAMO = 'A794';
const PERSON = { name: 'Giulia', surname: 'Verdesca', gender: 'F' as const, birthDate: { year: 1985, month: 3, day: 14 } };
const EXPECTED_SSN = computeTaxCode({ ...PERSON, belfiore: BERGAMO });
const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true });
const EMAIL = `giulia.verdesca.${Date.now()}@example.com`;
/** expect.poll with room for a busy machine (the default is one second). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000 });
/**
 * A change the page shows through its live listener, after the API stored it: once seen taking more than 30 s on a
 * loaded CI machine (the stored value was there, the page caught up later), so it gets the longer wait.
 */
const pollLive = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 75_000 });

/**
 * Clicks and waits for the API answer of `path` (the functions emulator can be slow on a shared machine): a 200, whose
 * request's JSON body comes back, to tell a form that lost a value from a listener that lagged.
 */
async function clickAndAnswer(page: Page, testId: string, path: string): Promise<Record<string, unknown>> {
  const answer = page.waitForResponse((r) => r.url().includes(path) && r.request().method() !== 'OPTIONS', { timeout: 60_000 });
  await page.getByTestId(testId).click();
  const res = await answer;
  expect(res.status(), `${path} answered ${res.status()}`).toBe(200);
  const sent = res.request().postData() ?? '';
  return sent.startsWith('{') ? (JSON.parse(sent) as Record<string, unknown>) : {};
}

async function chooseCity(page: Page, testId: string, query: string, name: string) {
  await page.getByTestId(`${testId}-input`).fill(query);
  const option = page.getByTestId(`${testId}-option`).filter({ hasText: name }).first();
  await option.waitFor();
  await option.click();
}

/** Signs in and waits for the landing list (a busy machine can take a while to build the first page). */
async function signIn(page: Page, email: string) {
  await signedIn(page, email, DEMO_PASSWORD);
  await page.waitForURL('**/subscribers', { timeout: 60_000 });
}

async function texts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()));
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

describe('member screens', () => {
  let browser: Browser;
  let createdId = '';
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a member through the form (city autocomplete, tax-code computation), finds it in the list, opens, edits it and downloads its card', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await signIn(page, DEMO_EMAILS.auroraAdmin);
    await page.getByTestId('member-new').click();
    await page.waitForURL('**/subscribers/new');

    // The next card number is suggested and filled in.
    await poll(() => page.getByTestId('member-cardNumber').inputValue()).toMatch(/^\d+$/);
    const cardNumber = await page.getByTestId('member-cardNumber').inputValue();
    await poll(() => page.getByTestId('member-cardNumber-check').getAttribute('data-state')).toBe('free');

    await page.getByTestId('member-name').fill(PERSON.name);
    await page.getByTestId('member-surname').fill(PERSON.surname);
    await page.getByTestId('member-gender').selectOption('F');
    await page.getByTestId('member-birthDate').fill('1985-03-14');
    await chooseCity(page, 'member-birthPlace', 'Bergamo', 'BERGAMO');
    await poll(() => page.getByTestId('member-birthProvince').inputValue()).toBe('BG');

    // A wrong tax code is refused live; "Calcola" computes the right one.
    await page.getByTestId('member-ssn').fill('ABCDEF');
    await poll(() => page.getByTestId('member-ssn-error').textContent()).toBe('Codice Fiscale Non Valido');
    await page.getByTestId('member-ssn-compute').click();
    await poll(() => page.getByTestId('member-ssn').inputValue()).toBe(EXPECTED_SSN);
    expect(await page.getByTestId('member-ssn-error').count()).toBe(0);
    expect(await page.getByTestId('member-ssn-warning').count()).toBe(0);
    // Personal data that does not match the code gives a warning (not an error).
    await page.getByTestId('member-gender').selectOption('M');
    await page.getByTestId('member-ssn-warning').waitFor();
    await page.getByTestId('member-gender').selectOption('F');
    await poll(() => page.getByTestId('member-ssn-warning').count()).toBe(0);

    await page.getByTestId('member-email').fill(EMAIL);
    await poll(() => page.getByTestId('member-email-check').getAttribute('data-state')).toBe('free');
    // The email of an existing member is refused live.
    const existing = (await db.collection(orgCol(AURORA_ORG_ID, 'members')).where('email', '!=', null).limit(1).get()).docs[0];
    if (existing) {
      await page.getByTestId('member-email').fill(String(existing.get('email')));
      await poll(() => page.getByTestId('member-email-check').getAttribute('data-state')).toBe('taken');
      await page.getByTestId('member-email').fill(EMAIL);
    }
    await page.getByTestId('member-phone').fill('+39 333 1234567');
    await page.getByTestId('member-secondaryEmail').fill(`casa.${EMAIL}`);
    const group = await page.getByTestId('member-group').locator('option').nth(1).getAttribute('value');
    await page.getByTestId('member-group').selectOption(group!);
    await page.getByTestId('member-residence-line').fill('Via Roma 1');
    await chooseCity(page, 'member-residence-city', 'Milano', 'MILANO');
    await poll(() => page.getByTestId('member-residence-state').inputValue()).toBe('MI');
    // Milano has many CAPs: the prefix is kept and the whole code is asked for
    expect(await page.getByTestId('member-residence-zip').inputValue()).toBe('201');
    await page.getByTestId('member-residence-zip').fill('20121');
    await snap(page, 'member-form-it-desktop');

    await page.getByTestId('member-save').click();
    await page.waitForURL(/\/subscribers\/(?!new)[^/]+$/);
    createdId = page.url().split('/').pop()!;
    await poll(() => page.getByTestId('member-title').textContent()).toBe('Verdesca Giulia');
    const stored = (await db.doc(memberPath(AURORA_ORG_ID, createdId)).get()).data()!;
    expect(stored).toMatchObject({
      name: 'Giulia',
      surname: 'Verdesca',
      ssn: EXPECTED_SSN,
      gender: 'F',
      birthPlace: 'BERGAMO',
      birthProvince: 'BG',
      email: EMAIL,
      phone: '+39 333 1234567',
      secondaryEmail: `casa.${EMAIL}`,
      cardNumber,
      group,
      residence: { line: 'Via Roma 1', city: 'MILANO', state: 'MI' },
    });

    // In the list, found by the search; the row opens the member.
    await page.getByText('Torna agli associati').click();
    await page.waitForURL('**/subscribers');
    await page.getByTestId('members-search').fill('Verdesca');
    const row = page.locator(`[data-member-id="${createdId}"]`);
    await row.waitFor();
    await row.locator('td').nth(1).click();
    await page.waitForURL(`**/subscribers/${createdId}`);

    // Edit: the same form, filled in; the change shows live.
    await page.getByTestId('member-edit').click();
    await poll(() => page.getByTestId('member-ssn').inputValue()).toBe(EXPECTED_SSN);
    await poll(() => page.getByTestId('member-birthPlace-input').inputValue()).toBe('BERGAMO');
    await page.getByTestId('member-notes').fill('Socia dal 2026');
    // Emptying saved optional fields removes them (the form sends null, the API deletes the fields).
    await page.getByTestId('member-phone').fill('');
    await page.getByTestId('member-secondaryEmail').fill('');
    const patch = await clickAndAnswer(page, 'member-save', '/v1/members/one');
    expect(patch).toMatchObject({ notes: 'Socia dal 2026', phone: null, secondaryEmail: null });
    // Stored first, then shown: a failure names the part that lagged (the API's write or the page's live read).
    await poll(async () => (await db.doc(memberPrivatePath(AURORA_ORG_ID, createdId)).get()).get('notes')).toBe('Socia dal 2026');
    await pollLive(() => page.getByTestId('view-notes').textContent()).toBe('Socia dal 2026');
    const edited = (await db.doc(memberPath(AURORA_ORG_ID, createdId)).get()).data()!;
    // notes are back-office only: kept beside the member, not on the record the member reads
    expect(edited).not.toHaveProperty('notes');
    expect((await db.doc(memberPrivatePath(AURORA_ORG_ID, createdId)).get()).get('notes')).toBe('Socia dal 2026');
    expect(edited).not.toHaveProperty('phone');
    expect(edited).not.toHaveProperty('secondaryEmail');
    expect(edited).toMatchObject({ email: EMAIL, cardNumber });
    // Reopened, the form shows them empty.
    await page.getByTestId('member-edit').click();
    await poll(() => page.getByTestId('member-ssn').inputValue()).toBe(EXPECTED_SSN);
    expect(await page.getByTestId('member-phone').inputValue()).toBe('');
    expect(await page.getByTestId('member-secondaryEmail').inputValue()).toBe('');
    await snap(page, 'member-edit-it-desktop');
    await page.getByTestId('member-cancel').click();
    await snap(page, 'member-detail-it-desktop');

    // Card PDF: a real PDF with the holder's name.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('action-card-pdf').click()]);
    const file = join(mkdtempSync(join(tmpdir(), 'card-')), download.suggestedFilename() || 'card.pdf');
    await download.saveAs(file);
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = execFileSync('pdftotext', [file, '-']).toString('utf8');
    expect(text.toUpperCase()).toContain('VERDESCA');
    writeFileSync('screenshots/member-card.pdf', bytes);
    await page.context().close();
    // the live wait above may take up to 75 s on a loaded machine, on top of the form's own steps
  }, 180_000);

  it('relatives and flags: add and delete (with confirmation), cancellation request and deceased (with confirmation)', async () => {
    expect(createdId).not.toBe('');
    const page = await newPage(browser, { lang: 'it' });
    await signIn(page, DEMO_EMAILS.auroraAdmin);
    await page.goto(`${WEB_URL()}/subscribers/${createdId}`);
    await page.getByTestId('member-title').waitFor();

    await page.getByTestId('relative-add-open').click();
    await page.getByTestId('relative-name').fill('Marco');
    await page.getByTestId('relative-surname').fill('Verdesca');
    await page.getByTestId('relative-relationship').selectOption('SPOUSE');
    await clickAndAnswer(page, 'relative-add', '/v1/members/add-relative');
    await poll(() => page.getByTestId('relative-row').count()).toBe(1);
    await page.getByTestId('relative-delete').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
    await poll(() => page.getByTestId('relative-row').count()).toBe(0);

    await clickAndAnswer(page, 'action-cancellation', '/v1/members/one');
    await poll(() => page.getByTestId('flag-cancellation').textContent()).toBe('Sì');
    await page.getByTestId('action-deceased').click();
    await page.getByRole('alertdialog').waitFor();
    await snap(page, 'member-deceased-confirm-it-desktop');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Conferma' }).click();
    await poll(() => page.getByTestId('flag-deceased').textContent()).toBe('Sì');
    const stored = (await db.doc(memberPath(AURORA_ORG_ID, createdId)).get()).data()!;
    expect(stored.cancellationRequested).toBe(true);
    expect(stored.deceased).toBe(true);
    expect(stored.relatives ?? []).toEqual([]);

    await page.getByTestId('action-reset-password').click();
    await poll(() => page.getByRole('alertdialog').textContent()).toContain('codice fiscale');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Annulla' }).click();
    await page.context().close();
  });

  it('filters and sorting agree with the data', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await signIn(page, DEMO_EMAILS.auroraAdmin);
    await page.getByTestId('member-row').first().waitFor();
    await page.locator('#page-size').selectOption('100');
    const all = (await db.collection(orgCol(AURORA_ORG_ID, 'members')).get()).docs.map((d) => ({
      ...(d.data() as { accountStatus?: string; group?: string; surname?: string }),
      id: d.id,
    }));

    await page.getByTestId('filter-account-status').selectOption('ACTIVE');
    const active = all.filter((m) => m.accountStatus === 'ACTIVE');
    await poll(() => page.getByTestId('members-shown').textContent()).toBe(`${active.length} mostrati`);
    const group = await page.getByTestId('filter-group').locator('option').nth(1).getAttribute('value');
    await page.getByTestId('filter-group').selectOption(group!);
    const both = active.filter((m) => m.group === group);
    await poll(() => page.getByTestId('members-shown').textContent()).toBe(`${both.length} mostrati`);
    const ids = await page.getByTestId('member-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-member-id')));
    const allowed = new Set(both.map((m) => m.id));
    expect(ids.every((id) => allowed.has(id!))).toBe(true);
    await snap(page, 'subscribers-filtered-it-desktop');
    await page.getByTestId('filters-clear').click();
    await poll(() => page.getByTestId('members-shown').count()).toBe(0);

    // Surname: ascending by default; a click turns it descending.
    expect(await page.getByTestId('sort-surname').getAttribute('aria-sort')).toBe('ascending');
    await page.getByTestId('sort-surname').getByRole('button').click();
    expect(await page.getByTestId('sort-surname').getAttribute('aria-sort')).toBe('descending');
    // the page the new sort asks for has arrived when its first row is the last surname of all
    const lastSurname = [...all.map((m) => String(m.surname))].sort((a, b) => collator.compare(b, a))[0];
    await poll(async () => (await texts(page, '[data-testid="member-row"] td[data-column="surname"]'))[0]).toBe(lastSurname);
    const surnames = await texts(page, '[data-testid="member-row"] td[data-column="surname"]');
    expect(surnames).toEqual([...surnames].sort((a, b) => collator.compare(b, a)));

    // Card number: numeric order, by keyboard.
    await page.getByTestId('sort-cardNumber').getByRole('button').focus();
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('sort-cardNumber').getAttribute('aria-sort')).toBe('ascending');
    expect(await page.getByTestId('sort-surname').getAttribute('aria-sort')).toBe('none');
    const cardColumn = async () => (await texts(page, '[data-testid="member-row"] td[data-column="cardNumber"]')).filter((c) => c !== '—');
    // wait for the page of the new sort: its card numbers come in ascending order
    await poll(async () => {
      const cards = await cardColumn();
      return cards.length > 0 && cards.join() === [...cards].sort((a, b) => collator.compare(a, b)).join();
    }).toBe(true);
    await page.context().close();
  });

  it('a staff user sees the list and the member read-only', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await signIn(page, DEMO_EMAILS.auroraStaff);
    await page.getByTestId('member-row').first().waitFor();
    expect(await page.getByTestId('member-new').count()).toBe(0);
    await page.goto(`${WEB_URL()}/subscribers/${createdId}`);
    await page.getByTestId('member-readonly').waitFor();
    await poll(() => page.getByTestId('view-ssn').textContent()).toBe(EXPECTED_SSN);
    expect(await page.getByTestId('member-edit').count()).toBe(0);
    expect(await page.getByTestId('action-reset-password').count()).toBe(0);
    expect(await page.getByTestId('relative-add-open').count()).toBe(0);
    expect(await page.getByTestId('action-card-pdf').count()).toBe(1);
    await snap(page, 'member-detail-staff-it-desktop');
    await page.goto(`${WEB_URL()}/subscribers/new`);
    await page.waitForURL('**/subscribers');
    await page.context().close();
  });

  // the tests above are Italian on a desktop; this one the other language at the other width (the screens are the same
  // components in each pairing, and each pairing cost the CI's two cores a quarter of a minute)
  const pairings: readonly (readonly ['it' | 'en', 'mobile' | 'desktop'])[] = [['en', 'mobile']];
  for (const [lang, viewport] of pairings) {
    it(`form and detail in ${lang} at ${viewport === 'mobile' ? '375 px' : 'desktop'}`, async () => {
      const page = await newPage(browser, { lang, viewport });
      await signIn(page, DEMO_EMAILS.auroraAdmin);
      await page.getByTestId('member-row').first().waitFor();
      if (viewport === 'desktop') await snap(page, `subscribers-list-${lang}-${viewport}`);
      await page.goto(`${WEB_URL()}/subscribers/new`);
      await page.getByTestId('member-form').waitFor();
      await page.getByTestId('member-ssn').fill('XYZ');
      await page.getByTestId('member-save').click();
      await expect
        .poll(() => page.getByTestId('member-ssn-error').textContent())
        .toBe(lang === 'it' ? 'Codice Fiscale Non Valido' : 'Invalid Tax Code');
      if (viewport === 'mobile') await noSidewaysScroll(page);
      await snap(page, `member-form-${lang}-${viewport}`);
      await page.goto(`${WEB_URL()}/subscribers/${createdId}`);
      await page.getByTestId('member-title').waitFor();
      if (viewport === 'mobile') await noSidewaysScroll(page);
      await snap(page, `member-detail-${lang}-${viewport}`);
      await page.getByTestId('member-edit').click();
      await page.getByTestId('member-form').waitFor();
      if (viewport === 'mobile') await noSidewaysScroll(page);
      await snap(page, `member-edit-${lang}-${viewport}`);
      // an unknown member: the not-found alert, not a skeleton forever
      await page.goto(`${WEB_URL()}/subscribers/no-such-member`);
      await expect
        .poll(() => page.getByTestId('member-missing').textContent())
        .toBe(lang === 'it' ? 'Associato non trovato.' : 'Member not found.');
      await page.context().close();
    });
  }
});
