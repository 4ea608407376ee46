// What `firebase deploy` would trip on, checked offline (scripts/deploy-check.mjs). `firebase deploy
// --dry-run` needs a signed-in account and a real project, which these machines do not have; the parts of it that
// need neither are here: the functions' discovery manifest (the same one the CLI reads before deploying), firebase.json,
// the hosting build and the deploy guide's list of secrets and parameters.

/** The parameters and secrets the functions declare, read off their discovery manifest (with a plain one's default). */
export function declaredParams(manifest) {
  return (manifest.params ?? []).map((p) => ({ name: p.name, secret: p.type === 'secret', default: p.default }));
}

/**
 * The values the emulators run with (functions/.env.demo-tessera, functions/.env.local, scripts/lib/emulators.mjs):
 * fine for the demo project, a mistake in a real one. A value matching is "still a demo value".
 */
export const DEMO_VALUES = {
  DEFAULT_ORG: (v) => ['aps-aurora', 'circolo-tevere'].includes(v),
  APP_URL: (v) => !v.startsWith('https://') || /^https:\/\/(127\.|localhost\b|\[::1\])/.test(v),
  GOOGLE_WALLET_ISSUER_ID: (v) => v === '3388000000000000000',
  APPLE_PASS_TYPE_ID: (v) => v === 'pass.it.tessera.demo',
  APPLE_TEAM_ID: (v) => v === 'TESSERA000',
};

/** What a real secret of each provider looks like; a stand-in of the emulators does not. */
const SECRET_SHAPES = {
  STRIPE_SECRET_KEY: /^(sk|rk)_(live|test)_/,
  STRIPE_WEBHOOK_SECRET: /^whsec_/,
  SENDGRID_API_KEY: /^SG\./,
};

/** `KEY=value` lines of a dotenv file, as firebase-functions reads them (comments and blank lines skipped). */
export function parseDotenv(text) {
  const values = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m || line.trimStart().startsWith('#')) continue;
    const raw = m[2];
    values[m[1]] = /^(['"]).*\1$/.test(raw) ? raw.slice(1, -1) : raw.replace(/\s+#.*$/, '');
  }
  return values;
}

/**
 * Problems of a production configuration, as sentences; empty when all is set.
 * - manifest: the functions' discovery manifest, for the parameters and secrets they declare;
 * - project: the Firebase project the deploy goes to;
 * - params: the plain parameters' values as the deploy reads them (functions/.env, functions/.env.<project>, then the
 *   environment);
 * - secrets: the secrets' values the operator is about to set (the environment: Secret Manager is not reachable from
 *   here);
 * - localSecrets: the emulators' own secrets (functions/.secret.local), which production must never reuse.
 * Every parameter without a default and every secret must have a value that is no demo one.
 */
export function configProblems({ manifest, project, params, secrets, localSecrets = {} }) {
  const problems = [];
  if (!project) problems.push('no project: pass --project <project-id>');
  else if (project.startsWith('demo-')) problems.push(`no production project: ${project} is the emulators' own (--project <project-id>)`);
  const envFile = `functions/.env.${project || '<project-id>'}`;
  for (const p of declaredParams(manifest)) {
    if (p.secret) {
      const value = secrets[p.name];
      if (!value) problems.push(`secret ${p.name} is not set (export it for the check; functions:secrets:set for the deploy)`);
      else if (localSecrets[p.name] && value === localSecrets[p.name]) problems.push(`secret ${p.name} is the emulators' own value`);
      else if (SECRET_SHAPES[p.name] && !SECRET_SHAPES[p.name].test(value))
        problems.push(`secret ${p.name} does not look like one (${SECRET_SHAPES[p.name].source})`);
      continue;
    }
    const value = params[p.name] ?? (p.default === undefined ? undefined : String(p.default));
    if (value === undefined || value.trim() === '') problems.push(`parameter ${p.name} is not set in ${envFile}`);
    else if (DEMO_VALUES[p.name]?.(value.trim())) problems.push(`parameter ${p.name} is still a demo value (${value.trim()})`);
  }
  return problems;
}

/**
 * Problems that would stop a deploy or leave it broken, as sentences; empty when all is well.
 * - manifest: the functions' discovery manifest (firebase-functions' stackToWire);
 * - firebaseJson: firebase.json, parsed; deployGuide: docs/deploy.md's text; distFiles: the hosting folder's files.
 */
export function deployProblems({ manifest, firebaseJson, deployGuide, distFiles, region }) {
  const problems = [];
  const endpoints = manifest.endpoints ?? {};
  for (const [id, e] of Object.entries(endpoints)) {
    if (!(e.region ?? []).every((r) => r === region)) problems.push(`function ${id} runs in ${e.region}, not ${region}`);
  }
  // every secret has its `functions:secrets:set` line; every plain parameter is explained
  for (const p of declaredParams(manifest)) {
    const documented = p.secret
      ? new RegExp(`functions:secrets:set ${p.name}\\b`).test(deployGuide)
      : new RegExp(`\\b${p.name}\\b`).test(deployGuide);
    if (!documented) problems.push(`${p.secret ? 'secret' : 'parameter'} ${p.name} is not in docs/deploy.md`);
  }
  const hosting = firebaseJson.hosting ?? {};
  for (const r of hosting.rewrites ?? []) {
    if (!r.function) continue;
    const e = endpoints[r.function.functionId];
    if (!e?.httpsTrigger) problems.push(`hosting rewrite ${r.source} names ${r.function.functionId}, which is no HTTPS function`);
    else if (r.function.region && !(e.region ?? []).includes(r.function.region))
      problems.push(`hosting rewrite ${r.source} expects ${r.function.functionId} in ${r.function.region}`);
  }
  const headers = new Map(
    (hosting.headers ?? []).filter((h) => h.source === '**').flatMap((h) => h.headers.map((x) => [x.key.toLowerCase(), x.value])),
  );
  const csp = headers.get('content-security-policy') ?? '';
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1];
  if (!csp) problems.push('hosting sends no Content-Security-Policy');
  else if (scriptSrc === undefined) problems.push('the Content-Security-Policy has no script-src');
  else if (/'unsafe-inline'|'unsafe-eval'/.test(scriptSrc)) problems.push(`script-src allows inline or eval'd scripts: ${scriptSrc}`);
  if (csp && !/frame-ancestors/.test(csp)) problems.push('the Content-Security-Policy sets no frame-ancestors');
  if (!/max-age=\d{8,}/.test(headers.get('strict-transport-security') ?? ''))
    problems.push('no Strict-Transport-Security of a year or more');
  if (!headers.get('referrer-policy')) problems.push('no Referrer-Policy');
  for (const file of ['index.html', 'sw.js', 'manifest.webmanifest'])
    if (!distFiles.includes(file)) problems.push(`the hosting folder has no ${file} (was the web app built?)`);
  return problems;
}
