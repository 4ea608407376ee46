import { todayInItaly } from '@tessera/domain/locale/dates';
import {
  DOOR_PHOTO_BATCH,
  DOOR_PULL_PAGE,
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
  eraseDoorList,
  eraseDoorPhotos,
  eraseDoorState,
  loadDoorList,
  loadDoorPhotos,
  loadDoorState,
  saveDoorList,
  saveDoorPhotos,
  saveDoorState,
  type DoorListHead,
  type DoorState,
} from './deviceStore';
import { checkSignature } from './signature';

/**
 * An answer decided on the device: the server's shape, whether the code's signature could not be checked here, the
 * holder's photo the device holds (a data URL), if any, and whether it waits for the staff's confirmation (a VALID that
 * is no admission until they confirm: DoorDevice.confirm).
 */
export type DoorOutcome = ScanOutcome & { unverified: boolean; photo: string | null; confirm: boolean };

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
/** Pages of admissions pulled in one sync at most (500 each): a device that was away long catches up on the next. */
const PULL_ROUNDS = 40;

/** Whether the list is past its end: the device decides nothing more with it (its unsent scans wait to be sent). */
export const listExpired = (list: DoorListHead, now = Date.now()): boolean => now >= Date.parse(list.expiresAt);

/** A list past its end as the device keeps it: its head, none of its holders. */
const emptied = (list: DoorListHead): DoorList => ({ ...list, entries: [], photos: [] });

/** A reading that names a holder by a code the device cannot check, waiting for the staff to confirm who they are. */
interface Unconfirmed {
  code: string;
  place: string;
  key: string;
  outcome: DoorOutcome;
}

/** The keys whose photo the list names (a list kept from before photos names none). */
export const listedPhotos = (list: DoorList): string[] => (list as Partial<DoorList>).photos ?? [];

const kindOf = (key: string | null): ScanOutcome['kind'] => {
  const kind = key?.split(':')[0];
  return kind === 'card' || kind === 'ticket' || kind === 'campaign' ? kind : null;
};

/**
 * One sign-in's door device on this browser: its stored state, the decisions at the door (domain decideAtDoor, the
 * server's rules), the queue and its upload. Every change is written through (encrypted), one write after the other in
 * the order the changes were made; a scan's answer does not wait for its write (a few milliseconds of sealing the small
 * record, deviceStore.ts), which is under way before the answer is on the screen.
 */
export class DoorDevice {
  private snapshot: DoorSnapshot = { phase: 'loading', state: null, syncing: false, unreachable: false, erased: null, photos: 0 };
  private index: DoorIndex | null = null;
  /** door key → the holder's photo, for the list in the state */
  private photos: Record<string, string> = {};
  private listeners = new Set<() => void>();
  private writing: Promise<void> = Promise.resolve();
  private uploading: Promise<boolean> | null = null;
  /** scan id → a reading shown for the staff to confirm (at most the latest: a new reading drops it unadmitted) */
  private unconfirmed = new Map<string, Unconfirmed>();

  constructor(
    private readonly uid: string,
    private readonly orgId: string,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  current = () => this.snapshot;

  /** Resolves once every write asked for so far has landed (the answers never wait for it). */
  settled = (): Promise<void> => this.writing;

  private set(patch: Partial<DoorSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const l of this.listeners) l();
  }

  /** Writes after any write under way (they land in the order they were asked for). */
  private write(step: () => Promise<void>): Promise<void> {
    this.writing = this.writing.then(step).catch(() => undefined);
    return this.writing;
  }

  /**
   * Changes the state and writes it: the small record, and the list's entries only when the list itself changed (a
   * list emptied past its end is erased instead).
   */
  private update(change: (s: DoorState) => DoorState): Promise<void> {
    const s = this.snapshot.state;
    if (!s) return this.writing;
    const next = change(s);
    if (next.list !== s.list) {
      this.index = indexDoorList(next.list);
      const list = next.list;
      void this.write(() => (list.entries.length ? saveDoorList(this.uid, this.orgId, list) : eraseDoorList(this.uid, this.orgId)));
    }
    this.set({ state: next });
    return this.write(() => saveDoorState(this.uid, this.orgId, next));
  }

  /**
   * The device as this browser keeps it. A list past its end is erased before anything is shown or decided (its
   * holders and photos never read back); its unsent scans stay, for a last upload, and then the rest goes.
   */
  async open(): Promise<void> {
    const stored = await loadDoorState(this.uid, this.orgId).catch(() => null);
    if (!stored) return this.set({ phase: 'none', state: null });
    const { head, ...rest } = stored;
    if (listExpired(head)) {
      await this.write(() => eraseDoorList(this.uid, this.orgId));
      const state = { ...rest, list: emptied(head), admitted: {}, conflicts: [], overruled: [] };
      this.index = indexDoorList(state.list);
      this.set({ phase: 'ready', state, photos: 0 });
      await this.write(() => saveDoorState(this.uid, this.orgId, state));
      return this.eraseIfExpired();
    }
    const [list, kept] = await Promise.all([
      loadDoorList(this.uid, this.orgId, head).catch(() => null),
      loadDoorPhotos(this.uid, this.orgId).catch(() => null),
    ]);
    // entries gone astray (the browser cleared part of its storage): the head alone, until the list is refreshed
    const state: DoorState = { ...rest, list: list ?? emptied(head) };
    this.index = indexDoorList(state.list);
    this.photos = kept && this.isFor(kept, state.list) ? kept.photos : {};
    this.set({ phase: 'ready', state, photos: Object.keys(this.photos).length });
    await this.eraseIfExpired();
  }

