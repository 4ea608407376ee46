import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { TEVERE_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// Settings → custom user fields on the Tevere demo circle (two seeded fields); what the test adds is
// removed and the seeded order put back.
const fieldsCol = () => db.collection(orgCol(TEVERE_ORG_ID, 'customFields'));
const NEW_FIELD = 'Turno preferito';

async function openFields(page: Page) {
  await signedIn(page, DEMO_EMAILS.tevereAdmin, DEMO_PASSWORD, `${WEB_URL()}/settings/fields`);
  await page.getByTestId('fields-table').waitFor();
}
const rowNames = (page: Page) => page.getByTestId('field-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-name')));
const row = (page: Page, name: string) => page.locator(`[data-testid="field-row"][data-name="${name}"]`);

describe('settings → custom user fields', () => {
  let browser: Browser;
  let seeded: Map<string, number>;
  beforeAll(async () => {
    browser = await launchBrowser();
    seeded = new Map((await fieldsCol().get()).docs.map((d) => [d.id, Number(d.get('order'))]));
  });
  afterAll(async () => {
    for (const d of (await fieldsCol().get()).docs) {
      if (seeded.has(d.id)) await d.ref.update({ order: seeded.get(d.id) });
      else await d.ref.delete();
    }
    await browser?.close();
  });

  it('adds a choice field (its values required first), moves it up, and deletes it with the value a member held (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openFields(page);
    expect(await rowNames(page)).toEqual(['Taglia maglietta', 'Allergie alimentari']);
    await snap(page, 'settings-fields-it-desktop');

    await page.getByTestId('field-add').click();
    await page.getByTestId('field-name').fill(NEW_FIELD);
    await page.getByTestId('field-type').selectOption('RADIO');
    await page
      .getByTestId('field-dialog')
      .getByText(/Visibile ai soci/)
      .click();
    expect(await page.getByTestId('field-visible').isChecked()).toBe(true);
    await page.getByTestId('field-save').click();
    await expect.poll(() => page.getByTestId('field-dialog').textContent()).toContain('Campo obbligatorio');
    await snap(page, 'settings-fields-dialog-error-it-desktop');
    await page.getByTestId('field-values').fill('Mattina\nPomeriggio\n');
    await page.getByTestId('field-name').press('Enter');
    await row(page, NEW_FIELD).waitFor();
    const [created] = (await fieldsCol().where('name', '==', NEW_FIELD).get()).docs;
    expect(created!.data()).toMatchObject({ type: 'RADIO', allowedValues: ['Mattina', 'Pomeriggio'], visibleToMember: true, order: 3 });

    await row(page, NEW_FIELD).getByTestId('field-up').click();
    await expect.poll(() => rowNames(page)).toEqual(['Taglia maglietta', NEW_FIELD, 'Allergie alimentari']);
    expect((await created!.ref.get()).get('order')).toBe(2);

    // a member holds a value: the deletion says so and takes it away
    const [member] = (await db.collection(orgCol(TEVERE_ORG_ID, 'members')).limit(1).get()).docs;
    await member!.ref.update({ customFields: { [NEW_FIELD]: 'Mattina' } });
    await page.reload();
    await expect.poll(() => row(page, NEW_FIELD).getByTestId('field-members').textContent()).toBe('1');
    await row(page, NEW_FIELD).getByTestId('field-delete').click();
    await expect.poll(() => page.getByTestId('field-delete-held').textContent()).toContain('1 socio');
    await snap(page, 'settings-fields-delete-it-desktop');
    await page.getByTestId('field-delete-confirm').click();
    await expect.poll(() => rowNames(page)).toEqual(['Taglia maglietta', 'Allergie alimentari']);
    expect((await db.doc(memberPath(TEVERE_ORG_ID, member!.id)).get()).get('customFields')).toBeUndefined();
    expect((await created!.ref.get()).exists).toBe(false);
    await page.context().close();
  });

  it('the section and the edit dialog at 375 px in English', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await openFields(page);
    await snap(page, 'settings-fields-en-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await row(page, 'Taglia maglietta').getByTestId('field-edit').click();
    await expect.poll(() => page.getByTestId('field-values').inputValue()).toBe('S\nM\nL\nXL');
    await snap(page, 'settings-fields-edit-en-mobile');
    await page.context().close();
  });
});
