/**
 * Where a stored file's bytes live (its description is always the Firestore document `files/{id}`: storedFiles.ts).
 * Two places behind one interface: Firestore chunks (firestoreBytes.ts: the emulators, and any installation that
 * wants no bucket) and Cloud Storage (cloudStorageBytes.ts: production); configuredByteStore.ts picks one.
 */
export interface ByteStore {
  put(orgId: string, fileId: string, bytes: Buffer, contentType: string): Promise<void>;
  get(orgId: string, fileId: string): Promise<Buffer | null>;
  remove(orgId: string, fileId: string): Promise<void>;
  /** a URL that downloads the file as `fileName` until `expires` */
  link(orgId: string, fileId: string, file: { fileName: string; contentType: string }, expires: Date): Promise<string>;
}
