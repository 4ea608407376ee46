import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleMessage, Page, Request, Response } from 'playwright-core';
import { orgCol } from '@tessera/domain/paths';
import { AURORA_ORG_ID, SOCIO_MEMBER_ID } from '../../seed/src/demoIds';
import { db } from '../support/admin';
import { browserForSuite, closePage, expectAccessible, newPage, signedIn, snap, type VIEWPORTS, WEB_URL } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

// The main screens of every role, each checked twice with axe: while its data is still on the way (Firestore's and the
// API's answers held back until then, so the loading state really is on screen) and once it is there. At both widths
// no table may be wider than its box unless that box is a scroll region a keyboard reaches (ScrollTable): a column cut
// off without a scroll bar is a column nobody sees.
const COMBOS = [
  ['it', 'desktop'],
  ['en', 'mobile'],
] as const satisfies readonly (readonly ['it' | 'en', keyof typeof VIEWPORTS])[];

const MAILSHOT_ID = `crawl-${Date.now().toString(36)}`;

const SCREENS: readonly { role: keyof typeof DEMO_EMAILS; paths: readonly string[] }[] = [
  {
    role: 'auroraAdmin',
    paths: [
      '/home',
      '/subscribers',
      `/subscribers/${SOCIO_MEMBER_ID}`,
      '/payments',
      '/payments/operations',
      '/cards',
      '/activities',
      '/contracts',
      '/campaigns',
      // its refresh button is busy while the figures load
      '/campaigns?view=analytics',
      '/campaigns/mailshots',
      `/campaigns/mailshots/${MAILSHOT_ID}`,
      '/requests',
      '/settings/lists/groups',
      '/settings/fields',
      '/settings/admins',
    ],
  },
  { role: 'platform', paths: ['/settings/organizations'] },
  { role: 'auroraGroupAdmin', paths: ['/subscribers', '/payments', '/cards'] },
  { role: 'auroraStaff', paths: ['/subscribers', '/payments', '/cards'] },
  // not /my-area: after the first sign-in it shows the card from its offline copy at once, with no loading state to check
  { role: 'auroraMember', paths: ['/my-data', '/my-payments'] },
];

// the member's own screens, whose data the app may already hold from the sign-in
const MAY_BE_LOADED = ['/my-data', '/my-payments'];

// what the screens show while they load: skeletons and spinners, each a status
const LOADING = 'main [aria-busy="true"], main [role="status"]';
const FIRESTORE_LISTEN = '**/google.firestore.v1.Firestore/Listen/channel**';

/**
 * Opens `path` inside the running app (no reload: the session stays) with the data's answers held back, runs axe on
 * the loading state, then lets the answers through and waits until nothing loads any more.
 */
async function openWhileLoading(page: Page, path: string, label: string): Promise<void> {
  const traffic = channelTraffic(page);
  try {
    await checkWhileHeld(page, path, label);
    // A screen may wait behind work the emulators are still doing for an earlier test file: a minute before calling it
    // stuck, and then what its Firestore channel and the console did meanwhile, to tell a slow emulator from a hang.
    await expect
      .poll(() => page.locator(LOADING).count(), { timeout: 60_000, message: `${path}: still loading` })
      .toBe(0)
      .catch((e: Error) => {
        throw new Error(`${e.message}\nits Firestore channel and console meanwhile (ms):\n${traffic.lines.join('\n')}`, { cause: e });
      });
  } finally {
    traffic.stop();
  }
}

