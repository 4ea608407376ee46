// What `firebase deploy` would trip on, checked offline (scripts/deploy-check.mjs). `firebase deploy
// --dry-run` needs a signed-in account and a real project, which these machines do not have; the parts of it that
// need neither are here: the functions' discovery manifest (the same one the CLI reads before deploying), firebase.json,
// the hosting build and the deploy guide's list of secrets and parameters.

/** The parameters and secrets the functions declare, read off their discovery manifest. */
export function declaredParams(manifest) {
  return (manifest.params ?? []).map((p) => ({ name: p.name, secret: p.type === 'secret' }));
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
