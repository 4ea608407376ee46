import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { listNamesPath, orgCol } from '@tessera/domain/paths';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

/** expect.poll with room for a busy machine (the default is one second). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000 });
const SELECTS = [
  ['group', 'groups'],
  ['section', 'sections'],
  ['category', 'categories'],
  ['maritalStatus', 'marital'],
] as const;
const TEXTS = ['name', 'surname', 'ssn', 'cardNumber', 'email', 'phone', 'birthProvince', 'notes'] as const;

async function signIn(page: Page) {
  // a machine shared with other test runs loads the dev server's modules slowly
  page.setDefaultTimeout(60_000);
  await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD);
  await page.waitForURL('**/subscribers', { timeout: 60_000 });
}

/** A seeded Aurora member with every list value set (group, section, category, marital status). */
async function memberWithEveryList() {
  const docs = (await db.collection(orgCol(AURORA_ORG_ID, 'members')).where('maritalStatus', '!=', null).limit(50).get()).docs;
  const doc = docs.find((d) => SELECTS.every(([f]) => d.get(f)) && d.get('email') && d.get('cardNumber'));
  expect(doc, 'a seeded member with every list value').toBeTruthy();
  return doc!;
}

/** The error text a field's control is described by: present, linked, and the control marked invalid. */
async function describedError(page: Page, testId: string): Promise<string | null> {
  return page.getByTestId(testId).evaluate((el) => {
    if (el.getAttribute('aria-invalid') !== 'true') return null;
    const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null;
  });
}

