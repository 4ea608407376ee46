import { todayInItaly } from '@tessera/domain/locale/dates';
import {
  DOOR_PHOTO_BATCH,
  DOOR_SYNC_BATCH,
  decideAtDoor,
  indexDoorList,
  type DeviceScope,
  type DoorIndex,
  type DoorList,
  type QueuedScan,
} from '@tessera/domain/scanner/doorList';
import type { ScanOutcome } from '@tessera/domain/scanner/scan';
import { DOOR_SEARCH_MAX, searchable, type DoorMatch } from '@tessera/domain/scanner/typedCode';
import { ApiFailure } from '../../../lib/api/client';
import { downloadDoorList, downloadDoorPhotos, registerDoorDevice, syncDoor } from '../api/doorDevices';
import { newScanId } from '../api/scanCode';
import {
  eraseDoorPhotos,
  eraseDoorState,
  loadDoorPhotos,
  loadDoorState,
  saveDoorPhotos,
  saveDoorState,
  type DoorState,
} from './deviceStore';
import { checkSignature } from './signature';

/**
 * An answer decided on the device: the server's shape, whether the code's signature could not be checked here, and
 * the holder's photo the device holds (a data URL), if any.
 */
export type DoorOutcome = ScanOutcome & { unverified: boolean; photo: string | null };

/** Why the device's list went away on its own: signed out by an administrator, or past its end. */
export type DoorErased = 'revoked' | 'expired' | null;

export interface DoorSnapshot {
  phase: 'loading' | 'none' | 'ready';
  state: DoorState | null;
  syncing: boolean;
  /** the last sync attempt failed on the network (the queue waits) */
  unreachable: boolean;
  erased: DoorErased;
  /** how many of the list's holders' photos the device holds */
  photos: number;
}

/** How many overruled scans the device remembers to show. */
const OVERRULED_KEPT = 20;

/** Whether the list is past its end: the device decides nothing more with it (its unsent scans wait to be sent). */
export const listExpired = (list: DoorList, now = Date.now()): boolean => now >= Date.parse(list.expiresAt);

/** The keys whose photo the list names (a list kept from before photos names none). */
export const listedPhotos = (list: DoorList): string[] => (list as Partial<DoorList>).photos ?? [];

const kindOf = (key: string | null): ScanOutcome['kind'] => {
  const kind = key?.split(':')[0];
  return kind === 'card' || kind === 'ticket' || kind === 'campaign' ? kind : null;
};

/**
 * One sign-in's door device on this browser: its stored state, the decisions at the door (domain decideAtDoor, the
 * server's rules), the queue and its upload. Every change is written through (encrypted) before the next one, so
 * closing the tab keeps every scan made.
 */
export class DoorDevice {
  private snapshot: DoorSnapshot = { phase: 'loading', state: null, syncing: false, unreachable: false, erased: null, photos: 0 };
  private index: DoorIndex | null = null;
  /** door key → the holder's photo, for the list in the state */
  private photos: Record<string, string> = {};
  private listeners = new Set<() => void>();
  private writing: Promise<void> = Promise.resolve();
  private uploading: Promise<boolean> | null = null;

  constructor(
    private readonly uid: string,
    private readonly orgId: string,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  current = () => this.snapshot;

  private set(patch: Partial<DoorSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const l of this.listeners) l();
  }

  /** Changes the state and writes it, after any write under way (they land in order). */
  private update(change: (s: DoorState) => DoorState): Promise<void> {
    const s = this.snapshot.state;
    if (!s) return this.writing;
    const next = change(s);
    if (next.list !== s.list) this.index = indexDoorList(next.list);
    this.set({ state: next });
    this.writing = this.writing.then(() => saveDoorState(this.uid, this.orgId, next)).catch(() => undefined);
    return this.writing;
  }

  async open(): Promise<void> {
    const state = await loadDoorState(this.uid, this.orgId).catch(() => null);
    const kept = state ? await loadDoorPhotos(this.uid, this.orgId).catch(() => null) : null;
    this.index = state ? indexDoorList(state.list) : null;
    this.photos = kept && state && this.isFor(kept, state.list) ? kept.photos : {};
    this.set({ phase: state ? 'ready' : 'none', state, photos: Object.keys(this.photos).length });
    await this.eraseIfExpired();
  }

  /** Registers this browser for the scope and downloads its list. */
  async setUp(name: string, scope: DeviceScope): Promise<void> {
    const deviceId = await registerDoorDevice(name, scope);
    const list = await downloadDoorList(deviceId);
    await this.start({
      deviceId,
      name,
      list,
      queue: [],
      admitted: {},
      cursor: list.cursor,
      syncedAt: null,
      sent: 0,
      conflicts: [],
      overruled: [],
    });
    await this.fetchPhotos(list);
  }