  /** Registers this browser for the scope and downloads its list. */
  async setUp(name: string, scope: DeviceScope): Promise<void> {
    const deviceId = await registerDoorDevice(name, scope);
    const list = await downloadDoorList(deviceId);
    askToPersist();
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
    void this.write(() => saveDoorList(this.uid, this.orgId, state.list));
    await this.write(() => saveDoorState(this.uid, this.orgId, state));
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
      return this.write(() => eraseDoorPhotos(this.uid, this.orgId));
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
    await this.write(() => saveDoorPhotos(this.uid, this.orgId, kept));
  }

  /**
   * Decides a reading on the device and answers it at once; its scan is queued (with a fresh scan id) and written
   * behind the answer. A code the device cannot check that would be admitted is not queued: it waits for the staff's
   * confirm() or refuse().
   */
  async decide(code: string, place: string): Promise<DoorOutcome | null> {
    const s = this.snapshot.state;
    const index = this.index;
    // past its end the list decides nothing: the reading goes to the server like any without a device
    if (!s || !index || listExpired(s.list)) return null;
    const signature = await checkSignature(s.list.publicKey, code);
    const d = decideAtDoor(index, code, signature, todayInItaly(), (key) => this.snapshot.state?.admitted[key] ?? null);
    const scannedAt = new Date().toISOString();
    const outcome: DoorOutcome = {
      scanId: newScanId(),
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
      confirm: d.confirm,
    };
    // the reading before, left unconfirmed, was no admission
    this.unconfirmed.clear();
    if (d.confirm && d.key) this.unconfirmed.set(outcome.scanId, { code, place, key: d.key, outcome });
    else void this.queue(code, place, outcome, d.key);
    return outcome;
  }

  /** The staff confirmed the holder of a reading the device could not check: admitted now, and queued as such. */
  confirm(scanId: string): DoorOutcome | null {
    const u = this.unconfirmed.get(scanId);
    if (!u || !this.snapshot.state) return null;
    this.unconfirmed.delete(scanId);
    const outcome = { ...u.outcome, confirm: false, scannedAt: new Date().toISOString() };
    void this.queue(u.code, u.place, outcome, u.key);
    return outcome;
  }

  /** The staff turned the holder away: queued as refused at the door (INVALID), for the log. */
  refuse(scanId: string): DoorOutcome | null {
    const u = this.unconfirmed.get(scanId);
    if (!u || !this.snapshot.state) return null;
    this.unconfirmed.delete(scanId);
    const outcome: DoorOutcome = { ...u.outcome, result: 'INVALID', confirm: false, points: null, scannedAt: new Date().toISOString() };
    void this.queue(u.code, u.place, outcome, u.key);
    return outcome;
  }

  /** A decided reading in the queue, and an ACCESS admission remembered (ALREADY_USED from then on). */
  private queue(code: string, place: string, o: DoorOutcome, key: string | null): Promise<void> {
    const scan: QueuedScan = { scanId: o.scanId, code, place, scannedAt: o.scannedAt, decided: o.result };
    const admits = o.result === 'VALID' && o.mode === 'ACCESS' && key;
    return this.update((now) => ({
      ...now,
      queue: [...now.queue, scan],
      admitted: admits ? { ...now.admitted, [key]: { at: o.scannedAt, by: now.name, scanId: o.scanId } } : now.admitted,
    }));
  }

  /**
   * The name search on the list's holders, without the network: each match with what to type for it (a card's number,
   * a ticket's short code; a holder with neither is found by their QR only).
   */
  search(q: string): DoorMatch[] {
    const s = this.snapshot.state;
    if (!s || listExpired(s.list)) return [];
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
      for (let round = 1; ; round += 1) {
        const s = this.snapshot.state;
        if (!s) return true;
        const batch = s.queue.slice(0, DOOR_SYNC_BATCH);
        const answer = await syncDoor(s.deviceId, batch, s.cursor);
        const decided = new Map(batch.map((q) => [q.scanId, q.decided]));
        const applied = new Set(answer.applied.map((a) => a.scanId));
        const overruled = answer.applied
          .filter((a) => decided.get(a.scanId) !== a.result)
          .map((a) => ({ scanId: a.scanId, decided: decided.get(a.scanId)!, result: a.result }));
        // an admission of this device the server did not make is no admission: the holder may still come
        const undone = new Set(overruled.filter((o) => o.decided === 'VALID').map((o) => o.scanId));
        await this.update((now) => {
          const admitted = { ...now.admitted };
          if (undone.size) for (const [key, a] of Object.entries(admitted)) if (a.scanId && undone.has(a.scanId)) delete admitted[key];
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
        // more than one batch waiting, or a full page of admissions pulled: the next at once
        const more = answer.admitted.length >= DOOR_PULL_PAGE && round < PULL_ROUNDS;
        if (!more && (applied.size === 0 || after?.queue.length === 0)) return true;
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
    // the list emptied: its entries' record and the photos erased (update)
    await this.update((now) => ({ ...now, list: emptied(now.list), admitted: {}, conflicts: [], overruled: [] }));
  }

  /** Everything this device holds for the door gone: the list, the queue, the admissions, the conflicts. */
  async erase(why: DoorErased = null): Promise<void> {
    this.index = null;
    this.photos = {};
    this.unconfirmed.clear();
    this.set({ phase: 'none', state: null, erased: why, photos: 0 });
    await this.write(() => eraseDoorState(this.uid, this.orgId));
  }
}

/**
 * Asks the browser to keep the device's storage through a shortage of space (else it may evict a site's data, queue
 * included, without asking). Chrome grants it quietly to an installed or often-used app and refuses otherwise; a refusal
 * changes nothing at the door, so nothing is said of it.
 */
function askToPersist() {
  void navigator.storage?.persist?.().catch(() => false);
}
