import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayInItaly } from '@tessera/domain/locale/dates';
import type { DoorList, DoorSyncAnswer, QueuedScan } from '@tessera/domain/scanner/doorList';
import type { DoorPhotos, StoredDoorState } from './deviceStore';

// The door device's state machine with its two edges replaced: the encrypted store by a map (each write can be held,
// to see what waits for it) and the API by answers written here. The signature check and the decision are the real ones.

const store = vi.hoisted(() => ({
  records: new Map<string, unknown>(),
  calls: [] as string[],
  /** while set, the small record's writes wait for it */
  hold: null as Promise<void> | null,
}));

vi.mock('./deviceStore', async (original) => {
  const { headOf } = await original<typeof import('./deviceStore')>();
  const put = (what: string, value: unknown) => {
    store.calls.push(`save ${what}`);
    store.records.set(what, structuredClone(value));
  };
  return {
    headOf,
    loadDoorState: async () => {
      store.calls.push('load state');
      return (store.records.get('state') as StoredDoorState | undefined) ?? null;
    },
    loadDoorList: async (_u: string, _o: string, head: ReturnType<typeof headOf>) => {
      store.calls.push('load list');
      const body = store.records.get('list') as Pick<DoorList, 'entries' | 'photos'> | undefined;
      return body ? { ...head, ...body } : null;
    },
    loadDoorPhotos: async () => (store.records.get('photos') as DoorPhotos | undefined) ?? null,
    saveDoorState: async (_u: string, _o: string, { list, ...state }: { list: DoorList }) => {
      await store.hold;
      put('state', { ...state, head: headOf(list) });
    },
    saveDoorList: async (_u: string, _o: string, list: DoorList) => put('list', { entries: list.entries, photos: list.photos }),
    saveDoorPhotos: async (_u: string, _o: string, photos: DoorPhotos) => put('photos', photos),
    eraseDoorPhotos: async () => {
      store.calls.push('erase photos');
      store.records.delete('photos');
    },
    eraseDoorList: async () => {
      store.calls.push('erase list');
      store.records.delete('list');
      store.records.delete('photos');
    },
    eraseDoorState: async () => {
      store.calls.push('erase all');
      store.records.clear();
    },
  };
});

const net = vi.hoisted(() => ({
  list: null as DoorList | null,
  sync: [] as ((scans: QueuedScan[], since: string | null) => DoorSyncAnswer | Promise<DoorSyncAnswer>)[],
  syncs: [] as { scans: QueuedScan[]; since: string | null }[],
}));

vi.mock('../api/doorDevices', () => ({
  registerDoorDevice: async () => 'device-1',
  downloadDoorList: async () => net.list!,
  downloadDoorPhotos: async () => [],
  syncDoor: async (_d: string, scans: QueuedScan[], since: string | null) => {
    net.syncs.push({ scans, since });
    const next = net.sync.shift();
    if (!next) throw new Error('no sync answer written for this call');
    return next(scans, since);
  },
}));

vi.mock('../api/scanCode', () => ({ newScanId: () => crypto.randomUUID().replaceAll('-', '') }));
vi.mock('../../../lib/api/client', async () => ({ ApiFailure: (await import('../../../lib/api/failures')).ApiFailure }));

const { DoorDevice } = await import('./doorDevice');

const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64url');
const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
const publicKey = b64url(await crypto.subtle.exportKey('raw', pair.publicKey));
const bodyOf = (m: string) => b64url(new TextEncoder().encode(JSON.stringify({ k: 'ticket', o: 'org', s: 's1', m, q: 1, iat: 1 })));
const ticket = async (m: string) =>
  `${bodyOf(m)}.${b64url(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(bodyOf(m))))}`;
/** A code of before the door keys: an HMAC the device cannot check (here made up, as a forger would). */
const legacy = (m: string) => `${bodyOf(m)}.${b64url(new Uint8Array(32).fill(9))}`;

