/**
 * The functions' usage as their meter writes it (functions/src/shared/usage/usageMeter.ts: JSON lines in the file
 * TESSERA_METER_FILE names, which scripts/bench.mjs sets for the emulators and this process alike).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { addUsage, noUsage, type Usage as ServerUsage } from '../../../functions/src/shared/usage/usageCounts';
import { zeroUsage, type Usage } from './cost';
import { logEnd, runningSince } from '../functionsLog';

export const meterFile = () => process.env.TESSERA_METER_FILE;

const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);

/** Where the meter's file and the emulator's log end now: what comes after is what happens next. */
export interface Mark {
  meter: number;
  log: number;
}

export function mark(): Mark {
  const file = meterFile();
  return { meter: file ? size(file) : 0, log: logEnd() ?? 0 };
}

/**
 * How long without a line means the functions are done, when nothing says how many are running: on a loaded machine
 * the emulator started a trigger seconds after the write that set it off (with 3 s, a member edit's triggers were
 * counted in the next action's figure).
 */
const QUIET_MS = 8000;
/**
 * How long without a line is enough when the emulator's log shows no function running: a trigger waiting for a busy
 * worker is started the moment it is free, so what is left is the event's way from Firestore to the Functions emulator
 * and, when every worker of its function was busy, the start of a new worker (which the log shows only once it runs).
 */
const IDLE_MS = 3000;

/**
 * Waits until the functions have gone quiet (the triggers an action set off have run, the ones they set off too), then
 * sums what they wrote since `from`: no meter line for IDLE_MS with none running by the emulator's log, or for `quietMs`
 * whatever the log says (a function whose end it did not print holds no wait longer than before).
 */
export async function usageSince(from: Mark, quietMs = QUIET_MS, maxMs = 300_000): Promise<Usage> {
  const file = meterFile();
  if (!file) throw new Error('TESSERA_METER_FILE is not set: run the month rows through `npm run bench`');
  const started = Date.now();
  const running = runningSince(from.log);
  let last = size(file);
  for (let quietSince = Date.now(); Date.now() - started < maxMs;) {
    await sleep(250);
    const now = size(file);
    if (now !== last) quietSince = Date.now();
    last = now;
    const quiet = Date.now() - quietSince;
    if (quiet >= quietMs || (quiet >= IDLE_MS && running?.() === 0)) break;
  }
  const usage = zeroUsage();
  for (const u of meterLinesSince(from)) {
    usage.reads += u.reads;
    usage.writes += u.writes;
    usage.deletes += u.deletes;
    usage.invocations += u.invocations;
    usage.cpuSeconds += u.cpuSeconds;
    usage.gibSeconds += u.gibSeconds;
    usage.functionsEgressBytes += u.bytesOut;
  }
  return usage;
}

/** The meter's lines since `from`: one per invocation (and per second of work an invocation left running). */
function meterLinesSince(from: Mark): (ServerUsage & { fn: string })[] {
  const file = meterFile();
  if (!file) return [];
  const text = readFileSync(file).subarray(from.meter).toString('utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ServerUsage & { fn: string });
}

/**
 * Where an action's documents went, by function, per occurrence of an action run `n` times since `from` (read after
 * `usageSince` waited for it): `{ onPaymentWritten: '4r 4w 0d 1inv', … }`, printed in the month's log lines. A
 * function that reads or writes more than its work needs shows here first (it found a message written twice in one
 * commit by the outbox's claim).
 */
export function byFunctionSince(from: Mark, n: number): Record<string, string> {
  const sums = new Map<string, ServerUsage>();
  for (const u of meterLinesSince(from)) sums.set(u.fn, addUsage(sums.get(u.fn) ?? noUsage(), u));
  const per = (v: number) => Number((v / n).toFixed(2));
  return Object.fromEntries(
    [...sums].map(([fn, u]) => [fn, `${per(u.reads)}r ${per(u.writes)}w ${per(u.deletes)}d ${per(u.invocations)}inv`]),
  );
}

/**
 * Waits until a trigger has run since `from`: the proof that the Functions emulator has nothing older queued before an
 * action is measured. The seed leaves no events behind (seed/src/quietTriggers.ts); if it could not quiet the triggers,
 * the emulator delivers one skipped event per member written (about 130 a second) and this waits for them.
 */
export async function triggerRanSince(from: Mark, maxMs = 1_800_000): Promise<void> {
  const file = meterFile();
  if (!file) throw new Error('TESSERA_METER_FILE is not set: run the month rows through `npm run bench`');
  for (const started = Date.now(); Date.now() - started < maxMs;) {
    const text = readFileSync(file).subarray(from.meter).toString('utf8');
    if (text.split('\n').some((line) => line && (JSON.parse(line) as { fn: string }).fn !== 'api')) return;
    await sleep(1000);
  }
  throw new Error(`month bench: no trigger ran within ${maxMs / 1000} s`);
}
