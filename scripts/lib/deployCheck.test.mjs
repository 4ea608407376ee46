import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployProblems } from './deployCheck.mjs';

const ROOT = new URL('../..', import.meta.url).pathname;
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
const deployGuide = readFileSync(join(ROOT, 'docs', 'deploy.md'), 'utf8');

const api = { region: ['europe-west1'], httpsTrigger: {} };
const good = {
  manifest: { endpoints: { api }, params: [{ name: 'APP_URL', type: 'string' }] },
  firebaseJson,
  deployGuide: 'APP_URL: the address\nnpx firebase functions:secrets:set CARD_TOKEN_SECRET',
  distFiles: ['index.html', 'sw.js', 'manifest.webmanifest', 'assets'],
  region: 'europe-west1',
};

/** Every `defineSecret('X')`, `defineString('X')`, `defineInt('X')` in the functions' sources. */
function declaredInSources(dir = join(ROOT, 'functions', 'src')) {
  const names = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) names.push(...declaredInSources(path));
    else if (entry.endsWith('.ts'))
      for (const m of readFileSync(path, 'utf8').matchAll(/define(Secret|String|Int|Boolean|List)\('([A-Z0-9_]+)'/g))
        names.push({ name: m[2], secret: m[1] === 'Secret' });
  }
  return names;
}

describe('deployProblems', () => {
  it('passes the repository’s firebase.json with a complete guide and build', () => {
    expect(deployProblems(good)).toEqual([]);
  });

  it('names a secret or parameter the guide does not list', () => {
    const manifest = {
      endpoints: { api },
      params: [
        { name: 'NEW_KEY', type: 'secret' },
        { name: 'RATE', type: 'int' },
      ],
    };
    expect(deployProblems({ ...good, manifest })).toEqual([
      'secret NEW_KEY is not in docs/deploy.md',
      'parameter RATE is not in docs/deploy.md',
    ]);
  });

  it('refuses inline scripts, a missing frame-ancestors or HSTS, and a rewrite to no function', () => {
    const headers = [
      {
        source: '**',
        headers: [{ key: 'Content-Security-Policy', value: "default-src 'self'; script-src 'self' 'unsafe-inline'" }],
      },
    ];
    const json = { hosting: { headers, rewrites: [{ source: '/v1/**', function: { functionId: 'gone', region: 'europe-west1' } }] } };
    expect(deployProblems({ ...good, firebaseJson: json })).toEqual([
      'hosting rewrite /v1/** names gone, which is no HTTPS function',
      "script-src allows inline or eval'd scripts: 'self' 'unsafe-inline'",
      'the Content-Security-Policy sets no frame-ancestors',
      'no Strict-Transport-Security of a year or more',
      'no Referrer-Policy',
    ]);
  });

  it('wants the service worker and the manifest in the build, and every function in the region', () => {
    const manifest = { endpoints: { api, nightly: { region: ['us-central1'], scheduleTrigger: {} } } };
    expect(deployProblems({ ...good, manifest, distFiles: ['index.html'] })).toEqual([
      'function nightly runs in us-central1, not europe-west1',
      'the hosting folder has no sw.js (was the web app built?)',
      'the hosting folder has no manifest.webmanifest (was the web app built?)',
    ]);
  });
});

describe('docs/deploy.md', () => {
  it('lists every secret and parameter the functions declare (a new one fails here until documented)', () => {
    const declared = declaredInSources();
    expect(declared.length).toBeGreaterThan(5);
    const manifest = { endpoints: {}, params: declared.map((d) => ({ name: d.name, type: d.secret ? 'secret' : 'string' })) };
    const problems = deployProblems({ ...good, manifest, deployGuide }).filter((p) => p.includes('docs/deploy.md'));
    expect(problems).toEqual([]);
  });
});
