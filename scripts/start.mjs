// `npm start`: install what is missing, build, start the emulators offline and the web app, seed the demo
// association on first start, keep emulator data across restarts, print the URL and logins, stop on Ctrl-C.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildFunctions, emulatorClientEnv, PORTS, PROJECT_ID, ROOT } from './lib/emulators.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { rememberDescendants, startEmulators, startScheduler, startWeb, stop, waitForEmulators, waitForWeb } from './lib/stack.mjs';

const DATA_DIR = join(ROOT, '.emulator-data');

ensureInstalled(ROOT);
console.log('Building the functions…');
buildFunctions();

const emulators = startEmulators({
  importDir: existsSync(join(DATA_DIR, 'firebase-export-metadata.json')) ? DATA_DIR : undefined,
  exportOnExit: DATA_DIR,
  ownGroup: true,
});
let web;
let scheduler;
let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping: the emulators export their data to .emulator-data …');
  await Promise.all([stop(web), stop(scheduler), stop(emulators)]);
  process.exit(code);
}
// Ctrl-C, kill, or the terminal closing: each stops the emulators (Java included) and the web server.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0));
// After a hang-up the terminal is gone: writing to it must not crash the shutdown.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);
emulators.on('exit', (code) => {
  if (!stopping) {
    console.error(`The emulators stopped (exit ${code}).`);
    void shutdown(1);
  }
});

try {
  await waitForEmulators();
  rememberDescendants(emulators);
  Object.assign(process.env, emulatorClientEnv());
  const seeded = spawnSync('node', ['--import', 'tsx', 'seed/src/cli.ts', '--if-empty'], { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (seeded.status !== 0) throw new Error('seeding failed');
  // the scheduled functions run on their timetables, as in production (card expiry, holds, mail sweeps…)
  scheduler = startScheduler();
  web = startWeb();
  await waitForWeb();
  spawnSync('node', ['--import', 'tsx', 'seed/src/cli.ts', '--logins'], { cwd: ROOT, stdio: 'inherit', env: process.env });
  console.log(`\n  Tessera is running: http://127.0.0.1:${PORTS.web}/   (project ${PROJECT_ID}, emulators offline)`);
  console.log('  Press Ctrl-C to stop; data is kept in .emulator-data for the next start (delete it to reseed).\n');
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  await shutdown(1);
}