const ENTRIES = 5000;
const listOf = (expiresAt = new Date(Date.now() + 86_400_000).toISOString()): DoorList => ({
  deviceId: 'device-1',
  org: 'org',
  scope: { kind: 'sale', id: 's1' },
  title: 'Concerto',
  mode: 'ACCESS',
  publicKey,
  generatedAt: new Date().toISOString(),
  expiresAt,
  cursor: 'c0',
  entries: Array.from({ length: ENTRIES }, (_, i) => ({
    key: `ticket:s1:r${i}`,
    holder: `Ospite ${i}`,
    number: null,
    short: null,
    until: todayInItaly(),
    active: true,
    used: null,
  })),
  photos: [],
});
const answer = (a: Partial<DoorSyncAnswer> = {}): DoorSyncAnswer => ({ applied: [], admitted: [], conflicts: [], cursor: 'c0', ...a });
/** The server applying each scan as the device decided it. */
const asDecided = (scans: QueuedScan[]) =>
  answer({ applied: scans.map((s) => ({ scanId: s.scanId, result: s.decided, conflict: false })) });

const persist = vi.fn(async () => false);

async function setUpDevice() {
  net.list = listOf();
  const device = new DoorDevice('uid', 'org');
  await device.setUp('Ingresso A', { kind: 'sale', id: 's1' });
  return device;
}

beforeEach(() => {
  store.records.clear();
  store.calls = [];
  store.hold = null;
  net.sync = [];
  net.syncs = [];
  persist.mockClear();
  vi.stubGlobal('navigator', { onLine: true, storage: { persist } });
});
afterEach(() => vi.unstubAllGlobals());

