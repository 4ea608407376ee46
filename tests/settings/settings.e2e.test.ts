import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { memberPath, orgCol, orgPath } from '@tessera/domain/paths';
import { AURORA_ORG_ID, TEVERE_ORG_ID } from '../../seed/src/demoIds';
import { api } from '../support/api';
import { db } from '../support/admin';
import { launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD, demoToken } from '../support/demo';

// Settings as a general admin uses them: system lists and application preferences, on the Tevere
// demo circle so that the Aurora screens other files check stay as seeded. Every change made here is undone here.
const RUN = Math.random().toString(36).slice(2, 6);

async function openSettings(page: Page, section = '') {
  await signedIn(page, DEMO_EMAILS.tevereAdmin, DEMO_PASSWORD, `${WEB_URL()}/settings${section}`);
}

const row = (page: Page, name: string) => page.getByTestId('list-value').filter({ hasText: name });
// the shown list's own add form: right after a tab switch the list left behind may still be on its way out
const addName = (page: Page) => page.getByRole('tabpanel').getByTestId('list-add-name');

describe('settings screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('system lists: add (Enter), a taken name refused at its field, rename, delete with confirmation (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openSettings(page);
    // /settings opens the first section and list; an unknown section leads there too
    await page.waitForURL('**/settings/lists/groups');
    await page.goto(`${WEB_URL()}/settings/nope/deeper`);
    await page.waitForURL('**/settings/lists/groups');
    await expect.poll(() => page.getByTestId('list-value').count()).toBe(3);
    await snap(page, 'settings-lists-it-desktop');

    await addName(page).fill('roma  centro');
    await addName(page).press('Enter');
    await expect.poll(() => page.getByTestId('list-add').textContent()).toContain('Esiste già un valore con questo nome');

    await page.getByTestId('list-tab-sections').click();
    await page.waitForURL('**/settings/lists/sections');
    await row(page, 'Sezione Litorale').waitFor();
    const name = `Sezione prova ${RUN}`;
    await addName(page).fill(name);
    await addName(page).press('Enter');
    await row(page, name).waitFor();
    await expect.poll(() => row(page, name).locator('td').nth(1).textContent()).toBe('0');

    await row(page, name).getByTestId('list-edit').click();
    await page.getByTestId('list-edit-name').fill(`${name} bis`);
    await snap(page, 'settings-lists-edit-it-desktop');
    await page.getByTestId('list-edit-save').click();
    await row(page, `${name} bis`).waitFor();

    await row(page, `${name} bis`).getByTestId('list-delete').click();
    await page.getByTestId('list-delete-dialog').waitFor();
    await snap(page, 'settings-lists-delete-it-desktop');
    await page.getByTestId('list-delete-confirm').click();
    await expect.poll(() => row(page, name).count()).toBe(0);
    const left = await db.collection(orgCol(TEVERE_ORG_ID, 'listValues')).where('name', '==', `${name} bis`).count().get();
    expect(left.data().count).toBe(0);

    // the activity log shows what was just done, newest first, and filters by kind
    await page.getByTestId('settings-nav-audit').click();
    await expect.poll(() => page.getByTestId('audit-row').first().getAttribute('data-type')).toBe('listValueDeleted');
    await page.getByTestId('audit-type-filter').selectOption('listValueChanged');
    await expect
      .poll(async () => [
        ...new Set(await page.getByTestId('audit-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type')))),
      ])
      .toEqual(['listValueChanged']);
    await expect.poll(() => page.getByTestId('audit-table').textContent()).toContain(`${name} bis`);
    await snap(page, 'settings-audit-it-desktop');
    await page.context().close();
  });

  it('deleting a value members hold asks where they go and moves them (en, 375 px)', async () => {
    // a member moved onto a fresh section, so the move is seen without touching the seeded sections' members
    const token = await demoToken(DEMO_EMAILS.tevereAdmin);
    const added = await api<{ id: string }>('POST', '/v1/settings/add-list-values', {
      token,
      headers: { type: 'sections' },
      body: { name: `Temp ${RUN}` },
    });
    const member = (await db.collection(orgCol(TEVERE_ORG_ID, 'members')).limit(1).get()).docs[0]!;
    const original = member.get('section') as string;
    expect((await api('PATCH', '/v1/members/one', { token, headers: { id: member.id }, body: { section: added.body.id } })).status).toBe(
      200,
    );

    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await openSettings(page, '/lists/sections');
    await row(page, `Temp ${RUN}`).getByTestId('list-delete').click();
    await expect.poll(() => page.getByTestId('list-delete-held').textContent()).toContain('1 member');
    // confirming without a destination says what is missing and deletes nothing
    await page.getByTestId('list-delete-confirm').click();
    await expect.poll(() => page.getByTestId('list-delete-dialog').textContent()).toContain('Choose where the members move to.');
    await page.getByTestId('list-move-to').selectOption(original);
    await snap(page, 'settings-lists-move-en-mobile');
    await page.getByTestId('list-delete-confirm').click();
    await expect.poll(() => row(page, `Temp ${RUN}`).count()).toBe(0);
    expect((await db.doc(memberPath(TEVERE_ORG_ID, member.id)).get()).get('section')).toBe(original);
    await snap(page, 'settings-lists-en-mobile');
    await page.context().close();
  });

  it('preferences: a bad grace period is refused at its field; a change is saved and stays after a reload (it, desktop; en, 375 px)', async () => {
    const before = (await db.doc(orgPath(TEVERE_ORG_ID)).get()).get('preferences');
    try {
      const page = await newPage(browser, { lang: 'it' });
      await openSettings(page, '/preferences');
      await page.getByTestId('preferences-form').waitFor();
      await snap(page, 'settings-preferences-it-desktop');
      await page.getByTestId('pref-grace').fill('30');
      await page.getByTestId('preferences-save').click();
      await expect.poll(() => page.getByTestId('preferences-form').textContent()).toContain('Indica un numero di mesi da 0 a 24.');
      await page.getByTestId('pref-grace').fill('3');
      await page.getByTestId('pref-maritalStatusView').click();
      await page.getByTestId('pref-date-MM').click();
      await page.getByTestId('preferences-save').click();
      await expect
        .poll(async () => {
          const p = (await db.doc(orgPath(TEVERE_ORG_ID)).get()).get('preferences');
          return [p.gracePeriodMonths, p.maritalStatusView, p.dateFormat];
        })
        .toEqual([3, true, 'MM/dd/yyyy']);
      await page.reload();
      await expect.poll(() => page.getByTestId('pref-grace').inputValue()).toBe('3');
      await page.context().close();

      const mobile = await newPage(browser, { lang: 'en', viewport: 'mobile' });
      await openSettings(mobile, '/preferences');
      await mobile.getByTestId('preferences-form').waitFor();
      await snap(mobile, 'settings-preferences-en-mobile');
      await mobile.context().close();
    } finally {
      await db.doc(orgPath(TEVERE_ORG_ID)).update({ preferences: before });
    }
  });

  it('delete users by card number: pasted numbers, a preview, a confirmation, the report (it, desktop; en, 375 px)', async () => {
    // a Tevere member without a sign-in, whose card goes; a number no card has; a piece that is no number
    const signIns = new Set((await db.collection('profiles').where('orgId', '==', TEVERE_ORG_ID).get()).docs.map((p) => p.get('memberId')));
    const members = (await db.collection(orgCol(TEVERE_ORG_ID, 'members')).where('cardStatus', '==', 'ACTIVE').limit(20).get()).docs;
    const victim = members.find((m) => !signIns.has(m.id) && m.get('cardNumber'))!;
    const card = victim.get('cardNumber') as string;

    const page = await newPage(browser, { lang: 'it' });
    await openSettings(page, '/delete-users');
    await page.getByTestId('delete-users-text').fill(`tessera\n${card}\n999999999`);
    await expect.poll(() => page.getByTestId('delete-users-invalid').textContent()).toContain('tessera');
    await page.getByTestId('delete-users-preview-button').click();
    await page.getByTestId('delete-users-preview').waitFor();
    await expect.poll(() => page.getByTestId('delete-users-members').textContent()).toContain(card);
    await expect.poll(() => page.getByTestId('delete-users-not-found').textContent()).toContain('999999999');
    await snap(page, 'settings-delete-users-preview-it-desktop');
    expect((await db.doc(memberPath(TEVERE_ORG_ID, victim.id)).get()).exists).toBe(true);
    await page.getByTestId('delete-users-confirm-open').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina 1 socio' }).click();
    await page.getByTestId('delete-users-report').waitFor();
    await expect.poll(async () => (await db.doc(memberPath(TEVERE_ORG_ID, victim.id)).get()).exists).toBe(false);
    await snap(page, 'settings-delete-users-report-it-desktop');
    await page.context().close();

    const mobile = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await openSettings(mobile, '/delete-users');
    await mobile.getByTestId('delete-users-text').waitFor();
    await snap(mobile, 'settings-delete-users-en-mobile');
    await mobile.context().close();
  });

  it('preferences change the screens: groups, PDF cards and the digital card go when switched off, and come back', async () => {
    const tevere = (await db.doc(orgPath(TEVERE_ORG_ID)).get()).get('preferences');
    const aurora = (await db.doc(orgPath(AURORA_ORG_ID)).get()).get('preferences');
    try {
      const page = await newPage(browser, { lang: 'it' });
      await openSettings(page, '/preferences');
      await page.goto(`${WEB_URL()}/subscribers`);
      await page.getByTestId('filter-group').waitFor();
      // switched off while the list is open: the live preferences take the filter and the column away
      await db.doc(orgPath(TEVERE_ORG_ID)).update({ 'preferences.showGroups': false, 'preferences.pdfCards': false });
      await expect.poll(() => page.getByTestId('filter-group').count()).toBe(0);
      await expect.poll(() => page.getByTestId('members-table').textContent()).not.toContain('Gruppo');
      await snap(page, 'settings-effect-no-groups-it-desktop');
      // the dashboard drops its members-per-group counts too (they are there with groups on: tests/dashboard)
      await page.goto(`${WEB_URL()}/home`);
      await page.getByTestId('counter-ACTIVE').waitFor();
      await expect.poll(() => page.locator('[data-testid^="counter-group-"]').count()).toBe(0);
      const active = (await db.collection(orgCol(TEVERE_ORG_ID, 'cards')).where('status', '==', 'ACTIVE').limit(20).get()).docs;
      const withEnd = active.find((c) => c.get('validUntil'))!;
      const card = withEnd.id;
      await page.goto(`${WEB_URL()}/cards/${card}`);
      await page.getByTestId('card-title').waitFor();
      expect(await page.getByTestId('card-pdf').count()).toBe(0);
      await db.doc(orgPath(TEVERE_ORG_ID)).update({ 'preferences.pdfCards': true });
      await page.getByTestId('card-pdf').waitFor();
      // the date format follows the preference: the same valid-until with day and month swapped
      const [y, m, d] = (withEnd.get('validUntil').toDate() as Date).toISOString().slice(0, 10).split('-');
      await expect.poll(() => page.getByTestId('card-valid-until').textContent()).toContain(`${d}/${m}/${y}`);
      await db.doc(orgPath(TEVERE_ORG_ID)).update({ 'preferences.dateFormat': 'MM/dd/yyyy' });
      await expect.poll(() => page.getByTestId('card-valid-until').textContent()).toContain(`${m}/${d}/${y}`);
      await page.context().close();

      // a member of an organization without digital cards sees the card without its QR code, and why
      await db.doc(orgPath(AURORA_ORG_ID)).update({ 'preferences.digitalCards': false });
      const member = await newPage(browser, { lang: 'en', viewport: 'mobile' });
      await signedIn(member, DEMO_EMAILS.auroraMember, DEMO_PASSWORD);
      await member.waitForURL('**/my-area');
      await member.getByTestId('card-no-digital').waitFor();
      expect(await member.getByTestId('card-qr').count()).toBe(0);
      await snap(member, 'settings-effect-no-digital-card-en-mobile');
      await member.context().close();
    } finally {
      await db.doc(orgPath(TEVERE_ORG_ID)).update({ preferences: tevere });
      await db.doc(orgPath(AURORA_ORG_ID)).update({ preferences: aurora });
    }
  });
});
