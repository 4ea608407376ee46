/**
 * The Functions emulator's log (BENCH_EMULATOR_LOG, which scripts/bench.mjs names): a line `Beginning execution of
 * "<region>-<name>"` as each function run begins. The Firestore emulator delivers trigger events one at a time, in the
 * order written, so a row that wrote thousands of members leaves their events queued after its own figure is taken;
 * waiting here for them keeps them out of the rows measured next. The month's measurements read from it which
 * functions are still running (month/serverMeter.ts).
 */
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Where the log ends now (null without a log): what is counted from it comes after. */
export function logEnd(): number | null {
  const file = process.env.BENCH_EMULATOR_LOG;
  return file && existsSync(file) ? statSync(file).size : null;
}

/** The function runs begun since `mark`, counted by function name (null without a log). */
export function invocationsSince(mark: number | null): Record<string, number> | null {
  const file = process.env.BENCH_EMULATOR_LOG;
  if (!file || mark === null || !existsSync(file)) return null;
  const text = readFileSync(file).subarray(mark).toString('utf8');
  const out: Record<string, number> = {};
  for (const m of text.matchAll(/Beginning execution of "[a-z0-9-]+?-([A-Za-z0-9]+)"/g)) out[m[1]!] = (out[m[1]!] ?? 0) + 1;
  return out;
}

/**
 * Waits until `name` has begun `count` runs since `mark` (the events a row set off delivered), at most `maxMs`;
 * answers the seconds waited, or null without a log.
 */
export async function untilInvoked(mark: number | null, name: string, count: number, maxMs = 600_000): Promise<number | null> {
  const started = Date.now();
  for (;;) {
    const seen = invocationsSince(mark);
    if (!seen) return null;
    if ((seen[name] ?? 0) >= count || Date.now() - started >= maxMs) return (Date.now() - started) / 1000;
    await sleep(1000);
  }
}

/**
 * How many of the function runs begun since `mark` the emulator is running now (a line as each begins and as each
 * finishes), read on from where the last call stopped; null without a log.
 */
export function runningSince(mark: number): (() => number) | null {
  const file = process.env.BENCH_EMULATOR_LOG;
  if (!file || !existsSync(file)) return null;
  let at = mark;
  let running = 0;
  let partial = '';
  return () => {
    const end = statSync(file).size;
    if (end <= at) return running;
    const fd = openSync(file, 'r');
    const chunk = Buffer.alloc(end - at);
    readSync(fd, chunk, 0, chunk.length, at);
    closeSync(fd);
    at = end;
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes('functions: Beginning execution of "')) running++;
      else if (line.includes('functions: Finished "')) running = Math.max(0, running - 1);
    }
    return running;
  };
}
