import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { HOSTS_FILE_PATH } from '@tessera/domain/deployment/hostsMap';
import { hostsPath } from '@tessera/domain/paths';
import { AURORA, TEVERE } from '../../seed/src/organizations';
import { DEMO_HOSTS } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { closePage, launchBrowser, newPage, snap, VIEWPORTS, WEB_URL } from '../support/browser';

// The page address chooses the association (web/src/lib/deployment/hosts.ts) through the host map the page reads
// (/deployment/hosts.json, from platform/hosts). Locally the seed maps 127.0.0.1 to Aurora and localhost to Tevere,
// on the same server, and gives each its name and colours.
const DEPLOYMENTS = [
  { host: '127.0.0.1', org: AURORA, youthOffer: 'cat-giovani' },
  { host: 'localhost', org: TEVERE, youthOffer: 'cat-studenti' },
] as const;

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

// Pictures for people: both languages at both widths. CI takes none (TESSERA_SCREENSHOTS=0) and checks with axe the
// pair screens.e2e.test.ts checks (Italian on a desktop, English at 375 px): the same components in each.
const EVERY_COMBO = process.env.TESSERA_SCREENSHOTS !== '0';

/** Screenshots (with axe) of the page as it is, languages switched in place: no reload. */
async function snapAll(page: Page, name: string, first: 'it' | 'en') {
  for (const lang of first === 'it' ? (['it', 'en'] as const) : (['en', 'it'] as const)) {
    if ((await page.evaluate(() => document.documentElement.lang)) !== lang) {
      await page.getByTestId('language-switch').selectOption(lang);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
    }
    for (const viewport of ['desktop', 'mobile'] as const) {
      if (!EVERY_COMBO && (lang === 'it') !== (viewport === 'desktop')) continue;
      await page.setViewportSize(VIEWPORTS[viewport]);
      await snap(page, `${name}-${lang}-${viewport}`);
    }
  }
}

describe('layout per deployment, chosen from the page address', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(DEPLOYMENTS)('$host: signup and login in the look of $org.id, its offers and its name', async ({ host, org, youthOffer }) => {
    const base = WEB_URL().replace('127.0.0.1', host);
    const page = await newPage(browser, { lang: 'it' });
    const brand = page.getByTestId('deployment-brand');
    // generous: the first public calls of a run wake the Functions emulator's workers (seconds each on the CI's two cores)
    const offers = page.waitForResponse((r) => r.url().includes('/v1/website/categories'), { timeout: 60_000 });

    // Signup: a first visit reads the host map, then the public calls name the organization of the address
    const map = page.waitForResponse((r) => r.url().endsWith(HOSTS_FILE_PATH), { timeout: 60_000 });
    await page.goto(`${base}/signup`);
    expect(((await (await map).json()) as { hosts: Record<string, string> }).hosts[host]).toBe(org.id);
    const answer = await offers;
    expect(answer.request().headers().org).toBe(org.id);
    const offered = ((await answer.json()) as { categories: { _id: string }[] }).categories.map((c) => c._id);
    expect(offered).toContain(youthOffer);
    await expect.poll(() => brand.getAttribute('data-org'), { timeout: 60_000 }).toBe(org.id);
    expect(await page.getByTestId('deployment-name').textContent()).toBe(org.publicInfo.name);
    // its title, its colour (read where the page paints it), its favicon
    expect(await page.title()).toBe(`${org.publicInfo.name} · Tessera`);
    const solid = org.theme!.brand['600'];
    expect(await page.getByTestId('deployment-logo').evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(rgb(solid));
    const favicon = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.href);
    expect(decodeURIComponent(favicon)).toContain(`fill="${solid}"`);
    await snapAll(page, `deployment-${org.short}-signup`, 'it');

    // Login, opened anew: the look is cached, so the page paints in it at once (before public-info answers)
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/website/public-info', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${base}/auth`);
    await page.getByTestId('login-email').waitFor();
    expect(await brand.getAttribute('data-org')).toBe(org.id);
    expect(await page.getByTestId('login-submit').evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(rgb(solid));
    release();
    await page.unrouteAll({ behavior: 'wait' });
    await snapAll(page, `deployment-${org.short}-login`, 'en');
    await closePage(page);
  });

  it('follows the host map as data: a host led to another association shows it at the next visit, with no build', async () => {
    const base = WEB_URL().replace('127.0.0.1', 'localhost');
    const page = await newPage(browser, { lang: 'it' });
    const brand = page.getByTestId('deployment-brand');
    try {
      await page.goto(`${base}/auth`);
      await expect.poll(() => brand.getAttribute('data-org'), { timeout: 60_000 }).toBe(TEVERE.id);
      // the platform admin's change as the API stores it (the API's own test: tests/organizations/domains.api.test.ts)
      await db.doc(hostsPath).set({ hosts: { ...DEMO_HOSTS, localhost: AURORA.id } });
      // the page kept the old map and paints with it at once; the current one moves it to the other association
      // (a route turns the browser's cache off: the file's minute of max-age as if it had passed)
      await page.route(`**${HOSTS_FILE_PATH}`, (route) => route.continue());
      await page.reload();
      await expect.poll(() => brand.getAttribute('data-org'), { timeout: 60_000 }).toBe(AURORA.id);
      expect(await page.getByTestId('deployment-name').textContent()).toBe(AURORA.publicInfo.name);
      // and it is kept: the next page knows it before any request
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('tessera.hosts') ?? '{}') as Record<string, string>)).toMatchObject({
        localhost: AURORA.id,
      });
    } finally {
      await db.doc(hostsPath).set({ hosts: { ...DEMO_HOSTS } });
      await closePage(page);
    }
  });
});
