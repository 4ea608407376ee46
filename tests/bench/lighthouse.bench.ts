/**
 * Lighthouse, run by tests/bench/run.ts with the emulators up: the production build served as hosting
 * serves it (scripts/lib/serveDist.mjs: firebase.json's security headers, the API proxied to the Functions emulator),
 * audited with Lighthouse's desktop preset in Debian's Chromium on the login page and on a member's personal area.
 * The personal area needs a session: the member signs in through the login screen in the same browser profile
 * first, and Lighthouse keeps the profile's storage (disableStorageReset).
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { serveDist } from '../../scripts/lib/serveDist.mjs';
import { untilIdle } from './idle';

const ROOT = new URL('../..', import.meta.url).pathname;
const OUT = join(ROOT, '.cache', 'bench-lighthouse-dist');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageAudit {
  page: string;
  scores: Record<Category, number>;
  /** the audits that cost points, for the table's reader */
  failing: string[];
  /**
   * Lighthouse's measure of this machine's speed (BenchmarkIndex): the desktop preset simulates its throttling from the
   * tasks as this CPU ran them, so the performance score moves with the machine (the login page's code unchanged: 90 on
   * /auth one day here, 99–100 the next). Printed beside the scores so a reader can tell the machine from the work.
   */
  benchmarkIndex: number;
  /** the CPUs' idle share in the two seconds before the page's audit */
  idleBefore: number;
}

/** Runs of one page at most, while Lighthouse reports a runtime error instead of scores. */
const LIGHTHOUSE_RUNS = 3;

const portOf = (hostAndPort: string | undefined, fallback: number) => Number(hostAndPort?.split(':')[1] ?? fallback);

/** The production build pointed at this run's emulators (their ports can be offset: TESSERA_PORT_OFFSET). */
async function build(): Promise<void> {
  await promisify(execFile)(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(ROOT, 'web'),
    env: {
      ...process.env,
      VITE_EMULATOR_AUTH_PORT: String(portOf(process.env.FIREBASE_AUTH_EMULATOR_HOST, 9099)),
      VITE_EMULATOR_FIRESTORE_PORT: String(portOf(process.env.FIRESTORE_EMULATOR_HOST, 8080)),
    },
  });
}

/**
 * `org`: the organization whose pages are audited (`?org=`, lib/deployment): the bench's world is not the demo
 * association the local address names, whose public calls would answer 404 here.
 */
export async function benchLighthouse(account: { email: string; password: string; org: string }): Promise<PageAudit[]> {
  await build();
  const server = await serveDist({ dir: OUT });
  const profile = mkdtempSync(join(tmpdir(), 'tessera-lighthouse-'));
  // every page of the run names the organization (an address's ?org= is kept per tab; Lighthouse opens its own)
  const chosen = `?org=${encodeURIComponent(account.org)}`;
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    userDataDir: profile,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const audit = async (page: string): Promise<PageAudit> => {
      // A member's browser has its CPU to itself: the audit starts once the machine is idle (the build done, the
      // emulators' triggers for the world and the sign-in drained; audited while they ran, the personal area's QR code
      // waited over a second longer for its data and its score read 84 against 93 to 95).
      const idleBefore = await untilIdle();
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        disableStorageReset: true,
      };
      // A run whose trace Lighthouse could not read (NO_NAVSTART, seen on the first page of a fresh Chromium here) has no
      // performance or best-practices score at all, and Lighthouse's own advice is to run it again: up to three runs,
      // and a page that never gives a trace says so in the table instead of scoring 0.
      let result: Awaited<ReturnType<typeof lighthouse>>;
      for (let run = 1; ; run++) {
        result = await lighthouse(`${server.url}${page}${chosen}`, flags, desktopConfig);
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        if (!result.lhr.runtimeError || run === LIGHTHOUSE_RUNS) break;
        console.log(`Lighthouse on ${page}: run ${run} failed (${result.lhr.runtimeError.code}), running it again`);
      }
      // the whole report beside the table, for whoever wants to know what cost the points (Lighthouse's viewer opens it)
      writeFileSync(join(ROOT, '.cache', `bench-lighthouse-${page.slice(1)}.json`), JSON.stringify(result.lhr));
      const { categories, audits } = result.lhr;
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])) as Record<
        Category,
        number
      >;
      const failing = Object.values(audits)
        .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0)
        .map((a) => a.id);
      const error = result.lhr.runtimeError ? [`Lighthouse's own error: ${result.lhr.runtimeError.code}`] : [];
      return {
        page,
        scores,
        failing: [...error, ...failing],
        benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
        idleBefore,
      };
    };
    const login = await audit('/auth');
    // The member signs in in the same profile (Chromium's default context), then the personal area is audited.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${server.url}/auth${chosen}`);
    await page.getByTestId('login-email').fill(account.email);
    await page.getByTestId('login-password').fill(account.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'), { timeout: 60_000 });
    await page.close();
    await browser.close();
    const myArea = await audit('/my-area');
    return [login, myArea];
  } finally {
    chrome.kill();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
