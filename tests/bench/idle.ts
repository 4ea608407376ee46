import { cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** The CPUs' busy and idle time so far, summed over all of them (ms). */
export function cpuTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const { times } of cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.irq + times.idle;
  }
  return { idle, total };
}

/**
 * Waits until the machine is otherwise idle: the CPUs idle for at least `share` of a `windowMs` window (what the
 * set-up started, the emulators' triggers included, has run out), at most `maxMs`. Answers the idle share of the last
 * window, for the row to print: a figure measured on a busy machine says so.
 */
export async function untilIdle(share = 0.9, windowMs = 2000, maxMs = 180_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const before = cpuTimes();
    await sleep(windowMs);
    const after = cpuTimes();
    const idle = (after.idle - before.idle) / Math.max(1, after.total - before.total);
    if (idle >= share || Date.now() - started >= maxMs) return idle;
  }
}
