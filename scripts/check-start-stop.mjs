// Checks that stopping `npm start` ends everything it started, the emulators' Java processes included:
//   TESSERA_PORT_OFFSET=5000 node scripts/check-start-stop.mjs [SIGINT|SIGTERM|SIGHUP|CTRL-C-TWICE|CLI-KILLED …]
// For each way of stopping: starts scripts/start.mjs in a process group of its own (as a terminal runs it), waits
// until it says it is running, notes every process below it by pid, stops it, and fails if any noted pid still runs
// the same program afterwards. SIGINT and SIGHUP go to the whole group (Ctrl-C, a closed terminal); SIGTERM to
// start.mjs alone (`kill`); CTRL-C-TWICE is an impatient Ctrl-C (firebase-tools quits at once on a second SIGINT);
// CLI-KILLED kills the firebase CLI (a crash): start.mjs must notice and end Java. Leftovers are ended by pid.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/emulators.mjs';
import { descendantsOf, endProcesses, processTable, stillRunning } from './lib/processTree.mjs';

const GROUP_SIGNALS = new Set(['SIGINT', 'SIGHUP']);
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** Stops start.mjs (`child`) the way `how` names; `java` are the emulators' Java processes below it. */
async function stopThe(child, how, java) {
  if (how === 'CTRL-C-TWICE') {
    process.kill(-child.pid, 'SIGINT');
    // past firebase-tools' 100 ms debounce; a group that has already ended is fine
    await pause(300);
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // already stopped
    }
  } else if (how === 'CLI-KILLED') {
    // the firebase CLI is Java's parent
    process.kill(java[0].ppid, 'SIGKILL');
  } else {
    process.kill(GROUP_SIGNALS.has(how) ? -child.pid : child.pid, how);
  }
}
const WAYS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'CTRL-C-TWICE', 'CLI-KILLED'];
const ways = process.argv.slice(2).length ? process.argv.slice(2) : WAYS;

function startAndWait() {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`start.mjs did not come up in 6 minutes:\n${tail.join('')}`)), 360_000);
    const onData = (d) => {
      tail.push(String(d));
      tail.splice(0, Math.max(0, tail.length - 40));
      if (String(d).includes('Tessera is running')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`start.mjs exited (${code}) before it was running:\n${tail.join('')}`)));
  });
}

let failed = false;
for (const way of ways) {
  const child = await startAndWait();
  const started = descendantsOf(child.pid, processTable());
  const java = started.filter((p) => p.command === 'java');
  if (java.length === 0) throw new Error('no Java process below start.mjs: nothing to check');
  const exited = new Promise((resolve) => child.once('exit', (code, sig) => resolve(code ?? sig)));
  await stopThe(child, way, java);
  const outcome = await exited;
  const left = stillRunning(started, processTable());
  const javaLeft = left.filter((p) => p.command === 'java');
  console.log(
    `${way}: start.mjs ended (${outcome}); Java pids ${java.map((p) => p.pid).join(', ')}; ` +
      `still running: ${left.length ? left.map((p) => `${p.command} ${p.pid}`).join(', ') : 'none'}`,
  );
  if (javaLeft.length || left.length) {
    failed = true;
    await endProcesses(left);
  }
}
console.log(failed ? 'FAILED: processes outlived npm start' : 'OK: stopping npm start ends the emulators, Java included');
process.exit(failed ? 1 : 0);
