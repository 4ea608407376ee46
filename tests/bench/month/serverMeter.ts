/**
 * The functions' usage as their meter writes it (functions/src/shared/usage/usageMeter.ts: JSON lines in the file
 * TESSERA_METER_FILE names, which scripts/bench.mjs sets for the emulators and this process alike).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Usage as ServerUsage } from '../../../functions/src/shared/usage/usageCounts';
import { zeroUsage, type Usage } from './cost';

export const meterFile = () => process.env.TESSERA_METER_FILE;

const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);

/** Where the file ends now: what comes after it is the usage of what happens next. */
export function mark(): number {
  const file = meterFile();
  return file ? size(file) : 0;
}

/**
 * How long without a line means the functions are done: on a loaded machine the emulator started a trigger seconds
 * after the write that set it off (with 3 s, a member edit's triggers were counted in the next action's figure).
 */
const QUIET_MS = 8000;

/**
 * Waits until the functions have gone quiet (no line for `quietMs`: the triggers an action set off have run, the
 * ones they set off too), then sums what they wrote since `from`.
 */
export async function usageSince(from: number, quietMs = QUIET_MS, maxMs = 300_000): Promise<Usage> {
  const file = meterFile();
  if (!file) throw new Error('TESSERA_METER_FILE is not set: run the month rows through `npm run bench`');
  const started = Date.now();
  let last = size(file);
  for (let quietSince = Date.now(); Date.now() - quietSince < quietMs && Date.now() - started < maxMs;) {
    await sleep(250);
    const now = size(file);
    if (now !== last) quietSince = Date.now();
    last = now;
  }
  const text = readFileSync(file).subarray(from).toString('utf8');
  const usage = zeroUsage();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const u = JSON.parse(line) as ServerUsage & { fn: string };
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

/**
 * Waits until a trigger has run since `from`: the proof that the Functions emulator has nothing older queued before an
 * action is measured. The seed leaves no events behind (seed/src/quietTriggers.ts); if it could not quiet the triggers,
 * the emulator delivers one skipped event per member written (about 130 a second) and this waits for them.
 */
export async function triggerRanSince(from: number, maxMs = 1_800_000): Promise<void> {
  const file = meterFile();
  if (!file) throw new Error('TESSERA_METER_FILE is not set: run the month rows through `npm run bench`');
  for (const started = Date.now(); Date.now() - started < maxMs;) {
    const text = readFileSync(file).subarray(from).toString('utf8');
    if (text.split('\n').some((line) => line && (JSON.parse(line) as { fn: string }).fn !== 'api')) return;
    await sleep(1000);
  }
  throw new Error(`month bench: no trigger ran within ${maxMs / 1000} s`);
}
