import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, login, newPage, signedIn, snap, type VIEWPORTS, WEB_URL } from '../support/browser';
import { cardStatusOf } from '@tessera/domain/counters';
import { CARD_STATUSES } from '@tessera/domain/entities/member';
import { orgCol } from '@tessera/domain/paths';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// Both languages and both widths, paired (Italian on a desktop, English at 375 px): the screens are the same components
// in each, and every pair cost the CI's two cores half a minute.
const COMBOS = [
  ['it', 'desktop'],
  ['en', 'mobile'],
] as const satisfies readonly (readonly ['it' | 'en', keyof typeof VIEWPORTS])[];

const HEADINGS = {
  it: { login: 'Accedi', subscribers: 'Associati', home: 'Dashboard', myArea: 'Area Personale', payments: 'Pagamenti' },
  en: { login: 'Sign in', subscribers: 'Members', home: 'Dashboard', myArea: 'Personal Area', payments: 'Payments' },
};

/** Every screen of this release in both languages, at desktop width and at 375 px; screenshots for people to look at. */
describe.each(COMBOS)('screens in %s at %s width', (lang, viewport) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // The page's title is its one h1.
  const heading = async (page: import('playwright-core').Page) => page.getByRole('heading', { level: 1 }).textContent();
  const focused = (page: import('playwright-core').Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.id ?? null);

  /** From a freshly loaded page: the first Tab reaches "skip to content", visible, and Enter puts the focus on main. */
  async function expectSkipLink(page: import('playwright-core').Page) {
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('skip-link');
    const link = page.getByTestId('skip-link');
    expect(await link.textContent()).toBe(lang === 'it' ? 'Vai al contenuto' : 'Skip to content');
    const box = (await link.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('main');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  }
  const wide = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.scrollWidth);

  it('login, admin screens and the payments list', async () => {
    const page = await newPage(browser, { lang, viewport });
    // the public layout (signup: no field takes the focus on load)
    await page.goto(`${WEB_URL()}/signup`);
    await page.getByTestId('skip-link').waitFor({ state: 'attached' });
    await expectSkipLink(page);
    await page.goto(`${WEB_URL()}/auth`);
    await expect.poll(() => heading(page)).toBe(HEADINGS[lang].login);
    await snap(page, `screen-login-${lang}-${viewport}`);
    await login(page, DEMO_EMAILS.auroraGroupAdmin, DEMO_PASSWORD);
    await page.waitForURL('**/subscribers');
    await page.getByTestId('member-row').first().waitFor();
    expect(await heading(page)).toBe(HEADINGS[lang].subscribers);
    expect(await wide(page)).toBeLessThanOrEqual(viewport === 'mobile' ? 375 : 1280);
    await snap(page, `screen-subscribers-group-admin-${lang}-${viewport}`);
    await page.goto(`${WEB_URL()}/home`);
    await page.getByTestId('counter-total').waitFor();
    expect(await heading(page)).toBe(HEADINGS[lang].home);
    await snap(page, `screen-dashboard-group-admin-${lang}-${viewport}`);
    // the signed-in shell: skip link first, then the content
    await expectSkipLink(page);
    await page.goto(`${WEB_URL()}/payments`);
    await expect.poll(() => heading(page)).toBe(HEADINGS[lang].payments);
    await snap(page, `screen-payments-group-admin-${lang}-${viewport}`);
    await page.context().close();
  });

  it('organization admin dashboard: cards by status and members per group agree with the members', async () => {
    const page = await newPage(browser, { lang, viewport });
    await signedIn(page, DEMO_EMAILS.auroraAdmin, DEMO_PASSWORD, `${WEB_URL()}/home`);
    await page.getByTestId('counter-card-ACTIVE').waitFor();
    const members = (await db.collection(orgCol(AURORA_ORG_ID, 'members')).get()).docs.map((d) => d.data());
    for (const status of CARD_STATUSES) {
      const shown = Number(await page.getByTestId(`counter-card-${status}`).textContent());
      expect(shown).toBe(members.filter((m) => cardStatusOf(m) === status).length);
    }
    const g = members.find((m) => m.group)!.group as string;
    expect(Number(await page.getByTestId(`counter-group-${g}`).textContent())).toBe(members.filter((m) => m.group === g).length);
    expect(await wide(page)).toBeLessThanOrEqual(viewport === 'mobile' ? 375 : 1280);
    await snap(page, `screen-dashboard-org-admin-${lang}-${viewport}`);
    // The security dialog is named, and at 375 px opening it from the drawer closes the drawer (it opened on top of it).
    const securityName = lang === 'it' ? 'Sicurezza' : 'Security';
    if (viewport === 'mobile') {
      await page.getByTestId('open-menu').click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      await snap(page, `screen-menu-${lang}-${viewport}`);
      await page.getByRole('dialog', { name: 'Menu' }).getByTestId('open-security').click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });
    } else {
      await page.getByTestId('open-security').click();
    }
    await page.getByRole('dialog', { name: securityName }).waitFor();
    await snap(page, `screen-security-${lang}-${viewport}`);
    await page.context().close();
  });

  it('personal area and profile choice', async () => {
    const page = await newPage(browser, { lang, viewport });
    await login(page, DEMO_EMAILS.twoProfiles, DEMO_PASSWORD);
    await page.getByTestId('profile-dialog').waitFor();
    await snap(page, `screen-profile-dialog-${lang}-${viewport}`);
    await page.getByTestId('profile-dialog').getByRole('radio').first().check({ force: true });
    await page.getByTestId('profile-dialog').getByRole('button').last().click();
    // Profiles are listed by display name: the first is the Aurora member profile.
    await page.waitForURL('**/my-area');
    await page.getByTestId('my-area-welcome').waitFor();
    expect(await heading(page)).toBe(HEADINGS[lang].myArea);
    await snap(page, `screen-my-area-${lang}-${viewport}`);
    expect(await wide(page)).toBeLessThanOrEqual(viewport === 'mobile' ? 375 : 1280);
    await page.context().close();
  });
});
