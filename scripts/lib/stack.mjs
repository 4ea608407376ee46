// Starts the emulators (and optionally the web dev server) as child processes and stops them cleanly.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import {
  emulatorClientEnv,
  webEnv,
  firebaseConfigArgs,
  firestoreEmulatorEnv,
  FIREBASE_BIN,
  PORTS,
  PROJECT_ID,
  ROOT,
} from './emulators.mjs';
import { waitFor } from './wait.mjs';

export function startEmulators({ importDir, exportOnExit, quiet } = {}) {
  const args = ['emulators:start', ...firebaseConfigArgs(), '--project', PROJECT_ID, '--only', 'auth,firestore,functions'];
  if (importDir) args.push('--import', importDir);
  if (exportOnExit) args.push('--export-on-exit', exportOnExit);
  const child = spawn(FIREBASE_BIN, args, {
    cwd: ROOT,
    env: { ...process.env, ...firestoreEmulatorEnv() },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    detached: false,
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
  // The API answers once the Functions emulator has loaded the code.
  await waitFor(`${env.FUNCTIONS_URL}/api/v1/website/public-info`, {
    timeoutMs: 180_000,
    ok: (res) => res.status !== 404 || res.headers.get('content-type')?.includes('json'),
  });
}

export function startWeb({ quiet, env = {} } = {}) {
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'vite'), ['--strictPort'], {
    cwd: join(ROOT, 'web'),
    env: { ...process.env, ...webEnv(), ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  if (quiet) {
    child.stdout.resume();
    child.stderr.resume();
  }
  return child;
}

export async function waitForWeb() {
  await waitFor(`http://127.0.0.1:${PORTS.web}/`);
}

/** Stops a child with SIGINT (the emulators export their data on it) and waits for it to exit. */
export function stop(child, timeoutMs = 60_000) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGINT');
  });
}