/** Opens `path` with the data's answers held back and runs axe on its loading state; lets the answers through. */
async function checkWhileHeld(page: Page, path: string, label: string): Promise<void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: import('playwright-core').Route) => {
    if (route.request().method() !== 'GET' || route.request().url().includes('/v1/')) await held;
    await route.continue().catch(() => undefined);
  };
  await page.route(FIRESTORE_LISTEN, hold);
  await page.route(`${WEB_URL()}/v1/**`, hold);
  try {
    await page.evaluate((p) => {
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    // A member's own screens may find their data already in the app (the listener the sign-in opened for the member's
    // record): then there is no loading state to judge, and only the loaded screen is checked below.
    const loading = await page
      .locator(LOADING)
      .first()
      .waitFor({ state: 'visible', timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (loading) {
      // colours still changing (a tab just chosen) would be judged half-way; a skeleton's pulse never ends, so it is not waited for
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      );
      await expectAccessible(page, `${label}-loading`);
    } else if (!MAY_BE_LOADED.includes(path)) {
      throw new Error(`${path}: no loading state appeared while its data was held back`);
    }
  } finally {
    release();
  }
  await page.unroute(FIRESTORE_LISTEN, hold);
  await page.unroute(`${WEB_URL()}/v1/**`, hold);
}

/** What the page's Firestore channel sent and got, and what the console said, from now on (the time in ms). */
function channelTraffic(page: Page): { lines: string[]; stop: () => void } {
  const lines: string[] = [];
  const t0 = Date.now();
  const at = () => String(Date.now() - t0).padStart(6);
  const onChannel = (url: string) => url.includes('Firestore/Listen/channel');
  const sent = (r: Request) => void (onChannel(r.url()) && lines.push(`${at()} > ${r.method()}`));
  const answered = (r: Response) => void (onChannel(r.url()) && lines.push(`${at()} < ${r.status()} ${r.request().method()}`));
  const failed = (r: Request) => void (onChannel(r.url()) && lines.push(`${at()} ✘ ${r.method()} ${r.failure()?.errorText ?? ''}`));
  const said = (m: ConsoleMessage) =>
    void (['warning', 'error'].includes(m.type()) && lines.push(`${at()} console.${m.type()}: ${m.text().slice(0, 200)}`));
  page.on('request', sent);
  page.on('response', answered);
  page.on('requestfailed', failed);
  page.on('console', said);
  return {
    lines,
    stop: () => {
      page.off('request', sent);
      page.off('response', answered);
      page.off('requestfailed', failed);
      page.off('console', said);
    },
  };
}

/** The tables wider than their box where that box is no keyboard-reachable scroll region: their columns are cut off. */
const clippedTables = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main table')).flatMap((table) => {
      for (let box = table.parentElement; box && box.tagName !== 'MAIN'; box = box.parentElement) {
        if (box.scrollWidth <= box.clientWidth + 1) continue;
        const scrolls = ['auto', 'scroll'].includes(getComputedStyle(box).overflowX);
        const reachable = box.getAttribute('role') === 'region' && box.tabIndex === 0;
        return scrolls && reachable
          ? []
          : [`${table.getAttribute('data-testid') ?? 'table'}: ${box.scrollWidth} px in ${box.clientWidth} px`];
      }
      return [];
    }),
  );

describe.each(COMBOS)('every role’s main screens in %s at %s width', (lang, viewport) => {
  const browser = browserForSuite();
  beforeAll(async () => {
    // a sent mailshot to monitor, delivered to one member
    const at = new Date();
    const mailshot = db.doc(`${orgCol(AURORA_ORG_ID, 'mailshots')}/${MAILSHOT_ID}`);
    await mailshot.set({
      subject: 'Notizie di prova',
      bodyHtml: '<p>Ciao</p>',
      lang: 'it',
      senderId: 'sender-verified',
      state: 'DONE',
      recipients: { kind: 'lists', groups: [], sections: [], categories: [] },
      count: { recipients: 1, duplicates: 0, invalid: 0, suppressed: 0, noConsent: 0 },
      createdBy: { uid: 'demo-aurora-admin', email: DEMO_EMAILS.auroraAdmin },
      createdAt: at,
      queuedAt: at,
      doneAt: at,
    });
    await mailshot.collection('deliveries').doc('crawl').set({ email: 'socio@aurora.demo', state: 'DELIVERED', updatedAt: at });
  });
  afterAll(async () => {
    await db.recursiveDelete(db.doc(`${orgCol(AURORA_ORG_ID, 'mailshots')}/${MAILSHOT_ID}`));
  });

  for (const { role, paths } of SCREENS) {
    it(`${role}: accessible while loading and loaded, no table cut off`, async () => {
      const page = await newPage(browser(), { lang, viewport, timeout: 30_000 });
      await signedIn(page, DEMO_EMAILS[role], DEMO_PASSWORD);
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 60_000 });
      // from a page that loads nothing, so that the first screen too is opened, not already there; without the copies
      // kept for offline use (the member's card), so that every screen loads
      await page.evaluate(() => window.localStorage.clear());
      await page.goto(`${WEB_URL()}/change-pass`);
      await page.locator('main h1').waitFor();
      for (const path of paths) {
        const label = `crawl-${role}${path.replace(/[/?=]/g, '-')}-${lang}-${viewport}`;
        await openWhileLoading(page, path, label);
        await snap(page, label);
        expect(await clippedTables(page), `${path}: tables cut off`).toEqual([]);
      }
      await closePage(page);
    });
  }
});
