/**
 * The login page's weight as the browser sees it, run by tests/bench/run.ts (`BENCH_ROWS=bundle` alone; no emulator
 * needed): builds the web app for production into .cache/, serves it as Hosting does (scripts/lib/serveDist.mjs) and
 * opens /auth in headless Chromium, once per language, counting every file the page fetches until the network is idle
 * (no request for 500 ms) — what the page prefetches after drawing the form counts as much as what it draws it with.
 *
 * Sizes are gzip: each fetched JavaScript and CSS file is gzipped here (node's default level, as Hosting's gzip), so
 * the figure does not depend on the encoding this server and Chromium happen to agree on (brotli would be smaller).
 * Fonts are counted as received (already compressed). The service worker is blocked: it registers 15 s after load
 * (app/pwa) and its precache is the installed app's, not the login page's.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { serveDist } from '../../scripts/lib/serveDist.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const OUT = join(ROOT, '.cache', 'bench-web-dist');

/** The languages the login page is weighed in, with the browser locale that chooses each (lib/i18n initialLanguage). */
const LANGUAGES = { it: 'it-IT', en: 'en-GB' } as const;
export type BenchLanguage = keyof typeof LANGUAGES;

export interface FetchedFile {
  path: string;
  gzipKb: number;
}

export interface LoginWeight {
  language: BenchLanguage;
  js: FetchedFile[];
  css: FetchedFile[];
  fonts: FetchedFile[];
  jsGzipKb: number;
  cssGzipKb: number;
  fontKb: number;
  /** the feature areas (web/src/features/<area>) whose code the page fetched: only `auth` when every area is lazy */
  eagerAreas: string[];
}

export interface BundleBench {
  logins: LoginWeight[];
  /** the largest JavaScript file the login page fetches in no language */
  largestChunkGzipKb: number;
  largestChunkName: string;
  /** the build's JavaScript files */
  chunkCount: number;
}

const kb = (bytes: number) => bytes / 1024;
const sum = (files: FetchedFile[]) => files.reduce((total, f) => total + f.gzipKb, 0);
const gzipKbOf = (file: string) => kb(gzipSync(readFileSync(join(OUT, file))).length);

/** The feature areas whose modules are in `files`, read off their source maps (the build writes them). */
function eagerAreas(files: string[]): string[] {
  const areas = new Set<string>();
  for (const file of files) {
    const map = join(OUT, `${file}.map`);
    // Rolldown's runtime helper has no map of its own: no source of ours in it
    if (!existsSync(map)) continue;
    for (const source of (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources) {
      const area = /web\/src\/features\/([^/]+)\//.exec(source)?.[1];
      if (area) areas.add(area);
    }
  }
  return [...areas].sort();
}

/** Opens /auth in a fresh context in `language` and weighs what the page fetched until the network was idle. */
async function weighLogin(browser: import('playwright-core').Browser, url: string, language: BenchLanguage): Promise<LoginWeight> {
  const context = await browser.newContext({ locale: LANGUAGES[language], serviceWorkers: 'block' });
  const page = await context.newPage();
  const js: FetchedFile[] = [];
  const css: FetchedFile[] = [];
  const fonts: FetchedFile[] = [];
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    const kind = response.request().resourceType();
    const list = kind === 'script' ? js : kind === 'stylesheet' ? css : kind === 'font' ? fonts : null;
    if (!list || !response.ok()) return;
    // the body as the page received it (decoded): gzipped here for scripts and styles, as it came for fonts
    bodies.push(
      response.body().then((body) => {
        list.push({ path: path.slice(1), gzipKb: kind === 'font' ? kb(body.length) : kb(gzipSync(body).length) });
      }),
    );
  });
  try {
    await page.goto(`${url}/auth`, { waitUntil: 'networkidle', timeout: 60_000 });
    // weigh a page that works: the form is there, in the language asked for
    await page.getByTestId('login-email').waitFor({ timeout: 10_000 });
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== language) throw new Error(`/auth opened in ${lang}, not ${language}`);
    await Promise.all(bodies);
  } finally {
    await context.close();
  }
  const byPath = (a: FetchedFile, b: FetchedFile) => a.path.localeCompare(b.path);
  return {
    language,
    js: js.sort(byPath),
    css: css.sort(byPath),
    fonts: fonts.sort(byPath),
    jsGzipKb: sum(js),
    cssGzipKb: sum(css),
    fontKb: sum(fonts),
    eagerAreas: eagerAreas(js.map((f) => f.path)),
  };
}

export async function benchBundle(): Promise<BundleBench> {
  // the same build as `npm run build -w web` (web's own folder and env files), into a folder of its own
  await promisify(execFile)(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(ROOT, 'web'),
  });
  const server = await serveDist({ dir: OUT });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const logins: LoginWeight[] = [];
  try {
    for (const language of Object.keys(LANGUAGES) as BenchLanguage[]) logins.push(await weighLogin(browser, server.url, language));
  } finally {
    await browser.close();
    await server.close();
  }
  // the largest figure watches the lazy chunks, where an area or a vendor merged back in would show
  const fetched = new Set(logins.flatMap((l) => l.js.map((f) => f.path)));
  const chunks = readdirSync(join(OUT, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const lazy = chunks
    .filter((f) => !fetched.has(f))
    .map((path) => ({ path, gzipKb: gzipKbOf(path) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  return { logins, largestChunkGzipKb: lazy[0]?.gzipKb ?? 0, largestChunkName: lazy[0]?.path ?? 'none', chunkCount: chunks.length };
}
