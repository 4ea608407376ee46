import { defineString } from 'firebase-functions/params';

/**
 * Where a stored file's bytes live (its description is always the Firestore document `files/{id}`: storedFiles.ts).
 * Two places behind one interface: Firestore chunks (the emulators, and any installation that wants no bucket) and
 * Cloud Storage (production). FILE_STORE chooses; docs/deploy.md "Files" tells how to switch.
 */
export interface ByteStore {
  put(orgId: string, fileId: string, bytes: Buffer, contentType: string): Promise<void>;
  get(orgId: string, fileId: string): Promise<Buffer | null>;
  remove(orgId: string, fileId: string): Promise<void>;
  /** a URL that downloads the file as `fileName` until `expires` */
  link(orgId: string, fileId: string, file: { fileName: string; contentType: string }, expires: Date): Promise<string>;
}

/** `firestore` (the default, and the emulators') or `cloud-storage` (the project's default bucket). */
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
