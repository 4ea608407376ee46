/**
 * The login bundle (issue 11 §3), run by tests/bench/run.ts: builds the web app for production into .cache/ and
 * weighs, gzipped, the JavaScript the login route (/auth) loads: the entry script of index.html and what it imports
 * statically, followed through Vite's manifest. Dynamic imports (the other screens, Firestore) are left out: the
 * login page never requests them. No emulator needed.
 */
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
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
  largestChunkGzipKb: number;
  largestChunkName: string;
  chunks: BundleChunk[];
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(OUT, file))).length / 1024;

/** The files a manifest entry loads before it runs: itself and its static imports, recursively. */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const k of manifest[key]?.imports ?? []) staticClosure(manifest, k, seen);
  return seen;
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
  const largest = chunks[0]!;
  return {
    loginGzipKb: chunks.filter((c) => c.login).reduce((sum, c) => sum + c.gzipKb, 0),
    largestChunkGzipKb: largest.gzipKb,
    largestChunkName: largest.file,
    chunks,
  };
}
