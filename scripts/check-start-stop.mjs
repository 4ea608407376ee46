// Checks that stopping `npm start` ends everything it started, the emulators' Java processes included:
//   TESSERA_PORT_OFFSET=5000 node scripts/check-start-stop.mjs [SIGINT|SIGTERM|SIGHUP …]
// For each signal: starts scripts/start.mjs in a process group of its own (as a terminal runs it), waits until it
// says it is running, notes every process below it by pid, stops it (SIGINT and SIGHUP go to the whole group, as
// Ctrl-C and a closed terminal do; SIGTERM to start.mjs alone, as `kill` does), and fails if any noted pid still
// runs the same program afterwards. Leftovers are ended by pid, never by name.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/emulators.mjs';
import { descendantsOf, endProcesses, processTable, stillRunning } from './lib/processTree.mjs';

const GROUP_SIGNALS = new Set(['SIGINT', 'SIGHUP']);
const signals = process.argv.slice(2).length ? process.argv.slice(2) : ['SIGINT', 'SIGTERM', 'SIGHUP'];

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
for (const signal of signals) {
  const child = await startAndWait();
  const started = descendantsOf(child.pid, processTable());
  const java = started.filter((p) => p.command === 'java');
  if (java.length === 0) throw new Error('no Java process below start.mjs: nothing to check');
  const exited = new Promise((resolve) => child.once('exit', (code, sig) => resolve(code ?? sig)));
  process.kill(GROUP_SIGNALS.has(signal) ? -child.pid : child.pid, signal);
  const outcome = await exited;
  const left = stillRunning(started, processTable());
  const javaLeft = left.filter((p) => p.command === 'java');
  console.log(
    `${signal}: start.mjs ended (${outcome}); Java pids ${java.map((p) => p.pid).join(', ')}; ` +
      `still running: ${left.length ? left.map((p) => `${p.command} ${p.pid}`).join(', ') : 'none'}`,
  );
  if (javaLeft.length || left.length) {
    failed = true;
    await endProcesses(left);
  }
}
console.log(failed ? 'FAILED: processes outlived npm start' : 'OK: stopping npm start ends the emulators, Java included');
process.exit(failed ? 1 : 0);
