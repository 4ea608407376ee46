// Starts the emulators (and optionally the web dev server) as child processes and stops them cleanly.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import {
  emulatorClientEnv,
  EMULATORS,
  webEnv,
  firebaseConfigArgs,
  emulatorBinariesEnv,
  FUNCTIONS_LOAD_ENV,
  FIREBASE_BIN,
  PORTS,
  PROJECT_ID,
  ROOT,
} from './emulators.mjs';
import { descendantsOf, endProcesses, processTable } from './processTree.mjs';
import { waitFor } from './wait.mjs';

/**
 * `ownGroup`: the CLI gets its own process group, so a Ctrl-C in the terminal reaches only the caller, which then
 * sends the one SIGINT of a clean shutdown (a second SIGINT makes firebase-tools quit at once and leave Java behind).
 * Only for a caller that stops the child itself on every signal (start.mjs).
 */
export function startEmulators({ importDir, exportOnExit, quiet, ownGroup = false } = {}) {
  const args = ['emulators:start', ...firebaseConfigArgs(), '--project', PROJECT_ID, '--only', EMULATORS];
  if (importDir) args.push('--import', importDir);
  if (exportOnExit) args.push('--export-on-exit', exportOnExit);
  const child = spawn(FIREBASE_BIN, args, {
    cwd: ROOT,
    env: { ...process.env, ...emulatorBinariesEnv(), ...FUNCTIONS_LOAD_ENV },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    detached: ownGroup,
  });
  if (quiet) {
    // Keep the last lines for a failure report.
    const tail = [];
    const keep = (d) => {
      tail.push(...String(d).split('\n'));
      tail.splice(0, Math.max(0, tail.length - 80));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.tail = tail;
  }
  return child;
}

export async function waitForEmulators() {
  const env = emulatorClientEnv();
  await waitFor(`http://127.0.0.1:${PORTS.firestore}/`);
  await waitFor(`http://127.0.0.1:${PORTS.auth}/`);
  await waitFor(`http://127.0.0.1:${PORTS.pubsub}/`);
  // The API answers once the Functions emulator has loaded the code.
  await waitFor(`${env.FUNCTIONS_URL}/api/v1/website/public-info`, {
    timeoutMs: 180_000,
    ok: (res) => res.status !== 404 || res.headers.get('content-type')?.includes('json'),
  });
}

/**
 * The local Cloud Scheduler (scripts/scheduler.mjs): publishes to the scheduled functions' topics on their timetables.
 * Start it once the emulators are up; it prints one line naming the jobs, then a line each time it starts one.
 */
export function startScheduler() {
  return spawn(process.execPath, [join(ROOT, 'scripts', 'scheduler.mjs')], {
    cwd: ROOT,
    env: { ...process.env, ...emulatorClientEnv() },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Where the browser tests' build of the web app goes (git-ignored); the bench's goes to `dist-bench`. */
const E2E_DIST = 'dist-e2e';

/**
 * Builds the web app into E2E_DIST for `startWeb({ built: true })`. Asynchronous, so that it runs while the emulators
 * start (it needs only their ports, known in advance).
 */
export function buildWeb({ env = {}, outDir = E2E_DIST } = {}) {
  const vite = join(ROOT, 'node_modules', '.bin', 'vite');
  const child = spawn(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(ROOT, 'web'),
    env: { ...process.env, ...webEnv(), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed (${code})`))));
  });
}

export function startWeb({ quiet, env = {}, built = false, outDir = E2E_DIST } = {}) {
  const childEnv = { ...process.env, ...webEnv(), ...env };
  const stdio = quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'];
  // built: the app bundled once (buildWeb) and served as Hosting serves it (serveDist.mjs: firebase.json's headers and
  // rewrites, each file compressed once), so that every fresh browser context loads a few chunks instead of the dev
  // server's hundreds of modules, and nothing is compressed again for each of them
  const child = built
    ? spawn(process.execPath, [join(ROOT, 'scripts', 'lib', 'serveDist.mjs'), join(ROOT, 'web', outDir), String(PORTS.web)], {
        env: { ...childEnv, ...emulatorClientEnv() },
        stdio,
      })
    : spawn(join(ROOT, 'node_modules', '.bin', 'vite'), ['--strictPort'], { cwd: join(ROOT, 'web'), env: childEnv, stdio });
  if (quiet) {
    child.stdout.resume();
    child.stderr.resume();
  }
  return child;
}

export async function waitForWeb() {
  await waitFor(`http://127.0.0.1:${PORTS.web}/`);
}

/**
 * Notes the processes `child` has started so far (the emulators' Java processes): `stop` ends any that outlive it.
 * Call it once they run, so that they are known even if the child dies on its own later.
 */
export function rememberDescendants(child) {
  if (!child?.pid) return;
  child.started ??= new Map();
  for (const p of descendantsOf(child.pid, processTable())) child.started.set(p.pid, p);
}

/**
 * Stops a child with SIGINT (the emulators export their data on it), waits for it to exit (SIGKILL after
 * `timeoutMs`), then ends, by pid, whatever it had started and left running.
 */
export async function stop(child, timeoutMs = 60_000) {
  if (!child) return;
  if (child.exitCode === null && child.signalCode === null) {
    rememberDescendants(child);
    await new Promise((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGINT');
    });
  }
  const left = await endProcesses([...(child.started?.values() ?? [])]);
  if (left.length) console.error(`Could not end: ${left.map((p) => `${p.command} (pid ${p.pid})`).join(', ')}`);
}
