import { defineString } from 'firebase-functions/params';
import type { ByteStore } from './byteStore';

/**
 * `firestore` (the default, and the emulators') or `cloud-storage` (the project's default bucket); docs/deploy.md
 * "Files" tells how to switch.
 */
export const FILE_STORE = defineString('FILE_STORE', { default: 'firestore' });

let store: ByteStore | undefined;

/** The configured store, made on first use (Cloud Storage's client is loaded only when chosen). */
export async function byteStore(): Promise<ByteStore> {
  if (store) return store;
  const kind = FILE_STORE.value();
  if (kind === 'cloud-storage') store = (await import('./cloudStorageBytes')).cloudStorageBytes;
  else if (kind === 'firestore') store = (await import('./firestoreBytes')).firestoreBytes;
  else throw new Error(`FILE_STORE must be "firestore" or "cloud-storage", not "${kind}"`);
  return store;
}
