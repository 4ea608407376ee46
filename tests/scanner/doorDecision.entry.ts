/**
 * What a door device runs for each reading, bundled for the browser by door.bench.ts: the app's own DoorDevice (its
 * signature check, the domain's decision on the indexed list, the scan queued in its encrypted IndexedDB store), with
 * the network left out (doorDecision.stubs.ts). Each reading is timed from the code handed to the device to the answer
 * the screen shows (what decide() resolves with: the screen renders it at once), and apart until its write has landed.
 */
import type { DoorList } from '@tessera/domain/scanner/doorList';
import { DoorDevice } from '../../web/src/features/scanner/door/doorDevice';

let device: DoorDevice | null = null;

/** The device set up with the list (indexed, and sealed into IndexedDB), as after its download; its time in ms. */
async function load(list: DoorList): Promise<number> {
  const started = performance.now();
  (globalThis as unknown as { doorBenchList: DoorList }).doorBenchList = list;
  device = new DoorDevice(`bench-${Math.random().toString(36).slice(2)}`, list.org);
  await device.setUp('Ingresso', list.scope);
  return performance.now() - started;
}

/** One reading: the time to the answer, the time until its scan is stored, and the answer. */
async function decide(code: string): Promise<{ ms: number; storedMs: number; result: string }> {
  const started = performance.now();
  const outcome = await device!.decide(code, 'Ingresso');
  const ms = performance.now() - started;
  await device!.settled();
  return { ms, storedMs: performance.now() - started, result: outcome?.result ?? 'none' };
}

(globalThis as unknown as { door: unknown }).door = { load, decide };