  private async start(state: DoorState) {
    this.index = indexDoorList(state.list);
    this.photos = {};
    this.set({ phase: 'ready', state, erased: null, photos: 0 });
    this.writing = this.writing.then(() => saveDoorState(this.uid, this.orgId, state));
    await this.writing;
  }

  /** A fresh list for the same device (what the server knows now); the queue and the pulled admissions stay. */
  async refresh(): Promise<void> {
    const s = this.snapshot.state;
    if (!s) return;
    try {
      const list = await downloadDoorList(s.deviceId);
      await this.update((now) => ({ ...now, list, cursor: list.cursor }));
      await this.fetchPhotos(list);
    } catch (e) {
      await this.failed(e);
      throw e;
    }
  }

  /** Whether what was kept or fetched for `list` still belongs to the device's list (not erased or replaced since). */
  private isFor(of: { deviceId: string; generatedAt: string }, list: DoorList | undefined = this.snapshot.state?.list) {
    return !!list && of.deviceId === list.deviceId && of.generatedAt === list.generatedAt;
  }

  /**
   * The holders' photos the list names, fetched in batches and kept (encrypted) with it, replacing the previous list's.
   * The door works without them: a batch that fails keeps the photos held before for its keys, or goes without, and
   * nothing here fails the list.
   */
  private async fetchPhotos(list: DoorList): Promise<void> {
    const keys = listedPhotos(list);
    if (!keys.length) {
      // no photos where the association prints none: nothing kept for them either
      this.photos = {};
      this.set({ photos: 0 });
      this.writing = this.writing.then(() => eraseDoorPhotos(this.uid, this.orgId)).catch(() => undefined);
      return this.writing;
    }
    const photos: Record<string, string> = {};
    for (let i = 0; i < keys.length; i += DOOR_PHOTO_BATCH) {
      const batch = keys.slice(i, i + DOOR_PHOTO_BATCH);
      try {
        for (const p of await downloadDoorPhotos(list.deviceId, batch)) photos[p.key] = p.photo;
      } catch (e) {
        if (e instanceof ApiFailure && e.code === 'DEVICE_REVOKED') return this.failed(e);
        for (const key of batch) if (this.photos[key]) photos[key] = this.photos[key];
      }
      if (!this.isFor(list)) return;
    }
    if (!this.isFor(list)) return;
    this.photos = photos;
    this.set({ photos: Object.keys(photos).length });
    const kept = { deviceId: list.deviceId, generatedAt: list.generatedAt, photos };
    this.writing = this.writing.then(() => saveDoorPhotos(this.uid, this.orgId, kept)).catch(() => undefined);
    await this.writing;
  }

  /** Decides a reading on the device, queues it with a fresh scan id, and answers it at once. */
  async decide(code: string, place: string): Promise<DoorOutcome | null> {
    const s = this.snapshot.state;
    const index = this.index;
    // past its end the list decides nothing: the reading goes to the server like any without a device
    if (!s || !index || listExpired(s.list)) return null;
    const signature = await checkSignature(s.list.publicKey, code);
    const d = decideAtDoor(index, code, signature, todayInItaly(), (key) => this.snapshot.state?.admitted[key] ?? null);
    const scannedAt = new Date().toISOString();
    const scan: QueuedScan = { scanId: newScanId(), code, place, scannedAt, decided: d.result };
    const admits = d.result === 'VALID' && d.mode === 'ACCESS' && d.key;
    await this.update((now) => ({
      ...now,
      queue: [...now.queue, scan],
      admitted: admits ? { ...now.admitted, [d.key!]: { at: scannedAt, by: now.name } } : now.admitted,
    }));
    return {
      scanId: scan.scanId,
      result: d.result,
      kind: kindOf(d.key),
      mode: d.mode,
      holder: d.holder,
      photoOf: null,
      photo: (d.key && this.photos[d.key]) || null,
      title: d.title,
      usedAt: d.usedAt,
      usedBy: d.usedBy,
      points: d.points,
      balance: null,
      scannedAt,
      unverified: d.unverified,
    };
  }

