import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configProblems, deployProblems, parseDotenv } from './deployCheck.mjs';

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

describe('configProblems: a production configuration has no demo defaults', () => {
  // the functions' own declarations (functions/src/config.ts): no default for what a deployment must choose
  const manifest = {
    endpoints: { api },
    params: [
      { name: 'DEFAULT_ORG', type: 'string' },
      { name: 'APP_URL', type: 'string' },
      { name: 'TRUSTED_PROXY_HOPS', type: 'int', default: 1 },
      { name: 'GOOGLE_WALLET_ISSUER_ID', type: 'string' },
      { name: 'APPLE_PASS_TYPE_ID', type: 'string' },
      { name: 'APPLE_TEAM_ID', type: 'string' },
      { name: 'CARD_TOKEN_SECRET', type: 'secret' },
      { name: 'STRIPE_SECRET_KEY', type: 'secret' },
      { name: 'STRIPE_WEBHOOK_SECRET', type: 'secret' },
      { name: 'SENDGRID_API_KEY', type: 'secret' },
    ],
  };
  const params = {
    DEFAULT_ORG: 'circolo-aurelio',
    APP_URL: 'https://soci.example.org',
    GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
    APPLE_PASS_TYPE_ID: 'pass.org.example.soci',
    APPLE_TEAM_ID: 'AB12CD34EF',
  };
  const secrets = {
    CARD_TOKEN_SECRET: 'f'.repeat(64),
    STRIPE_SECRET_KEY: 'sk_live_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    SENDGRID_API_KEY: 'SG.abc',
  };
  const good = { manifest, project: 'tessera-prod', params, secrets, localSecrets: { CARD_TOKEN_SECRET: 'e'.repeat(64) } };

  it('passes a complete configuration (a parameter with a default may be left out)', () => {
    expect(configProblems(good)).toEqual([]);
  });

  it('wants a real project, not the emulators’ demo one', () => {
    expect(configProblems({ ...good, project: 'demo-tessera' })).toEqual([
      "no production project: demo-tessera is the emulators' own (--project <project-id>)",
    ]);
    expect(configProblems({ ...good, project: undefined })).toEqual(['no project: pass --project <project-id>']);
  });

  it.each(Object.keys(params))('names %s when it is missing or empty', (name) => {
    const expected = [`parameter ${name} is not set in functions/.env.tessera-prod`];
    expect(configProblems({ ...good, params: { ...params, [name]: undefined } })).toEqual(expected);
    expect(configProblems({ ...good, params: { ...params, [name]: '  ' } })).toEqual(expected);
  });

  it.each([
    ['DEFAULT_ORG', 'aps-aurora'],
    ['DEFAULT_ORG', 'circolo-tevere'],
    ['APP_URL', 'http://127.0.0.1:5173'],
    ['APP_URL', 'http://soci.example.org'],
    ['APP_URL', 'https://localhost:5173'],
    ['GOOGLE_WALLET_ISSUER_ID', '3388000000000000000'],
    ['APPLE_PASS_TYPE_ID', 'pass.it.tessera.demo'],
    ['APPLE_TEAM_ID', 'TESSERA000'],
  ])('names %s when it is still the demo value %s', (name, value) => {
    expect(configProblems({ ...good, params: { ...params, [name]: value } })).toEqual([
      `parameter ${name} is still a demo value (${value})`,
    ]);
  });

  it.each(Object.keys(secrets))('names secret %s when it is missing', (name) => {
    expect(configProblems({ ...good, secrets: { ...secrets, [name]: '' } })).toEqual([
      `secret ${name} is not set (export it for the check; functions:secrets:set for the deploy)`,
    ]);
  });

  it('names a secret copied from the emulators, and a provider key of the wrong kind', () => {
    expect(configProblems({ ...good, secrets: { ...secrets, CARD_TOKEN_SECRET: 'e'.repeat(64) } })).toEqual([
      "secret CARD_TOKEN_SECRET is the emulators' own value",
    ]);
    expect(configProblems({ ...good, secrets: { ...secrets, STRIPE_SECRET_KEY: 'pk_live_abc', SENDGRID_API_KEY: 'x' } })).toEqual([
      'secret STRIPE_SECRET_KEY does not look like one (^(sk|rk)_(live|test)_)',
      'secret SENDGRID_API_KEY does not look like one (^SG\\.)',
    ]);
  });

  it('reads dotenv files as the deploy does', () => {
    expect(
      parseDotenv('# note\nDEFAULT_ORG=circolo-aurelio\nAPP_URL="https://soci.example.org"\n\nexport APPLE_TEAM_ID=AB12 # team\n'),
    ).toEqual({
      DEFAULT_ORG: 'circolo-aurelio',
      APP_URL: 'https://soci.example.org',
      APPLE_TEAM_ID: 'AB12',
    });
  });
});
