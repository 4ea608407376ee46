import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { orgCol } from '@tessera/domain/paths';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { closePage, launchBrowser, newPage, signedIn, snap, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD, demoToken } from '../support/demo';
import { publishForAWhile, publishPrivacyPolicy } from '../support/privacyPolicy';

// Campaigns on the Aurora demo association (ENTERPRISE): the admin makes a campaign with a form of its
// own and two places, the public page (no sign-in, 375 px) takes two registrations, refuses the same email twice and
// then says it is full; the admin sees 2 / 2. Publishing needs the privacy policy first (published here for the run,
// taken away at the end): the public form asks consent to it. The campaign and its registrations are removed at the end.
const NAME = `Festa d'estate ${Date.now().toString(36)}`;
// emails of this run only: the registration endpoint limits attempts per email and campaign
const RUN = Date.now().toString(36);
const email = (who: string) => `${who}.${RUN}@esempio.it`;
const campaignsNamed = async () => (await db.collection(orgCol(AURORA_ORG_ID, 'campaigns')).where('name', '==', NAME).get()).docs;
const day = (days: number) => {
  const d = new Date(`${todayInItaly()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function openAdmin(page: Page, path: string) {
  await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}${path}`);
}

/** Fills the public form as one person and sends it. */
async function register(page: Page, person: { name: string; surname: string; email: string; size: string; diet: string }) {
  await page.getByTestId('public-name').fill(person.name);
  await page.getByTestId('public-surname').fill(person.surname);
  await page.getByTestId('public-email').fill(person.email);
  await page.getByTestId('public-answer-taglia_maglietta').selectOption(person.size);
  await page.getByTestId('public-answer-alimentazione').fill(person.diet);
  await page.getByTestId('public-consent').check({ force: true });
  await page.getByTestId('public-submit').click();
}

