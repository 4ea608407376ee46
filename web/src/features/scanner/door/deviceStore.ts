import type { DoorConflict, DoorList, QueuedScan } from '@tessera/domain/scanner/doorList';

/**
 * What a door device keeps between visits, in IndexedDB and encrypted at rest: the door list (holders' names), the
 * queue of scans decided offline, the admissions pulled from the other devices, the cursor, the last sync and the
 * conflicts. The AES-GCM key is made here as non-extractable and stored as a CryptoKey: the browser uses it, no script
 * can read it out, so a copy of the profile's files holds ciphertext only. Each write gets a fresh IV.
 * One record per sign-in and organization (a device answers only to the sign-in that registered it).
 */

export interface DoorAdmission {
  at: string;
  by: string;
}

/** A scan the server applied otherwise than the device decided (a forged legacy code the device let through). */
export interface DoorOverruled {
  scanId: string;
  decided: QueuedScan['decided'];
  result: QueuedScan['decided'];
}

export interface DoorState {
  deviceId: string;
  name: string;
  list: DoorList;
  queue: QueuedScan[];
  /** door key → the admission this device made or pulled: ALREADY_USED from then on */
  admitted: Record<string, DoorAdmission>;
  cursor: string;
  /** the last sync that went through (ISO), null before the first */
  syncedAt: string | null;
  /** how many scans the server has taken from this device */
  sent: number;
  conflicts: DoorConflict[];
  overruled: DoorOverruled[];
}

const DB_NAME = 'tessera-door';
const STORE = 'records';
const KEY_RECORD = 'aes-key';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

let opened: Promise<IDBDatabase> | null = null;
function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opened = null;
      reject(req.error ?? new Error('IndexedDB unavailable'));
    };
  });
  return opened;
}

async function get<T>(key: string): Promise<T | undefined> {
  const db = await database();
  return request(db.transaction(STORE, 'readonly').objectStore(STORE).get(key) as IDBRequest<T | undefined>);
}

async function put(key: string, value: unknown): Promise<void> {
  const db = await database();
  await request(db.transaction(STORE, 'readwrite').objectStore(STORE).put(value, key));
}

async function remove(key: string): Promise<void> {
  const db = await database();
  await request(db.transaction(STORE, 'readwrite').objectStore(STORE).delete(key));
}

/** The device's AES-GCM key: made once, non-extractable, kept as a CryptoKey (IndexedDB stores it without its bytes). */
async function aesKey(): Promise<CryptoKey> {
  const stored = await get<CryptoKey>(KEY_RECORD);
  if (stored) return stored;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await put(KEY_RECORD, key);
  return key;
}

interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

const recordKey = (uid: string, orgId: string) => `device:${uid}:${orgId}`;

/** The device state of this sign-in, or null (none, or not readable any more: then it is dropped). */
export async function loadDoorState(uid: string, orgId: string): Promise<DoorState | null> {
  const sealed = await get<Sealed>(recordKey(uid, orgId));
  if (!sealed) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, await aesKey(), sealed.data);
    return JSON.parse(new TextDecoder().decode(plain)) as DoorState;
  } catch {
    await remove(recordKey(uid, orgId));
    return null;
  }
}

export async function saveDoorState(uid: string, orgId: string, state: DoorState): Promise<void> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(), new TextEncoder().encode(JSON.stringify(state)));
  await put(recordKey(uid, orgId), { iv, data } satisfies Sealed);
}

export const eraseDoorState = (uid: string, orgId: string) => remove(recordKey(uid, orgId));
