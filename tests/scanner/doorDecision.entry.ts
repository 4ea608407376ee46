/**
 * What a door device runs for each reading, bundled for the browser by door.bench.ts: the screen's own signature check
 * (WebCrypto Ed25519, web/src/features/scanner/door/signature.ts) and the domain's decision on the indexed list.
 */
import { decideAtDoor, indexDoorList, type DoorIndex, type DoorList } from '@tessera/domain/scanner/doorList';
import { checkSignature } from '../../web/src/features/scanner/door/signature';

let list: DoorList | null = null;
let index: DoorIndex | null = null;

/** The list indexed as the screen indexes it; the key is imported by the first reading, as on the screen. */
async function load(l: DoorList): Promise<number> {
  const started = performance.now();
  list = l;
  index = indexDoorList(l);
  return performance.now() - started;
}

/** One reading, from the code to the answer; its time in ms. */
async function decide(code: string, today: string): Promise<{ ms: number; result: string }> {
  const started = performance.now();
  const check = await checkSignature(list!.publicKey, code);
  const decision = decideAtDoor(index!, code, check, today, () => null);
  return { ms: performance.now() - started, result: decision.result };
}

(globalThis as unknown as { door: unknown }).door = { load, decide };
