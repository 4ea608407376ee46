import type { DoorConflict, DoorList, QueuedScan } from '@tessera/domain/scanner/doorList';

/**
 * What a door device keeps between visits, in IndexedDB and encrypted at rest (AES-GCM, a fresh IV at each write), in
 * three records per sign-in and organization (a device answers only to the sign-in that registered it):
 * - the state: the queue of scans decided offline, the admissions, the cursor, the last sync, the conflicts, and the
 *   list's head (what it is for, its key, its end). Small, and written again at every scan;
 * - the list's entries (the holders' names): thousands of them, written once per download;
 * - the holders' photos, where the association prints them on its cards: written once per list too.
 * Kept apart so that a scan seals and writes a few kilobytes, not the whole list.
 *
 * The key is made here as non-extractable and stored as a CryptoKey: no script, this app's included, can read its bytes
 * out. That keeps the records from being read by anything but this browser profile; it does not keep them from a copy of
 * the profile's files, which may carry the key's material with them (docs/scanner.md, "Offline at the door").
 */

export interface DoorAdmission {
  at: string;
  by: string;
  /** the scan of this device that made it (an admission the server overrules goes with it); none for pulled ones */
  scanId?: string;
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

/** The list as the small record carries it: everything but its entries and photo keys. */
export type DoorListHead = Omit<DoorList, 'entries' | 'photos'>;

/** The state as stored: the list's head in place of the list. */
export type StoredDoorState = Omit<DoorState, 'list'> & { head: DoorListHead };

/** The list's entries, named by the list they belong to. */
interface StoredList {
  deviceId: string;
  generatedAt: string;
  entries: DoorList['entries'];
  photos: DoorList['photos'];
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
const listKey = (uid: string, orgId: string) => `list:${uid}:${orgId}`;
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

export function headOf(list: DoorList): DoorListHead {
  const { entries: _entries, photos: _photos, ...head } = list;
  return head;
}

/** The small record of this sign-in, or null (none, or not readable any more: then it is dropped). */
export async function loadDoorState(uid: string, orgId: string): Promise<StoredDoorState | null> {
  const stored = await unseal<StoredDoorState | DoorState>(recordKey(uid, orgId));
  if (!stored || !('list' in stored)) return stored;
  // kept by a version that sealed the list inside the state: split once
  const { list, ...rest } = stored;
  const state = { ...rest, head: headOf(list) };
  await saveDoorList(uid, orgId, list);
  await seal(recordKey(uid, orgId), state);
  return state;
}

/** The list the head names, its entries read back, or null when they are not kept (or are another list's). */
export async function loadDoorList(uid: string, orgId: string, head: DoorListHead): Promise<DoorList | null> {
  const body = await unseal<StoredList>(listKey(uid, orgId));
  if (!body || body.deviceId !== head.deviceId || body.generatedAt !== head.generatedAt) return null;
  return { ...head, entries: body.entries, photos: body.photos };
}

/** The small record: the state with the list's head only. */
export const saveDoorState = (uid: string, orgId: string, { list, ...state }: DoorState) =>
  seal(recordKey(uid, orgId), { ...state, head: headOf(list) } satisfies StoredDoorState);

export const saveDoorList = (uid: string, orgId: string, list: DoorList) =>
  seal(listKey(uid, orgId), {
    deviceId: list.deviceId,
    generatedAt: list.generatedAt,
    entries: list.entries,
    photos: list.photos,
  } satisfies StoredList);

/** The photos kept for the device's list, or null. */
export const loadDoorPhotos = (uid: string, orgId: string) => unseal<DoorPhotos>(photosKey(uid, orgId));

export const saveDoorPhotos = (uid: string, orgId: string, photos: DoorPhotos) => seal(photosKey(uid, orgId), photos);

/** The photos alone (the list they belong to replaced by one without them). */
export const eraseDoorPhotos = (uid: string, orgId: string) => remove(photosKey(uid, orgId));

/** The list's entries and photos (the list past its end, its unsent scans still kept in the state). */
export const eraseDoorList = async (uid: string, orgId: string) => {
  await Promise.all([remove(listKey(uid, orgId)), remove(photosKey(uid, orgId))]);
};

/** The state, the list and the photos. */
export const eraseDoorState = async (uid: string, orgId: string) => {
  await Promise.all([remove(recordKey(uid, orgId)), remove(listKey(uid, orgId)), remove(photosKey(uid, orgId))]);
};
