// `npm run deploy:check`: what can be checked of a deploy without a Firebase account (docs/deploy.md §3). Runs the
// predeploy builds, asks the built functions for their discovery manifest the way `firebase deploy` does, validates
// firebase.json against firebase-tools' own schema, and checks the rest with deployProblems (scripts/lib/deployCheck.mjs).
// `--no-build` reuses functions/lib and web/dist. `--project <id>` names the project to deploy to: its parameters are
// read as the deploy reads them (functions/.env, functions/.env.<id>, then the environment) and its secrets from the
// environment, and every one must be set and no demo value (configProblems). `--emulators` rehearses instead the guide's
// first association on fresh emulators (scripts/deploy-rehearsal.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emulatorsExec, ROOT } from './lib/emulators.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { configProblems, declaredParams, deployProblems, parseDotenv } from './lib/deployCheck.mjs';

ensureInstalled(ROOT);
if (process.argv.includes('--emulators')) process.exit(await emulatorsExec('node --import tsx scripts/deploy-rehearsal.ts'));
const REGION = 'europe-west1';
const build = !process.argv.includes('--no-build');
const projectArg = process.argv.indexOf('--project');
const project = projectArg > 0 ? process.argv[projectArg + 1] : process.env.GCLOUD_PROJECT;
const dotenv = (file) =>
  existsSync(join(ROOT, 'functions', file)) ? parseDotenv(readFileSync(join(ROOT, 'functions', file), 'utf8')) : {};
if (build) {
  console.log('Building the functions and the web app (the predeploy steps) …');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

// The discovery manifest: firebase-functions' own loader, as the CLI runs it before a deploy.
const dir = mkdtempSync(join(tmpdir(), 'tessera-deploy-'));
const manifestFile = join(dir, 'functions.json');
execFileSync(process.execPath, [join(ROOT, 'node_modules', 'firebase-functions', 'lib', 'bin', 'firebase-functions.js')], {
  cwd: join(ROOT, 'functions'),
  env: { ...process.env, FUNCTIONS_MANIFEST_OUTPUT_PATH: manifestFile, GCLOUD_PROJECT: 'deploy-check' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
rmSync(dir, { recursive: true, force: true });

const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
// firebase-tools validates firebase.json with this schema (and Ajv) before it deploys anything
const toolsRequire = createRequire(join(ROOT, 'node_modules', 'firebase-tools', 'package.json'));
const Ajv = toolsRequire('ajv');
const schema = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'firebase-tools', 'schema', 'firebase-config.json'), 'utf8'));
const validate = new (Ajv.default ?? Ajv)({ allowUnionTypes: true, strict: false }).compile(schema);
const schemaProblems = validate(firebaseJson) ? [] : validate.errors.map((e) => `firebase.json ${e.instancePath}: ${e.message}`);

const problems = [
  ...schemaProblems,
  ...deployProblems({
    manifest,
    firebaseJson,
    deployGuide: readFileSync(join(ROOT, 'docs', 'deploy.md'), 'utf8'),
    distFiles: readdirSync(join(ROOT, firebaseJson.hosting.public)),
    region: REGION,
  }),
  ...configProblems({
    manifest,
    project,
    params: { ...dotenv('.env'), ...(project ? dotenv(`.env.${project}`) : {}), ...process.env },
    secrets: process.env,
    localSecrets: dotenv('.secret.local'),
  }),
];
const params = declaredParams(manifest);
console.log(
  `${Object.keys(manifest.endpoints).length} functions in ${REGION}; ${params.filter((p) => p.secret).length} secrets and ` +
    `${params.filter((p) => !p.secret).length} parameters, each in docs/deploy.md; firebase.json valid; hosting headers and build present; ` +
    `configuration of project ${project ?? '(none)'} checked.`,
);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Deploy check passed.');
