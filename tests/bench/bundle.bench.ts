/**
 * The login bundle, run by tests/bench/run.ts: builds the web app for production into .cache/ and
 * weighs, gzipped, the JavaScript the login route (/auth) loads: the entry script of index.html and what it imports
 * statically, followed through Vite's manifest. Dynamic imports (the other screens, Firestore) are left out: the
 * login page never requests them. No emulator needed.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

const ROOT = new URL('../..', import.meta.url).pathname;
const OUT = join(ROOT, '.cache', 'bench-web-dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface BundleChunk {
  file: string;
  gzipKb: number;
  login: boolean;
}

export interface BundleBench {
  loginGzipKb: number;
  /** the largest chunk the login route does not load */
  largestChunkGzipKb: number;
  largestChunkName: string;
  chunks: BundleChunk[];
  /** the feature areas (web/src/features/<area>) whose code the login route loads: only `auth` when every area is lazy */
  eagerAreas: string[];
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(OUT, file))).length / 1024;

/** The files a manifest entry loads before it runs: itself and its static imports, recursively. */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const k of manifest[key]?.imports ?? []) staticClosure(manifest, k, seen);
  return seen;
}

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

export async function benchBundle(): Promise<BundleBench> {
  // the same build as `npm run build -w web` (web's own folder and env files), into a folder of its own
  await promisify(execFile)(
    join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', OUT, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    {
      cwd: join(ROOT, 'web'),
    },
  );
  const manifest = JSON.parse(readFileSync(join(OUT, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (!entry) throw new Error('no index.html entry in the manifest');
  // what the page names (entry script, modulepreload links) and what the entry imports statically: the same set when all is well
  const html = readFileSync(join(OUT, 'index.html'), 'utf8');
  const named = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const login = new Set([...named, ...[...staticClosure(manifest, entry)].map((k) => manifest[k]!.file)]);
  const chunks = readdirSync(join(OUT, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: `assets/${f}`, gzipKb: gzipKb(`assets/${f}`), login: login.has(`assets/${f}`) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  // the login route's own code is one file by design (vite.config.ts: one request) and bounded by its 200 KB; the
  // largest figure watches the lazy chunks, where an area or a vendor merged back in would show
  const largest = chunks.find((c) => !c.login)!;
  return {
    eagerAreas: eagerAreas([...login]),
    loginGzipKb: chunks.filter((c) => c.login).reduce((sum, c) => sum + c.gzipKb, 0),
    largestChunkGzipKb: largest.gzipKb,
    largestChunkName: largest.file,
    chunks,
  };
}
