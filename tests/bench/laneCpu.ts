import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks a second for /proc's CPU times (USER_HZ: 100 on every kernel the bench runs on). */
const TICKS = 100;

interface Proc {
  ppid: number;
  /** utime + stime + cutime + cstime: its own CPU and that of the children it has reaped */
  ticks: number;
}

function readProc(pid: number): Proc | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (2nd field) may hold spaces and parentheses: the fields after it start at the last ')'
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) };
  } catch {
    return null;
  }
}

const cmdline = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/** The `firebase emulators:exec` process this bench runs under: its tree is this lane's emulators, workers and the bench. */
function laneRoot(): number | null {
  for (let pid = process.ppid; pid > 1;) {
    if (/firebase.*emulators:exec/.test(cmdline(pid))) return pid;
    const p = readProc(pid);
    if (!p) return null;
    pid = p.ppid;
  }
  return null;
}

const root = process.platform === 'linux' ? laneRoot() : null;

/**
 * CPU seconds used so far by this lane's processes: the emulators (Firestore's and Pub/Sub's JVMs), firebase-tools,
 * the functions' workers, this bench and what it started. With two lanes side by side the machine's own figures mix
 * them; this one is the lane's alone, so each group of rows can say what it cost. Null off Linux or outside
 * `emulators:exec`.
 */
export function laneCpuSeconds(): number | null {
  if (root === null) return null;
  const all = new Map<number, Proc>();
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const p = readProc(pid);
    if (!p) continue;
    all.set(pid, p);
    children.set(p.ppid, [...(children.get(p.ppid) ?? []), pid]);
  }
  let ticks = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    ticks += all.get(pid)?.ticks ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return ticks / TICKS;
}
