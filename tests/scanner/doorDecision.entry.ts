/**
 * What a door device runs for each reading, bundled for the browser by door.bench.ts: the token split, the Ed25519
 * check with WebCrypto (as the scanner screen makes it) and the domain's decision on the indexed list.
 */
import { decideAtDoor, indexDoorList, type DoorIndex, type DoorList } from '@tessera/domain/scanner/doorList';
import { base64urlBytes, splitDoorToken } from '@tessera/domain/scanner/doorToken';

let index: DoorIndex | null = null;
let key: CryptoKey | null = null;

async function load(list: DoorList): Promise<number> {
  const started = performance.now();
  index = indexDoorList(list);
  key = await crypto.subtle.importKey('raw', base64urlBytes(list.publicKey)!, { name: 'Ed25519' }, false, ['verify']);
  return performance.now() - started;
}

/** One reading, from the code to the answer; its time in ms. */
async function decide(code: string, today: string): Promise<{ ms: number; result: string }> {
  const started = performance.now();
  const parts = splitDoorToken(code);
  let check: 'valid' | 'bad' | 'serverOnly' = 'bad';
  if (parts?.signedWith === 'legacy') check = 'serverOnly';
  else if (parts?.signedWith === 'doorKey') {
    const ok = await crypto.subtle.verify(
      { name: 'Ed25519' },
      key!,
      base64urlBytes(parts.signature)!,
      new TextEncoder().encode(parts.body),
    );
    check = ok ? 'valid' : 'bad';
  }
  const decision = decideAtDoor(index!, code, check, today, () => null);
  return { ms: performance.now() - started, result: decision.result };
}

(globalThis as unknown as { door: unknown }).door = { load, decide };
