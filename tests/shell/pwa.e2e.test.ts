/**
 * The installable app as hosting serves it: two production builds (versions A and B) in .cache/, served
 * by scripts/lib/serveDist.mjs under firebase.json's security headers with the API proxied to the Functions emulator.
 * One member signs in once; the service worker installs; the card shows offline; B is "deployed" over A and the open
 * pages follow: a clean page reloads into B by itself, a page with a dirty form shows the banner and keeps the typing
 * until the click. The builds register the worker 0.5 s after load instead of 15 s (VITE_SW_DELAY_MS, test only).
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import { serveDist, type ServedDist } from '../../scripts/lib/serveDist.mjs';
import { launchBrowser, snap, VIEWPORTS } from '../support/browser';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../support/demo';

const ROOT = new URL('../..', import.meta.url).pathname;
const DIST = { A: join(ROOT, '.cache', 'pwa-e2e-a'), B: join(ROOT, '.cache', 'pwa-e2e-b') };
const VERSION = { A: `pwa-e2e-a-${Date.now()}`, B: `pwa-e2e-b-${Date.now()}` };
const portOf = (hostAndPort: string | undefined, fallback: number) => String(hostAndPort?.split(':')[1] ?? fallback);

/** A production build of the web app pointed at this run's emulators, carrying `version`. */
async function build(which: 'A' | 'B'): Promise<number> {
  const started = Date.now();
  await promisify(execFile)(
    join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', DIST[which], '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: join(ROOT, 'web'),
      env: {
        ...process.env,
        // vitest sets NODE_ENV=test, which would make Vite build React's development bundle
        NODE_ENV: 'production',
        TESSERA_APP_VERSION: VERSION[which],
        VITE_SW_DELAY_MS: '500',
        VITE_EMULATOR_AUTH_PORT: portOf(process.env.FIREBASE_AUTH_EMULATOR_HOST, 9099),
        VITE_EMULATOR_FIRESTORE_PORT: portOf(process.env.FIRESTORE_EMULATOR_HOST, 8080),
      },
    },
  );
  return Date.now() - started;
}

/** The version the page runs (index.html's meta), or null mid-navigation. */
const versionOf = (page: Page) =>
  page
    .locator('meta[name="tessera-version"]')
    .getAttribute('content', { timeout: 1_000 })
    .catch(() => null);

