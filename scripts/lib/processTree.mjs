// The processes a child started, found by pid: firebase-tools starts the Java emulators detached (their own process
// group), so they outlive a CLI that was killed, crashed or forced to quit. We remember them and end them by pid.
import { execFileSync } from 'node:child_process';

/** Every live process as { pid, ppid, command } (`ps` works alike on Linux and macOS). */
export function processTable() {
  const out = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,stat=,comm='], { encoding: 'utf8' });
  return parseProcessTable(out);
}

/** `ps -o pid=,ppid=,stat=,comm=` lines; zombies (ended, not yet reaped: in a container nobody may reap them) left out. */
export function parseProcessTable(text) {
  return text
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\S+)\s+(.*)$/.exec(line))
    .filter((m) => m && !m[3].startsWith('Z'))
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), command: m[4].trim() }));
}

/** The processes below `pid` in `table` (children, their children …), not `pid` itself. */
export function descendantsOf(pid, table) {
  const children = new Map();
  for (const p of table) {
    if (!children.has(p.ppid)) children.set(p.ppid, []);
    children.get(p.ppid).push(p);
  }
  const out = [];
  const queue = [...(children.get(pid) ?? [])];
  while (queue.length) {
    const p = queue.shift();
    out.push(p);
    queue.push(...(children.get(p.pid) ?? []));
  }
  return out;
}

/**
 * Of the processes remembered earlier, those still running as the same program: a pid the system gave to another
 * program since is left alone.
 */
export function stillRunning(remembered, table) {
  const now = new Map(table.map((p) => [p.pid, p.command]));
  return remembered.filter((p) => now.get(p.pid) === p.command);
}

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Ends the remembered processes still running: SIGTERM, then SIGKILL for any still there after `graceMs`.
 * Answers those that would not end (none, normally).
 */
export async function endProcesses(remembered, graceMs = 5_000) {
  const signal = (procs, sig) => {
    for (const p of procs) {
      try {
        process.kill(p.pid, sig);
      } catch {
        // already gone
      }
    }
  };
  let left = stillRunning(remembered, processTable());
  signal(left, 'SIGTERM');
  for (const until = Date.now() + graceMs; left.length && Date.now() < until; left = stillRunning(left, processTable())) await pause(100);
  signal(left, 'SIGKILL');
  for (const until = Date.now() + 5_000; left.length && Date.now() < until; left = stillRunning(left, processTable())) await pause(100);
  return left;
}