describe('member form', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the edit form shows every stored value, lists included', async () => {
    const member = await memberWithEveryList();
    const names = (await db.doc(listNamesPath(AURORA_ORG_ID)).get()).data()!;
    const page = await newPage(browser, { lang: 'it' });
    await signIn(page);
    await page.goto(`${WEB_URL()}/subscribers/${member.id}`);
    await page.getByTestId('member-edit').click();
    await page.getByTestId('member-form').waitFor();
    for (const [field, type] of SELECTS) {
      const select = page.getByTestId(`member-${field}`);
      await poll(() => select.inputValue()).toBe(member.get(field));
      const shown = await select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '');
      expect(shown, field).toBe(names[type][member.get(field)]);
    }
    for (const field of TEXTS) {
      if (member.get(field) === undefined) continue;
      expect(await page.getByTestId(`member-${field}`).inputValue(), field).toBe(String(member.get(field)));
    }
    await snap(page, 'member-edit-it-desktop');
    await page.context().close();
  });

  it('required errors wait for a change or a submit and describe their field', async () => {
    const page = await newPage(browser, { lang: 'en' });
    await signIn(page);
    await page.getByTestId('member-new').click();
    await page.getByTestId('member-form').waitFor();
    await page.getByTestId('member-name').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // Tabbing past empty required fields says nothing.
    expect(await describedError(page, 'member-name')).toBeNull();
    expect(await describedError(page, 'member-surname')).toBeNull();
    // A change does: typed, then emptied.
    await page.getByTestId('member-name').fill('A');
    await page.getByTestId('member-name').fill('');
    await poll(() => describedError(page, 'member-name')).toBeTruthy();
    expect(await describedError(page, 'member-surname')).toBeNull();
    // A submit shows every required error, each linked to its field (once the card-number suggestion is in).
    await page.getByTestId('spinner-overlay').waitFor({ state: 'hidden' });
    await page.getByTestId('member-save').click();
    await poll(() => describedError(page, 'member-surname')).toBeTruthy();
    expect(await describedError(page, 'member-ssn')).toBeTruthy();
    await snap(page, 'member-form-errors-en-desktop');
    await page.context().close();
  });

  it('Cancel or a link away from a changed form asks first; keep editing keeps the values', async () => {
    const member = await memberWithEveryList();
    const page = await newPage(browser, { lang: 'it' });
    await signIn(page);
    await page.goto(`${WEB_URL()}/subscribers/${member.id}`);
    // An untouched form leaves at once.
    await page.getByTestId('member-edit').click();
    await page.getByTestId('member-cancel').click();
    await page.getByTestId('member-edit').waitFor();

    await page.getByTestId('member-edit').click();
    await page.getByTestId('member-notes').fill('Nota da non perdere');
    await page.getByTestId('member-cancel').click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await snap(page, 'member-leave-confirm-it-desktop');
    await dialog.getByRole('button', { name: 'Continua a modificare' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('member-notes').inputValue()).toBe('Nota da non perdere');

    // A link inside the app asks too, and staying stays.
    await page.getByTestId('nav-cards').click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Continua a modificare' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/subscribers/${member.id}`);
    expect(await page.getByTestId('member-notes').inputValue()).toBe('Nota da non perdere');

    // Closing the tab gets the browser's question.
    const beforeUnload = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const asked = await beforeUnload;
    expect(asked.type()).toBe('beforeunload');
    await asked.dismiss();

    await page.getByTestId('member-cancel').click();
    await dialog.getByRole('button', { name: 'Esci senza salvare' }).click();
    await page.getByTestId('member-edit').waitFor();
    expect(await page.getByTestId('member-form').count()).toBe(0);
    const stored = (await db.doc(`${orgCol(AURORA_ORG_ID, 'members')}/${member.id}`).get()).get('notes');
    expect(stored).not.toBe('Nota da non perdere');

    // Leaving through a link, confirmed, goes there.
    await page.getByTestId('member-edit').click();
    await page.getByTestId('member-notes').fill('Altra nota');
    await page.getByTestId('nav-cards').click();
    await dialog.getByRole('button', { name: 'Esci senza salvare' }).click();
    await page.waitForURL('**/cards');
    await page.context().close();
  }, 240_000);

  it('while a save runs, its button shows progress and the page stays usable (no overlay)', async () => {
    const member = await memberWithEveryList();
    const page = await newPage(browser, { lang: 'it' });
    await signIn(page);
    await page.goto(`${WEB_URL()}/subscribers/${member.id}`);
    await page.getByTestId('member-edit').click();
    await page.getByTestId('member-notes').fill(`Salvata ${Date.now()}`);
    // hold the save's answer for a while, as a busy server would
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/v1/members/one', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('member-save').click();
    await poll(() => page.getByTestId('member-save').getAttribute('data-loading')).not.toBeNull();
    expect(await page.getByTestId('spinner-overlay').count()).toBe(0);
    // the page answers: nothing covers it, a click reaches a field (a click on a covered field times out)
    await page.getByTestId('member-phone').click({ timeout: 5_000 });
    release();
    await page.getByTestId('member-edit').waitFor();
    await page.context().close();
  });

  it('every field the focus reaches stays clear of the sticky save bar (1280×800)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await signIn(page);
    await page.getByTestId('member-new').click();
    await page.getByTestId('member-form').waitFor();
    // The form is laid out once the suggested card number and its check are in (both add a line).
    await poll(() => page.getByTestId('member-cardNumber-check').getAttribute('data-state')).toBe('free');
    await page.getByTestId('member-name').focus();
    const hidden: string[] = [];
    let stops = 0;
    for (let i = 0; i < 80; i++) {
      const where = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const form = document.querySelector('[data-testid="member-form"]')!;
        if (!form.contains(el)) return null;
        const bar = document.querySelector('[data-testid="member-save"]')!.parentElement!;
        if (bar.contains(el)) return { inBar: true, name: '', bottom: 0, barTop: 0 };
        const name = el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.tagName;
        return { inBar: false, name, bottom: el.getBoundingClientRect().bottom, barTop: bar.getBoundingClientRect().top };
      });
      if (!where || where.inBar) break;
      stops++;
      if (where.bottom > where.barTop) hidden.push(`${where.name} (${where.bottom} > ${where.barTop})`);
      await page.keyboard.press('Tab');
    }
    expect(stops).toBeGreaterThan(30);
    expect(hidden).toEqual([]);
    await page.context().close();
  });
});
