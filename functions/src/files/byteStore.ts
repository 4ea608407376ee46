/**
 * Where a stored file's bytes live (its description is always the Firestore document `files/{id}`: storedFiles.ts).
 * Two places behind one interface: Firestore chunks (firestoreBytes.ts: the emulators, and any installation that
 * wants no bucket) and Cloud Storage (cloudStorageBytes.ts: production); configuredByteStore.ts picks one.
 */
export interface ByteStore {
  put(orgId: string, fileId: string, bytes: Buffer, contentType: string): Promise<void>;
  /**
   * A file written a piece at a time (the association archive: larger than a function should hold): the store keeps
   * at most a few megabytes of it in memory whatever its size.
   */
  putStream(orgId: string, fileId: string, contentType: string): ByteSink;
  get(orgId: string, fileId: string): Promise<Buffer | null>;
  /** the file's size in bytes, or null when it is gone */
  size(orgId: string, fileId: string): Promise<number | null>;
  /** the bytes from `start` up to `end` (excluded), read without reading the rest of the file */
  getRange(orgId: string, fileId: string, start: number, end: number): Promise<Buffer>;
  remove(orgId: string, fileId: string): Promise<void>;
  /** a URL that downloads the file as `fileName` until `expires` */
  link(orgId: string, fileId: string, file: { fileName: string; contentType: string }, expires: Date): Promise<string>;
}

/**
 * A file being written: `write` each piece (awaited: it waits while the store catches up), then `end`, which
 * resolves once every byte is stored. `abort` stops a write that will not be finished and removes what it stored.
 */
export interface ByteSink {
  write(bytes: Buffer): Promise<void>;
  end(): Promise<void>;
  abort(): Promise<void>;
}