describe('campaigns', () => {
  let browser: Browser;
  let id = '';
  let privacy: Awaited<ReturnType<typeof publishForAWhile>> | null = null;
  const publicUrl = () => `${WEB_URL()}/c/${AURORA_ORG_ID}/${id}`;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const d of await campaignsNamed()) await db.recursiveDelete(d.ref);
    await privacy?.restore();
    await browser?.close();
  });

  it('creates a campaign with its own form, shown in the list and on the month calendar (it, desktop)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openAdmin(page, '/campaigns');
    await page.getByTestId('nav-campaigns').first().waitFor();
    await page.getByTestId('campaign-new').click();
    await page.getByTestId('campaign-save').click();
    await expect.poll(() => page.getByTestId('campaign-form').textContent()).toContain('Campo obbligatorio');
    await page.getByTestId('campaign-name').fill(NAME);
    await page.getByTestId('campaign-category').fill('Feste');
    await page.getByTestId('campaign-place').fill('Parco Sempione, Milano');
    await page.getByTestId('campaign-startDate').fill(day(0));
    await page.getByTestId('campaign-endDate').fill(day(2));
    await page.getByTestId('campaign-maxParticipants').fill('2');
    await page.getByTestId('campaign-ctaText').fill('Prenota il posto');
    await page.getByTestId('campaign-tags').fill('estate, famiglie');
    await page.getByTestId('campaign-field-add').click();
    await page.getByTestId('campaign-field-label').nth(0).fill('Taglia maglietta');
    await page.getByTestId('campaign-field-label').nth(0).blur();
    expect(await page.getByTestId('campaign-field-id').nth(0).inputValue()).toBe('taglia_maglietta');
    await page.getByTestId('campaign-field-type').nth(0).selectOption('SELECT');
    await page.getByTestId('campaign-field-values').nth(0).fill('S, M, L');
    await page.getByTestId('campaign-field-add').click();
    await page.getByTestId('campaign-field-label').nth(1).fill('Alimentazione');
    await page.getByTestId('campaign-field-label').nth(1).blur();
    await page.getByTestId('campaign-field-required').nth(1).check({ force: true });
    // the text field goes first: the up arrow moves it
    await page.getByTestId('campaign-field-up').nth(1).click();
    expect(await page.getByTestId('campaign-field-label').nth(0).inputValue()).toBe('Alimentazione');
    await page.getByTestId('campaign-header').click();
    await page.getByTestId('campaign-header-bold').click();
    await page.keyboard.type('Musica e giochi');
    await page.getByTestId('campaign-header-bold').click();
    await page.keyboard.type(' per tutta la famiglia');
    await page.getByTestId('campaign-published-switch').check({ force: true });
    // no privacy policy yet: said beside the switch, and the save is refused with nothing written
    await page.getByTestId('campaign-privacy-missing').waitFor();
    await snap(page, 'campaigns-new-privacy-missing-it-desktop');
    await page.getByTestId('campaign-save').click();
    await page.locator('[data-testid="toast"][data-code="PRIVACY_POLICY_REQUIRED"]').waitFor();
    expect(await campaignsNamed()).toHaveLength(0);
    privacy = await publishForAWhile(AURORA_ORG_ID, await demoToken(DEMO_EMAILS.auroraAdmin));
    await page.getByTestId('campaign-privacy-missing').waitFor({ state: 'detached' });
    await snap(page, 'campaigns-new-it-desktop');
    await page.getByTestId('campaign-save').click();
    await page.waitForURL((url) => /\/campaigns\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('/new'));
    const [created] = await campaignsNamed();
    id = created!.id;
    expect(created!.data()).toMatchObject({
      name: NAME,
      maxParticipants: 2,
      published: true,
      registered: 0,
      tags: ['estate', 'famiglie'],
      headerHtml: '<p><strong>Musica e giochi</strong> per tutta la famiglia</p>',
      formFields: [
        { id: 'alimentazione', label: 'Alimentazione', type: 'TEXT', values: [], required: true },
        { id: 'taglia_maglietta', label: 'Taglia maglietta', type: 'SELECT', values: ['S', 'M', 'L'], required: false },
      ],
    });
    expect(await page.getByTestId('campaign-link').inputValue()).toBe(`${WEB_URL()}/c/${AURORA_ORG_ID}/${id}`);
    await expect.poll(() => page.getByTestId('campaign-registrations-count').textContent()).toBe('0 / 2');

    await page.goto(`${WEB_URL()}/campaigns`);
    const row = page.locator(`[data-testid="campaign-row"][data-id="${id}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('0 / 2');
    await snap(page, 'campaigns-list-it-desktop');
    // after a downgrade, a campaign made beyond the lower plan's number a month is marked read-only in the list and
    // on its page (the plan and the row are live: no reload)
    const org = db.doc(`organizations/${AURORA_ORG_ID}`);
    const plan = (await org.get()).get('plan.name');
    const campaign = db.doc(`${orgCol(AURORA_ORG_ID, 'campaigns')}/${id}`);
    const monthSeq = (await campaign.get()).get('monthSeq');
    try {
      await Promise.all([org.update({ 'plan.name': 'PROFESSIONAL' }), campaign.update({ monthSeq: 11 })]);
      await row.getByTestId('campaign-read-only-badge').waitFor();
      expect(await page.getByTestId('campaign-read-only-badge').count()).toBe(1);
      await row.getByRole('link').first().click();
      await page.getByTestId('campaign-read-only').waitFor();
      expect(await page.getByTestId('campaign-form').evaluate((f) => f.closest('fieldset')?.disabled)).toBe(true);
      await page.goto(`${WEB_URL()}/campaigns`);
      await row.waitFor();
    } finally {
      await Promise.all([org.update({ 'plan.name': plan }), campaign.update({ monthSeq: monthSeq ?? FieldValue.delete() })]);
    }
    await expect.poll(() => row.getByTestId('campaign-read-only-badge').count()).toBe(0);
    await page.getByTestId('campaigns-search').fill('estate');
    await expect.poll(() => page.getByTestId('campaign-row').count()).toBeGreaterThanOrEqual(1);
    await page.getByTestId('campaigns-view-calendar').click();
    const calendar = page.getByTestId('campaigns-calendar');
    await calendar.getByText(NAME).first().waitFor();
    await snap(page, 'campaigns-calendar-it-desktop');
    // a long campaign shows in every month it spans: the demo's fidelity card began 10 days ago and runs 80 days
    const next = calendar.getByRole('button', { name: /^(Succ|Next)/ });
    await next.click();
    await next.click();
    await calendar.getByText('Carta fedeltà Libreria dei Navigli').first().waitFor();
    await calendar.getByRole('button', { name: /^(Oggi|Today)/ }).click();
    await calendar.getByText(NAME).first().click();
    await page.waitForURL((url) => url.pathname === `/campaigns/${id}`);
    await closePage(page);
  });

  it('the public page in English at 375 px; without a privacy policy it takes no registration', async () => {
    const page = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    const org = db.doc(`organizations/${AURORA_ORG_ID}`);
    const policies = (await org.get()).get('policies') as unknown;
    await org.update({ policies: FieldValue.delete() });
    try {
      await page.goto(publicUrl());
      await page.getByTestId('public-closed').waitFor();
      expect(await page.getByTestId('public-form').count()).toBe(0);
      await snap(page, 'campaigns-public-closed-en-mobile');
    } finally {
      await org.update({ policies });
    }
    await page.goto(publicUrl());
    await page.getByTestId('public-form').waitFor();
    expect(await page.getByTestId('public-title').textContent()).toBe(NAME);
    expect(await page.getByTestId('public-submit').textContent()).toBe('Prenota il posto');
    expect(await page.getByTestId('public-form').textContent()).toContain('Surname');
    await snap(page, 'campaigns-public-en-mobile');
    await page.getByTestId('public-submit').click();
    await expect.poll(() => page.getByTestId('public-form').textContent()).toContain('Required');
    // the consent is required too, and names the version shown
    expect(await page.locator('[data-field="consent"]').getAttribute('data-invalid')).not.toBeNull();
    expect(await page.locator('[data-field="consent"]').textContent()).toContain(`version ${privacy!.version}`);
    await closePage(page);
  });

  it('takes two registrations on the public page, refuses the same email twice, then is full (it, 375 px, no sign-in)', async () => {
    const first = await newPage(browser, { lang: 'it', viewport: 'mobile' });
    await first.goto(`${publicUrl()}?utm_source=instagram`);
    await first.getByTestId('public-form').waitFor();
    expect(await first.getByTestId('public-header').innerHTML()).toContain('<strong>Musica e giochi</strong>');
    // the honeypot is there for bots, out of the tab order
    expect(await first.locator('input[name="website"]').getAttribute('tabindex')).toBe('-1');
    await snap(first, 'campaigns-public-it-mobile');
    await register(first, { name: 'Anna', surname: 'Bianchi', email: email('anna'), size: 'M', diet: 'Vegetariana' });
    await first.getByTestId('public-registered').waitFor();
    expect(await first.getByTestId('public-registered').textContent()).toContain('Controlla la tua email');
    await snap(first, 'campaigns-public-registered-it-mobile');
    await closePage(first);

    const again = await newPage(browser, { lang: 'it', viewport: 'mobile' });
    await again.goto(publicUrl());
    await again.getByTestId('public-form').waitFor();
    await register(again, { name: 'Anna', surname: 'Bianchi', email: email('anna'), size: 'L', diet: 'Nessuna' });
    await again.getByTestId('public-error').waitFor();
    expect(await again.getByTestId('public-error').textContent()).toContain('già iscritta');
    await snap(again, 'campaigns-public-email-used-it-mobile');
    // a newer privacy policy published while the page is open: asked again, with its new version
    const newer = await publishPrivacyPolicy(await demoToken(DEMO_EMAILS.auroraAdmin), 'privacy newer');
    await register(again, { name: 'Marco', surname: 'Verdi', email: email('marco'), size: 'S', diet: 'Nessuna' });
    await expect.poll(() => again.locator('[data-field="consent"]').textContent()).toContain('appena aggiornata');
    expect(await again.locator('[data-field="consent"]').textContent()).toContain(`versione ${newer}`);
    await snap(again, 'campaigns-public-policy-changed-it-mobile');
    // a third person takes the last place, consenting to the version now shown
    await again.getByTestId('public-consent').check({ force: true });
    await again.getByTestId('public-submit').click();
    await again.getByTestId('public-registered').waitFor();
    await closePage(again);

    const late = await newPage(browser, { lang: 'it', viewport: 'mobile' });
    await late.goto(publicUrl());
    await late.getByTestId('public-full').waitFor();
    expect(await late.getByTestId('public-form').count()).toBe(0);
    expect(await late.getByTestId('public-full').textContent()).toContain('Posti esauriti');
    await snap(late, 'campaigns-public-full-it-mobile');
    await closePage(late);
    const wide = await newPage(browser, { lang: 'it' });
    await wide.goto(publicUrl());
    await wide.getByTestId('public-full').waitFor();
    await snap(wide, 'campaigns-public-full-it-desktop');
    await closePage(wide);

    const stored = await db.collection(`${orgCol(AURORA_ORG_ID, 'campaigns')}/${id}/registrations`).get();
    expect(stored.docs.map((d) => d.get('email')).sort()).toEqual([email('anna'), email('marco')]);
    const anna = stored.docs.find((d) => d.get('email') === email('anna'))!;
    expect(anna.data()).toMatchObject({
      source: 'instagram',
      lang: 'it',
      answers: { taglia_maglietta: 'M', alimentazione: 'Vegetariana' },
      consent: { policyVersion: privacy!.version },
    });
    const marco = stored.docs.find((d) => d.get('email') === email('marco'))!;
    expect(marco.get('consent.policyVersion')).toBe(privacy!.version + 1);
  });

  it('the admin sees the registrations against the places: 2 / 2 (it desktop, en 375 px)', async () => {
    const page = await newPage(browser, { lang: 'it' });
    await openAdmin(page, `/campaigns/${id}`);
    await expect.poll(() => page.getByTestId('campaign-registrations-count').textContent()).toBe('2 / 2');
    await expect.poll(() => page.getByTestId('campaign-registration-row').count()).toBe(2);
    expect(await page.getByTestId('campaign-registrations').textContent()).toContain('instagram');
    await snap(page, 'campaigns-registrations-it-desktop');
    // the registrations as a CSV file: the form's fields are columns of their own
    await page.getByTestId('campaign-registrations-export').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('campaign-registrations-export-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^iscritti-festa-d-estate-[a-z0-9-]+\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(csv[0]).toContain(';Iscritto il;Consenso privacy il;Versione informativa privacy;Alimentazione;Taglia maglietta');
    expect(csv).toHaveLength(3);
    // a campaign with registrations is not deleted
    await page.getByTestId('campaign-delete').click();
    await page.getByTestId('campaign-delete-dialog').waitFor();
    await page.getByTestId('campaign-delete-confirm').click();
    await page.locator('[data-testid="toast"][data-code="SALE_HAS_REGISTRATIONS"]').waitFor();
    expect(await campaignsNamed()).toHaveLength(1);
    await closePage(page);

    const mobile = await newPage(browser, { lang: 'en', viewport: 'mobile' });
    await openAdmin(mobile, '/campaigns');
    await mobile.locator(`[data-testid="campaign-row"][data-id="${id}"]`).waitFor();
    await snap(mobile, 'campaigns-list-en-mobile');
    await mobile.getByTestId('campaigns-view-calendar').click();
    await mobile.getByTestId('campaigns-calendar').getByText(NAME).first().waitFor();
    await snap(mobile, 'campaigns-calendar-en-mobile');
    await mobile.goto(`${WEB_URL()}/campaigns/${id}`);
    await expect.poll(() => mobile.getByTestId('campaign-registrations-count').textContent()).toBe('2 / 2');
    await snap(mobile, 'campaigns-registrations-en-mobile');
    await mobile.goto(`${WEB_URL()}/campaigns/new`);
    await mobile.getByTestId('campaign-form').waitFor();
    await snap(mobile, 'campaigns-new-en-mobile');
    await closePage(mobile);
  });
});