describe('the door device', () => {
  it('answers a scan before its write lands, and a scan writes the small record only, never the list', async () => {
    const device = await setUpDevice();
    expect(store.calls.filter((c) => c === 'save list')).toHaveLength(1);
    let release = () => {};
    store.hold = new Promise((r) => (release = r));
    const outcome = await device.decide(await ticket('r7'), 'Ingresso');
    expect(outcome).toMatchObject({ result: 'VALID', holder: 'Ospite 7', confirm: false });
    // on the screen, and in the state, while its write still waits
    expect(device.current().state!.queue.map((q) => q.scanId)).toEqual([outcome!.scanId]);
    expect((store.records.get('state') as StoredDoorState).queue).toEqual([]);
    const second = await device.decide(await ticket('r7'), 'Ingresso');
    expect(second!.result).toBe('ALREADY_USED');
    release();
    store.hold = null;
    await device.sync().catch(() => undefined);
    // both written, in the order they were made; the list still written once (at the set-up)
    const kept = store.records.get('state') as StoredDoorState;
    expect(kept.queue.map((q) => q.scanId).slice(0, 2)).toEqual([outcome!.scanId, second!.scanId]);
    expect(kept).not.toHaveProperty('list');
    expect(kept.head).not.toHaveProperty('entries');
    expect(store.calls.filter((c) => c === 'save list')).toHaveLength(1);
  });

  it('asks the browser to keep its storage when it downloads the list (a refusal changes nothing)', async () => {
    const device = await setUpDevice();
    expect(persist).toHaveBeenCalledTimes(1);
    expect(device.current().phase).toBe('ready');
  });

  it('pulls the next page of admissions at once while a page comes back full', async () => {
    const device = await setUpDevice();
    const page = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ key: `ticket:s1:r${from + i}`, at: '2026-01-01T10:00:00Z', by: 'Ingresso B' }));
    net.sync.push(() => answer({ admitted: page(0, 500), cursor: 'c1' }));
    net.sync.push(() => answer({ admitted: page(500, 3), cursor: 'c2' }));
    expect(await device.sync()).toBe(true);
    expect(net.syncs.map((s) => s.since)).toEqual(['c0', 'c1']);
    expect(Object.keys(device.current().state!.admitted)).toHaveLength(503);
    expect(device.current().state!.cursor).toBe('c2');
    expect((await device.decide(await ticket('r502'), ''))!.result).toBe('ALREADY_USED');
  });

  it('forgets its own admission the server overruled: the real holder is admitted after, not told it was used', async () => {
    const device = await setUpDevice();
    const forged = await device.decide(legacy('r3'), '');
    expect(forged).toMatchObject({ result: 'VALID', confirm: true, holder: 'Ospite 3' });
    device.confirm(forged!.scanId);
    expect(device.current().state!.admitted['ticket:s1:r3']).toBeDefined();
    net.sync.push((scans) => answer({ applied: scans.map((s) => ({ scanId: s.scanId, result: 'INVALID', conflict: false })) }));
    await device.sync();
    expect(device.current().state!.overruled).toEqual([{ scanId: forged!.scanId, decided: 'VALID', result: 'INVALID' }]);
    expect(device.current().state!.admitted['ticket:s1:r3']).toBeUndefined();
    expect((await device.decide(await ticket('r3'), ''))!.result).toBe('VALID');
  });

  it('a code it cannot check is no admission until the staff confirm it; turned away, it is queued as refused', async () => {
    const device = await setUpDevice();
    const asked = await device.decide(legacy('r1'), 'Ingresso');
    expect(asked).toMatchObject({ result: 'VALID', confirm: true, unverified: true, holder: 'Ospite 1' });
    expect(device.current().state!.queue).toEqual([]);
    expect(device.current().state!.admitted).toEqual({});
    const admitted = device.confirm(asked!.scanId);
    expect(admitted).toMatchObject({ result: 'VALID', confirm: false, scanId: asked!.scanId });
    expect(device.current().state!.queue.map((q) => [q.scanId, q.decided])).toEqual([[asked!.scanId, 'VALID']]);
    expect(device.confirm(asked!.scanId)).toBeNull();

    const other = await device.decide(legacy('r2'), 'Ingresso');
    expect(device.refuse(other!.scanId)).toMatchObject({ result: 'INVALID', holder: 'Ospite 2' });
    expect(device.current().state!.queue.map((q) => q.decided)).toEqual(['VALID', 'INVALID']);
    expect(device.current().state!.admitted['ticket:s1:r2']).toBeUndefined();

    // a reading left unconfirmed when the next comes is dropped, unadmitted
    const left = await device.decide(legacy('r4'), '');
    await device.decide(await ticket('r5'), '');
    expect(device.confirm(left!.scanId)).toBeNull();
    expect(device.current().state!.admitted['ticket:s1:r4']).toBeUndefined();
  });

  it('past its end, opened again: the list is erased before anything else, then the last upload, then everything', async () => {
    const device = await setUpDevice();
    await device.decide(await ticket('r9'), '');
    await device.sync().catch(() => undefined);
    // the list's end passed while the app was closed; the scan not sent yet
    const kept = store.records.get('state') as StoredDoorState;
    store.records.set('state', { ...kept, head: { ...kept.head, expiresAt: new Date(Date.now() - 1000).toISOString() } });
    store.calls = [];
    net.syncs = [];
    let answerSync = (_: DoorSyncAnswer) => {};
    net.sync.push((scans) => new Promise<DoorSyncAnswer>((r) => (answerSync = () => r(asDecided(scans)))));
    const again = new DoorDevice('uid', 'org');
    const opening = again.open();
    await vi.waitFor(() => expect(net.syncs).toHaveLength(1));
    // the upload under way: the holders already gone from the store and from the device
    expect(store.calls).toEqual(['load state', 'erase list', 'save state']);
    expect(store.records.has('list')).toBe(false);
    expect(again.current().state!.list.entries).toEqual([]);
    expect(again.search('Ospite')).toEqual([]);
    answerSync(answer());
    await opening;
    expect(again.current()).toMatchObject({ phase: 'none', erased: 'expired' });
    expect(store.records.size).toBe(0);
  });
});
