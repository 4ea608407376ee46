import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cert, deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import type { ByteStore } from '../../functions/src/files/byteStore';
import { attachment } from '../../functions/src/files/attachment';
import { startCloudStorageEmulator } from '../support/cloudStorageEmulator';

/**
 * The production byte store (FILE_STORE=cloud-storage) against firebase-tools' Cloud Storage emulator, started in this
 * process (support/cloudStorageEmulator.ts): every call the archive, the uploads and the downloads make of it, through
 * the Admin SDK's own client, as the functions make them in production. The emulators' store (Firestore chunks) is
 * exercised by the API tests.
 */
const PROJECT = 'demo-tessera';
const ORG = 'org-files';
let store: ByteStore;
let stop: () => Promise<void>;

beforeAll(async () => {
  const emulator = await startCloudStorageEmulator(PROJECT);
  stop = emulator.stop;
  // the Admin SDK's storage client goes to the emulator when this is set as it is first used
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = emulator.host;
  // a service account of the test's own: signed links are signed with its key, as with the functions' account
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const clientEmail = `functions@${PROJECT}.iam.gserviceaccount.com`;
  // the unit tests share their workers' modules (vitest.unit.config.ts): a file before this one may have made the
  // default app, without this key, by loading the functions' shared/admin.ts
  await Promise.all(getApps().map((app) => deleteApp(app)));
  initializeApp({
    projectId: PROJECT,
    storageBucket: `${PROJECT}.appspot.com`,
    credential: cert({ projectId: PROJECT, clientEmail, privateKey }),
  });
  store = (await import('../../functions/src/files/cloudStorageBytes')).cloudStorageBytes;
});

afterAll(async () => {
  await stop?.();
  await Promise.all(getApps().map((app) => deleteApp(app)));
  delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
});

/** A piece of a large file whose every byte says which piece it is: a range read back shows where it came from. */
const piece = (n: number) => Buffer.alloc(1024 * 1024, n);

describe('the Cloud Storage byte store', () => {
  it('stores a file whole, reads it, its size and a range of it, and removes it', async () => {
    const bytes = Buffer.from('Ricevuta n. 12 — €30,00', 'utf8');
    await store.put(ORG, 'receipt', bytes, 'application/pdf');
    expect(await store.get(ORG, 'receipt')).toEqual(bytes);
    expect(await store.size(ORG, 'receipt')).toBe(bytes.length);
    expect(String(await store.getRange(ORG, 'receipt', 0, 7))).toBe('Ricevut');
    expect(await store.getRange(ORG, 'receipt', 5, 5)).toEqual(Buffer.alloc(0));
    await store.remove(ORG, 'receipt');
    expect(await store.get(ORG, 'receipt')).toBeNull();
    expect(await store.size(ORG, 'receipt')).toBeNull();
  });

  it('answers null for a file that is not there, and removing it again is no error', async () => {
    expect(await store.get(ORG, 'never')).toBeNull();
    expect(await store.size(ORG, 'never')).toBeNull();
    await expect(store.remove(ORG, 'never')).resolves.toBeUndefined();
  });

  it('keeps each organization’s files apart under the same id', async () => {
    await store.put(ORG, 'same', Buffer.from('mine'), 'text/plain');
    await store.put('org-other', 'same', Buffer.from('theirs'), 'text/plain');
    expect(String(await store.get(ORG, 'same'))).toBe('mine');
    expect(String(await store.get('org-other', 'same'))).toBe('theirs');
  });

  it('writes a large file a piece at a time (a resumable upload) and reads any range of it without the rest', async () => {
    const sink = store.putStream(ORG, 'archive', 'application/zip');
    for (let n = 0; n < 24; n++) await sink.write(piece(n));
    await sink.end();
    expect(await store.size(ORG, 'archive')).toBe(24 * 1024 * 1024);
    // across the boundary between pieces 16 and 17
    const range = await store.getRange(ORG, 'archive', 17 * 1024 * 1024 - 3, 17 * 1024 * 1024 + 2);
    expect([...range]).toEqual([16, 16, 16, 17, 17]);
    expect([...(await store.getRange(ORG, 'archive', 24 * 1024 * 1024 - 1, 24 * 1024 * 1024))]).toEqual([23]);
  });

  it('a write stopped part-way leaves nothing stored', async () => {
    const sink = store.putStream(ORG, 'halfway', 'application/zip');
    await sink.write(piece(1));
    await sink.abort();
    expect(await store.size(ORG, 'halfway')).toBeNull();
  });

  it('links a file for download under its own name until the link expires', async () => {
    const bytes = Buffer.from('nome;cognome\nLucia;Bianchi\n');
    await store.put(ORG, 'export', bytes, 'text/csv');
    const expires = new Date(Date.now() + 15 * 60_000);
    const url = new URL(await store.link(ORG, 'export', { fileName: 'Soci – città.csv', contentType: 'text/csv' }, expires));
    expect(url.pathname).toBe(`/${PROJECT}.appspot.com/organizations/${ORG}/files/export`);
    // a V4 signature of the functions' account, for as long as asked, answering with the name and the type asked
    expect(url.searchParams.get('X-Goog-Algorithm')).toBe('GOOG4-RSA-SHA256');
    expect(url.searchParams.get('X-Goog-Credential')).toMatch(/^functions@demo-tessera\.iam\.gserviceaccount\.com\//);
    expect(Number(url.searchParams.get('X-Goog-Expires'))).toBeGreaterThanOrEqual(15 * 60 - 5);
    expect(Number(url.searchParams.get('X-Goog-Expires'))).toBeLessThanOrEqual(15 * 60);
    expect(url.searchParams.get('X-Goog-Signature')).toMatch(/^[0-9a-f]{512}$/);
    expect(url.searchParams.get('response-content-disposition')).toBe(attachment('Soci – città.csv'));
    expect(url.searchParams.get('response-content-type')).toBe('text/csv');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
  });
});