describe('installable app: service worker, offline card, new versions', () => {
  let browser: Browser;
  let server: ServedDist;
  let context: BrowserContext;
  let page: Page;
  let devtools: CDPSession;
  let builtB: Promise<number>;
  const cspViolations: string[] = [];
  const pageLog: string[] = [];
  // the browser's own view of the service workers (DevTools' ServiceWorker domain), for a failure's report
  const workers = new Map<string, { script: string; status: string; running: string; clients: number }>();
  const pending = new Set<Request>();

  /** CSP refusals Chromium reports on the console, and uncaught errors, from every page of the context. */
  const watch = (p: Page) => {
    p.setDefaultTimeout(20_000);
    p.on('console', (m) => {
      // every refusal counts: img-src allows Firestore's connectivity probe (www.google.com/images/cleardot.gif)
      if (/Content.Security.Policy/i.test(m.text())) cspViolations.push(m.text());
    });
    p.on('console', (m) => p === page && pageLog.push(`${m.type()}: ${m.text().slice(0, 160)}`));
    p.on('pageerror', (e) => cspViolations.push(`page error: ${e.message}`));
    // the Reload click may meet a form's "leave the page?" question: the member confirms
    p.on('dialog', (d) => void d.accept());
  };

  beforeAll(async () => {
    const tookA = await build('A');
    console.info(`build A: ${tookA} ms`);
    // B builds while the browser works on A: it is deployed only at the end
    builtB = build('B');
    server = await serveDist({ dir: DIST.A });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'it-IT' });
    // the pages' requests to the app's origin still unanswered: the events the worker may be handling (the API's, which
    // its static routes send past it, only make the test wait longer before it decides the worker is idle)
    const settled = (r: Request) => pending.delete(r);
    context.on('request', (r) => {
      if (!r.serviceWorker() && r.url().startsWith(server.url)) pending.add(r);
    });
    context.on('requestfinished', settled);
    context.on('requestfailed', settled);
    page = await context.newPage();
    watch(page);
    devtools = await context.newCDPSession(page);
    devtools.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const v of versions)
        workers.set(v.versionId, {
          script: v.scriptURL.replace(/^.*\//, ''),
          status: v.status,
          running: v.runningStatus,
          clients: v.controlledClients?.length ?? 0,
        });
    });
    devtools.on('ServiceWorker.workerErrorReported', ({ errorMessage }) => pageLog.push(`worker error: ${errorMessage.errorMessage}`));
    await devtools.send('ServiceWorker.enable');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
    await builtB?.catch(() => undefined);
  });

  it('runs under the security headers, installs its service worker, and the member reaches their card', async () => {
    const answer = await page.goto(`${server.url}/auth`);
    expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    expect(answer?.headers()['strict-transport-security']).toMatch(/max-age=/);
    const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as { name: string; icons: { purpose?: string }[] };
    expect(manifest.name).toBe('Tessera');
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);

    await page.getByTestId('login-email').fill(DEMO_EMAILS.auroraMember);
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    // a loaded CI machine builds B meanwhile
    await page.waitForURL('**/my-area', { timeout: 60_000 });
    await page.getByTestId('digital-card').waitFor();
    expect(await versionOf(page)).toBe(VERSION.A);
    // registered after the load (0.5 s here, 15 s in production) and, on its first install, controlling the open page
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
    expect(cspViolations).toEqual([]);
  });

  it('static routes: the API and other origins go to the network without waking the worker; the app’s files reach it', async () => {
    // the workers DevTools does not report stopped, named for a failure's reader
    const notStopped = () =>
      [...workers.entries()].filter(([, w]) => w.running !== 'stopped').map(([id, w]) => `#${id} ${w.script} ${w.status} ${w.running}`);
    await devtools.send('ServiceWorker.stopAllWorkers');
    // each stop is reported by a DevTools event, seconds late on a machine that builds version B beside this test
    await expect.poll(notStopped, { timeout: 30_000 }).toEqual([]);
    // The browser's own account of each request's route (Resource Timing's static-routing fields): "network" means the
    // static route sent it past the worker, which was not woken for it. Asked per request, since the open page's own
    // traffic (its app files) may wake the worker at any moment and a global "still stopped" would blame these requests.
    const firestore = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/`;
    const routes = await page.evaluate(
      async (urls) => {
        // room for these entries: the open page's traffic may have filled the buffer (250 by default)
        performance.clearResourceTimings();
        const entryOf = async (href: string) => {
          // an entry is added once its body has arrived, a moment after fetch's answer
          for (let tries = 0; tries < 50; tries += 1) {
            const entry = performance.getEntriesByName(href).at(-1);
            if (entry) return entry as PerformanceResourceTiming & { workerMatchedSourceType?: string };
            await new Promise((r) => setTimeout(r, 100));
          }
          return undefined;
        };
        return Promise.all(
          urls.map(async (u) => {
            const answer = await fetch(u);
            await answer.arrayBuffer();
            const timing = await entryOf(new URL(u, location.href).href);
            return { url: u, status: answer.status, source: timing?.workerMatchedSourceType };
          }),
        );
      },
      ['/v1/website/public-info', firestore, '/manifest.webmanifest'],
    );
    expect(routes).toEqual([
      { url: '/v1/website/public-info', status: 200, source: 'network' },
      { url: firestore, status: expect.any(Number), source: 'network' },
      // the control: a file of the app's own is the worker's to answer
      { url: '/manifest.webmanifest', status: 200, source: 'fetch-event' },
    ]);
    await expect.poll(() => notStopped().length > 0, { timeout: 30_000 }).toBe(true);
  });

  it('offline, a reload still shows the card as last loaded, with its time', async () => {
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('card-offline-note').waitFor();
    await page.getByTestId('digital-card').waitFor();
    expect(page.url()).toMatch(/\/my-area$/);
    expect(await page.getByTestId('card-offline-note').textContent()).toMatch(
      /Offline — tessera aggiornata al \d\d\/\d\d\/\d{4} alle \d\d:\d\d/,
    );
    await snap(page, 'pwa-offline-card-it-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await snap(page, 'pwa-offline-card-it-mobile');
    await page.setViewportSize(VIEWPORTS.desktop);
    // English arrives from the service worker's cache too
    await page.getByTestId('language-switch').selectOption('en');
    await expect.poll(() => page.getByTestId('card-offline-note').textContent()).toMatch(/Offline — card as of .* at \d\d:\d\d/);
    await snap(page, 'pwa-offline-card-en-desktop');
    await page.setViewportSize(VIEWPORTS.mobile);
    await snap(page, 'pwa-offline-card-en-mobile');
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByTestId('language-switch').selectOption('it');

    // the API's paths are never answered with the app shell: offline, they fail
    const probe = await context.newPage();
    await expect(probe.goto(`${server.url}/v1/website/public-info`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await probe.close();
    await context.setOffline(false);
    // back online, the server's answer replaces the copy
    await page.getByTestId('card-offline-note').waitFor({ state: 'detached', timeout: 30_000 });
    expect(cspViolations).toEqual([]);
  });

  // 300 s, not the default 120: the wait for build B and the poll for the new version (each up to minutes on a loaded
  // CI machine) must end in the poll's own report of the worker's state (stopped by CI once: a bare timeout)
  it('a new version deployed: a clean page reloads into it, a dirty form gets the banner and keeps its typing', async () => {
    // a second tab of the same member, typing in their data: unsaved changes
    const form = await context.newPage();
    watch(form);
    await form.goto(`${server.url}/my-data`);
    const hobbies = form.getByTestId('my-data-hobbies');
    await hobbies.fill('Scacchi, montagna e fotografia');
    expect(await versionOf(form)).toBe(VERSION.A);

    // B built while the first tests ran: on a loaded CI machine that can take a minute, which this test's budget allows
    const waitedForB = Date.now();
    const tookB = await builtB;
    const bWaited = Date.now() - waitedForB;
    console.info(`build B: ${tookB} ms, waited ${bWaited} ms`);
    server.setDir(DIST.B);
    const deployed = Date.now();
    // The harness keeps the old worker alive, which no member's browser does. Chromium activates a version that
    // called skipWaiting() once the old worker has no work: it asks a running old worker to stop as soon as it is idle,
    // but a worker with a debugger attached (Playwright attaches to every service worker) is stopped only on that
    // request, and the request is lost when the old worker was just starting up (woken by the page's traffic) at that
    // moment. Without a debugger the idle worker stops by itself and the new version takes over; here, when the page
    // has asked and the old worker is still up 15 s later with none of the pages' requests for the app's files
    // unanswered (so it is idle: a worker held up by its own work would hold up the update for members too, and is
    // left for the failure to report), DevTools stops it as the browser's idle timer would.
    let askedAt: number | undefined;
    let oldStopped = false;
    const stopOldWorkerIfKeptAlive = async () => {
      const asked = pageLog.some((l) => l.includes('asking the waiting version to take over'));
      const waiting = [...workers.values()].some((w) => w.status === 'installed');
      if (oldStopped || !asked || !waiting) return;
      askedAt ??= Date.now();
      const old = [...workers.entries()].find(([, w]) => w.status === 'activated' && w.running !== 'stopped');
      if (!old || Date.now() - askedAt < 15_000 || pending.size > 0) return;
      oldStopped = true;
      const note = `old worker #${old[0]} still ${old[1].running} 15 s after the page asked; stopped through DevTools`;
      console.info(note);
      pageLog.push(`test: ${note}`);
      await devtools.send('ServiceWorker.stopWorker', { versionId: old[0] });
    };
    // the app checks for a new version when its tab becomes visible again (and every 30 minutes)
    await expect
      .poll(
        async () => {
          await stopOldWorkerIfKeptAlive();
          await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))).catch(() => undefined);
          return versionOf(page);
        },
        // the new worker precaches the whole new shell before it waits: seconds alone, far longer on a loaded CI machine
        { interval: 500, timeout: 150_000 },
      )
      .toBe(VERSION.B)
      .catch(async (e: unknown) => {
        // what the browser's worker registration looked like, for the failure's reader
        const state = await page
          .evaluate(async () => {
            const r = await navigator.serviceWorker.getRegistration();
            return {
              installing: r?.installing?.state,
              waiting: r?.waiting?.state,
              active: r?.active?.state,
              online: navigator.onLine,
              banner: document.querySelectorAll('[data-testid="update-banner"]').length,
              path: location.pathname,
            };
          })
          .catch((err: unknown) => String(err));
        // the page's own steps (app/pwa traces each on console.debug), repeats collapsed
        const log: string[] = [];
        for (const line of pageLog.filter((l) => !/cleardot|WebChannel|Cloud Firestore|ERR_INTERNET|deployment look/.test(l))) {
          const last = log.at(-1);
          if (last?.replace(/ ×\d+$/, '') === line) log[log.length - 1] = `${line} ×${Number(/×(\d+)$/.exec(last)?.[1] ?? 1) + 1}`;
          else log.push(line);
        }
        const took = `build B ${tookB} ms (waited ${bWaited} ms), deployed ${Date.now() - deployed} ms ago, old worker stopped by the test: ${oldStopped}`;
        const versions = [...workers.entries()].map(([id, w]) => `#${id} ${w.script} ${w.status} ${w.running} clients ${w.clients}`);
        const unanswered = [...pending].map((r) => new URL(r.url()).pathname);
        throw new Error(
          `${String(e)}\n${took}\nregistration: ${JSON.stringify(state)}\nworkers: ${versions.join('; ')}\nunanswered app requests: ${unanswered.join(', ') || 'none'}\n${log.slice(-30).join('\n')}`,
        );
      });
    await page.getByTestId('digital-card').waitFor();

    // the dirty form was not reloaded: the banner offers it, the typing is still there
    const banner = form.getByTestId('update-banner');
    await banner.waitFor();
    expect(await hobbies.inputValue()).toBe('Scacchi, montagna e fotografia');
    expect(await versionOf(form)).toBe(VERSION.A);
    await snap(form, 'pwa-update-banner-it-desktop');
    await form.setViewportSize(VIEWPORTS.mobile);
    await snap(form, 'pwa-update-banner-it-mobile');
    await form.setViewportSize(VIEWPORTS.desktop);
    await form.getByTestId('language-switch').selectOption('en');
    await expect.poll(() => banner.textContent()).toMatch(/A new version is available/);
    await snap(form, 'pwa-update-banner-en-desktop');
    await form.setViewportSize(VIEWPORTS.mobile);
    await snap(form, 'pwa-update-banner-en-mobile');
    expect(await hobbies.inputValue()).toBe('Scacchi, montagna e fotografia');

    await form.getByTestId('update-reload').click();
    await expect.poll(() => versionOf(form)).toBe(VERSION.B);
    await form.getByTestId('my-data-hobbies').waitFor();
    expect(cspViolations).toEqual([]);
  }, 300_000);
});
