import type { DoorConflict, DoorList, QueuedScan } from '@tessera/domain/scanner/doorList';

/**
 * What a door device keeps between visits, in IndexedDB and encrypted at rest: the door list (holders' names), the
 * queue of scans decided offline, the admissions pulled from the other devices, the cursor, the last sync and the
 * conflicts. The AES-GCM key is made here as non-extractable and stored as a CryptoKey: the browser uses it, no script
 * can read it out, so a copy of the profile's files holds ciphertext only. Each write gets a fresh IV.
 * One record per sign-in and organization (a device answers only to the sign-in that registered it). The holders'
 * photos, where the association prints them on its cards, are a second record sealed the same way and erased with the
 * state: apart, because the state is written again at every scan and the photos only once per list.
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

/** The holders' photos of one list (door key → JPEG data URL), named by the list they belong to. */
export interface DoorPhotos {
  deviceId: string;
  generatedAt: string;
  photos: Record<string, string>;
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
const photosKey = (uid: string, orgId: string) => `photos:${uid}:${orgId}`;

/** A sealed record opened, or null (none, or not readable any more: then it is dropped). */
async function unseal<T>(key: string): Promise<T | null> {
  const sealed = await get<Sealed>(key);
  if (!sealed) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, await aesKey(), sealed.data);
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    await remove(key);
    return null;
  }
}

async function seal(key: string, value: unknown): Promise<void> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(), new TextEncoder().encode(JSON.stringify(value)));
  await put(key, { iv, data } satisfies Sealed);
}

/** The device state of this sign-in, or null (none, or not readable any more: then it is dropped). */
export const loadDoorState = (uid: string, orgId: string) => unseal<DoorState>(recordKey(uid, orgId));

export const saveDoorState = (uid: string, orgId: string, state: DoorState) => seal(recordKey(uid, orgId), state);

/** The photos kept for the device's list, or null. */
export const loadDoorPhotos = (uid: string, orgId: string) => unseal<DoorPhotos>(photosKey(uid, orgId));

export const saveDoorPhotos = (uid: string, orgId: string, photos: DoorPhotos) => seal(photosKey(uid, orgId), photos);

/** The photos alone (the list they belong to gone, its unsent scans still kept). */
export const eraseDoorPhotos = (uid: string, orgId: string) => remove(photosKey(uid, orgId));

/** The state and the photos with it. */
export const eraseDoorState = async (uid: string, orgId: string) => {
  await Promise.all([remove(recordKey(uid, orgId)), remove(photosKey(uid, orgId))]);
};