  /**
   * The name search on the list's holders, without the network: each match with what to type for it (a card's number,
   * a ticket's short code; a holder with neither is found by their QR only).
   */
  search(q: string): DoorMatch[] {
    const s = this.snapshot.state;
    if (!s) return [];
    const wanted = searchable(q.trim());
    const matches: DoorMatch[] = [];
    for (const e of s.list.entries) {
      const code = e.number ?? e.short;
      if (!code || !e.holder || !searchable(e.holder).includes(wanted)) continue;
      const card = e.key.startsWith('card:');
      const used = !card && s.list.mode === 'ACCESS' && (e.used ?? s.admitted[e.key]);
      matches.push({
        kind: card ? 'card' : 'ticket',
        holder: e.holder,
        code,
        title: card ? '' : s.list.title,
        status: card ? (e.active ? 'ACTIVE' : 'INACTIVE') : used ? 'USED' : 'OPEN',
      });
      if (matches.length === DOOR_SEARCH_MAX) break;
    }
    return matches;
  }

  /**
   * Uploads the queue in batches and pulls the other devices' admissions; a signed-out device is erased. Answers
   * whether the server was reached.
   */
  sync(): Promise<boolean> {
    if (!this.snapshot.state) return Promise.resolve(false);
    // A sync already under way is the one to wait for: the erase at expiry must not go ahead while its upload is unanswered.
    this.uploading ??= this.upload().finally(() => (this.uploading = null));
    return this.uploading;
  }

  private async upload(): Promise<boolean> {
    this.set({ syncing: true });
    try {
      for (;;) {
        const s = this.snapshot.state;
        if (!s) return true;
        const batch = s.queue.slice(0, DOOR_SYNC_BATCH);
        const answer = await syncDoor(s.deviceId, batch, s.cursor);
        const decided = new Map(batch.map((q) => [q.scanId, q.decided]));
        const applied = new Set(answer.applied.map((a) => a.scanId));
        const overruled = answer.applied
          .filter((a) => decided.get(a.scanId) !== a.result)
          .map((a) => ({ scanId: a.scanId, decided: decided.get(a.scanId)!, result: a.result }));
        await this.update((now) => {
          const admitted = { ...now.admitted };
          for (const a of answer.admitted) {
            const had = admitted[a.key];
            if (!had || a.at < had.at) admitted[a.key] = { at: a.at, by: a.by };
          }
          const known = new Set(answer.conflicts.map((c) => c.id));
          return {
            ...now,
            queue: now.queue.filter((q) => !applied.has(q.scanId)),
            sent: now.sent + applied.size,
            admitted,
            cursor: answer.cursor,
            syncedAt: new Date().toISOString(),
            conflicts: [...now.conflicts.filter((c) => !known.has(c.id)), ...answer.conflicts],
            overruled: [...overruled, ...now.overruled].slice(0, OVERRULED_KEPT),
          };
        });
        this.set({ unreachable: false });
        const after = this.snapshot.state;
        // an expired list kept only for its unsent scans: gone with the last of them
        if (after && !after.queue.length && listExpired(after.list)) {
          await this.erase('expired');
          return true;
        }
        // more than one batch waiting: the next at once
        if (applied.size === 0 || after?.queue.length === 0) return true;
      }
    } catch (e) {
      await this.failed(e);
      return false;
    } finally {
      this.set({ syncing: false });
    }
  }

  private async failed(e: unknown) {
    if (e instanceof ApiFailure && e.code === 'DEVICE_REVOKED') await this.erase('revoked');
    else if (e instanceof ApiFailure && e.code === 'NETWORK') this.set({ unreachable: true });
  }

  /**
   * Past its end the list is erased, a last upload first when the network lets it. Scans the server has not received
   * yet are admissions it must still learn of: they stay, alone (the list's holders, photos, admissions and conflicts
   * go), and are sent as soon as the network returns; the device is erased once they are.
   */
  async eraseIfExpired(): Promise<void> {
    const s = this.snapshot.state;
    if (!s || !listExpired(s.list)) return;
    if (s.queue.length && navigator.onLine) await this.sync();
    const left = this.snapshot.state;
    if (!left) return;
    if (!left.queue.length) return this.erase('expired');
    if (!left.list.entries.length && !Object.keys(left.admitted).length && !left.conflicts.length) return;
    this.photos = {};
    this.set({ photos: 0 });
    await this.update((now) => ({ ...now, list: { ...now.list, entries: [], photos: [] }, admitted: {}, conflicts: [], overruled: [] }));
    this.writing = this.writing.then(() => eraseDoorPhotos(this.uid, this.orgId)).catch(() => undefined);
    await this.writing;
  }

  /** Everything this device holds for the door gone: the list, the queue, the admissions, the conflicts. */
  async erase(why: DoorErased = null): Promise<void> {
    this.index = null;
    this.photos = {};
    this.set({ phase: 'none', state: null, erased: why, photos: 0 });
    this.writing = this.writing.then(() => eraseDoorState(this.uid, this.orgId)).catch(() => undefined);
    await this.writing;
  }
}
