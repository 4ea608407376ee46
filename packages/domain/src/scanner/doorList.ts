import { z } from 'zod';
import { FIDELITY_SCAN_POINTS } from '../constants';
import { docId, isoDate } from '../entities/common';
import { doorKey, namedCode, splitDoorToken } from './doorToken';
import { scanId, type ScanMode, type ScanResult } from './scan';
import { typedCodeOf } from './typedCode';

/**
 * The door list: what a scanning device downloads before the doors open to decide without the network (docs/scanner.md,
 * "Offline at the door"). One list serves one activity's tickets, one campaign's registrations, or the association's
 * membership cards; it names each holder (what the door shows) and nothing else of them.
 */

export const deviceScope = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('sale'), id: docId }),
  z.strictObject({ kind: z.literal('campaign'), id: docId }),
  z.strictObject({ kind: z.literal('cards') }),
]);
export type DeviceScope = z.infer<typeof deviceScope>;

/** What a redemption records as the door it belongs to, for the devices of that activity or campaign to pull it. */
export const doorScopeKey = (kind: 'sale' | 'campaign', id: string) => `${kind}:${id}`;

/** How many of the latest activities and campaigns a device's scope offers to choose from (older ones are over). */
export const DOOR_SCOPE_CHOICES = 50;

/** A campaign a door device may check, as the scope's choice shows it. */
export const doorCampaignChoice = z.strictObject({ id: z.string(), name: z.string(), startDate: z.string(), endDate: z.string() });
export type DoorCampaignChoice = z.infer<typeof doorCampaignChoice>;

export const deviceId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.id');

export const registerDeviceInput = z.strictObject({
  /** how staff tell the devices apart: "Ingresso A", "Tablet cassa" */
  name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(60, 'validation.tooLong'),
  scope: deviceScope,
});

export const deviceRef = z.strictObject({ deviceId });

/** One code the list admits or refuses, under its door key (doorToken.ts). */
export const doorListEntry = z.strictObject({
  key: z.string(),
  holder: z.string().nullable(),
  /** a card's number (typed at the door, and checked against the one the QR names) */
  number: z.string().nullable(),
  /** a ticket's short code, normalized (typed at the door) */
  short: z.string().nullable(),
  /** the last day it admits (a card's valid-until with the grace period, the activity's day, the campaign's end); null: no end */
  until: isoDate.nullable(),
  /** false for a card whose record is no longer active: EXPIRED at the door */
  active: z.boolean(),
  /** an ACCESS code's redemption when the list was made: when and by whom */
  used: z.strictObject({ at: z.string(), by: z.string() }).nullable(),
});
export type DoorListEntry = z.infer<typeof doorListEntry>;

export const doorList = z.strictObject({
  deviceId,
  org: z.string(),
  scope: deviceScope,
  /** the activity's or campaign's name; empty for the cards */
  title: z.string(),
  mode: z.enum(['CARD', 'ACCESS', 'FIDELITY']),
  /** the organization's Ed25519 public key (raw, base64url): codes signed with it are verified on the device */
  publicKey: z.string(),
  /** when the server made it (ISO): the screen says how fresh it is */
  generatedAt: z.string(),
  /** after this moment (ISO) the device erases it: the day after the activity or the campaign's end, a day for the cards */
  expiresAt: z.string(),
  /** where the device's first sync starts pulling the other devices' admissions */
  cursor: z.string(),
  entries: z.array(doorListEntry),
  /**
   * the keys of the entries whose holder's photo the door shows, to fetch through POST /v1/scanner/door-photos: only
   * where the association prints photos on its cards (preference photoOnCard), else empty
   */
  photos: z.array(z.string()),
});
export type DoorList = z.infer<typeof doorList>;

/** At most this many photos are asked for in one request. */
export const DOOR_PHOTO_BATCH = 50;
/** A door photo fits this many pixels square: enough to tell a face on a phone, small enough for a list of them. */
export const DOOR_PHOTO_PX = 128;

export const doorPhotosInput = z.strictObject({
  deviceId,
  keys: z.array(z.string().max(300, 'validation.tooLong')).min(1, 'validation.required').max(DOOR_PHOTO_BATCH, 'validation.tooMany'),
});

export const doorPhotosAnswer = z.strictObject({
  /** a JPEG data URL per asked key whose holder has a photo; keys with none are left out */
  photos: z.array(z.strictObject({ key: z.string(), photo: z.string() })),
});
export type DoorPhotosAnswer = z.infer<typeof doorPhotosAnswer>;

/**
 * What a door key names within `scope` (its card's member, its ticket's or registration's id), or null for a key of
 * another scope or not shaped as one (doorToken.ts doorKey).
 */
export function doorKeyInScope(
  scope: DeviceScope,
  key: string,
): { kind: 'card'; member: string } | { kind: 'ticket' | 'campaign'; registration: string } | null {
  const parts = key.split(':');
  if (parts.some((p) => !p || p.includes('/'))) return null;
  if (scope.kind === 'cards') return parts.length === 2 && parts[0] === 'card' ? { kind: 'card', member: parts[1]! } : null;
  const kind = scope.kind === 'sale' ? 'ticket' : 'campaign';
  return parts.length === 3 && parts[0] === kind && parts[1] === scope.id ? { kind, registration: parts[2]! } : null;
}

/**
 * The other devices' admissions one sync answers at most (functions scanner/doorSync.ts pages by it): a
 * page that comes back full means more are waiting, and the device asks again at once from the cursor it was given.
 */
export const DOOR_PULL_PAGE = 500;

/** At most this many queued scans are sent in one sync request. */
export const DOOR_SYNC_BATCH = 200;

/** A scan decided on the device, waiting to be uploaded: its nonce is its scan id (a re-upload applies nothing). */
export const queuedScan = z.strictObject({
  scanId,
  code: z.string().trim().min(1, 'validation.required').max(2_000, 'validation.tooLong'),
  place: z.string().trim().max(100, 'validation.tooLong').default(''),
  /** when the device scanned it (ISO) */
  scannedAt: z.iso.datetime({ offset: true, error: 'validation.date' }),
  /** what the device answered at the door */
  decided: z.enum(['VALID', 'ALREADY_USED', 'INVALID', 'EXPIRED']),
});
export type QueuedScan = z.infer<typeof queuedScan>;

export const doorSyncInput = z.strictObject({
  deviceId,
  scans: z.array(queuedScan).max(DOOR_SYNC_BATCH, 'validation.tooMany').default([]),
  /** the cursor the last sync answered (or the list's), null for everything */
  since: z.string().max(200).nullable().default(null),
});

/** Two devices that both admitted the same ACCESS code while apart: both scans kept, the earlier one the admission. */
export const doorConflict = z.strictObject({
  id: z.string(),
  key: z.string(),
  holder: z.string().nullable(),
  title: z.string(),
  admitted: z.strictObject({ scanId: z.string(), at: z.string(), device: z.string().nullable(), deviceName: z.string(), by: z.string() }),
  refused: z.strictObject({ scanId: z.string(), at: z.string(), device: z.string().nullable(), deviceName: z.string(), by: z.string() }),
});
export type DoorConflict = z.infer<typeof doorConflict>;

export const doorSyncAnswer = z.strictObject({
  /** each uploaded scan as the server applied it (the first time; a re-upload answers the same) */
  applied: z.array(
    z.strictObject({ scanId: z.string(), result: z.enum(['VALID', 'ALREADY_USED', 'INVALID', 'EXPIRED']), conflict: z.boolean() }),
  ),
  /** ACCESS codes admitted since the cursor, by any device or the online scanner: answer ALREADY_USED to them */
  admitted: z.array(z.strictObject({ key: z.string(), at: z.string(), by: z.string() })),
  /** conflicts this device's scans are part of */
  conflicts: z.array(doorConflict),
  cursor: z.string(),
});
export type DoorSyncAnswer = z.infer<typeof doorSyncAnswer>;

/** How a device's signature check of the code came out: a door key's signature checked, refused, or one only the server checks. */
export type SignatureCheck = 'valid' | 'bad' | 'serverOnly';

export interface DoorDecision {
  result: ScanResult;
  mode: ScanMode | null;
  key: string | null;
  holder: string | null;
  title: string;
  usedAt: string | null;
  usedBy: string | null;
  points: number | null;
  /** decided by what the code names, without its signature (a code signed before the door keys: only the server can check it) */
  unverified: boolean;
  /**
   * VALID on the staff's word only: an unverified code that would be admitted. Nobody can tell such a code from a
   * forged one offline, so the door shows the holder (name, photo) and admits only once the staff confirm they are the
   * person in front of them; until then the reading is no admission and nothing is queued.
   */
  confirm: boolean;
}

/** The list's lookups by door key, card number and short code, built once per list. */
export interface DoorIndex {
  list: DoorList;
  byKey: Map<string, DoorListEntry>;
  byNumber: Map<string, DoorListEntry>;
  byShort: Map<string, DoorListEntry>;
}

export function indexDoorList(list: DoorList): DoorIndex {
  const byKey = new Map<string, DoorListEntry>();
  const byNumber = new Map<string, DoorListEntry>();
  const byShort = new Map<string, DoorListEntry>();
  for (const e of list.entries) {
    byKey.set(e.key, e);
    if (e.number) byNumber.set(e.number, e);
    if (e.short) byShort.set(e.short, e);
  }
  return { list, byKey, byNumber, byShort };
}

/** What a reading names on this list: a typed card number or short code, or a QR's token (then also its claimed expiry). */
export function doorEntryOf(index: DoorIndex, code: string): { entry: DoorListEntry | null; token: boolean; qrUntil: string | null } {
  const typed = typedCodeOf(code);
  if (typed.kind === 'card') return { entry: index.byNumber.get(typed.cardNumber) ?? null, token: false, qrUntil: null };
  if (typed.kind === 'ticket') return { entry: index.byShort.get(typed.ticketCode) ?? null, token: false, qrUntil: null };
  const named = namedCode(splitDoorToken(typed.token)?.claimed ?? null);
  if (!named || named.org !== index.list.org) return { entry: null, token: true, qrUntil: null };
  const entry = index.byKey.get(doorKey(named)) ?? null;
  // a card's QR names its number too: another number than the member's card now is not this card
  if (named.kind === 'card' && entry && entry.number !== named.number) return { entry: null, token: true, qrUntil: null };
  return { entry, token: true, qrUntil: named.kind === 'card' ? named.validUntil : null };
}

/**
 * The door's decision on the device, by the server's rules (scan.ts): a card VALID while active and in date (its
 * record's and its QR's), EXPIRED otherwise; a ticket or campaign code EXPIRED past its day, an ACCESS one once
 * (ALREADY_USED after, with when and by whom: the list's, this device's or another device's admission, `usedNow`),
 * a FIDELITY one earning its points at every scan; INVALID for anything the list does not hold or a bad signature.
 */
export function decideAtDoor(
  index: DoorIndex,
  code: string,
  signature: SignatureCheck,
  today: string,
  usedNow: (key: string) => { at: string; by: string } | null,
): DoorDecision {
  const { list } = index;
  const found = doorEntryOf(index, code);
  const base = {
    mode: null,
    key: null,
    holder: null,
    title: list.title,
    usedAt: null,
    usedBy: null,
    points: null,
    unverified: false,
    confirm: false,
  };
  if (!found.entry || (found.token && signature === 'bad')) return { ...base, result: 'INVALID' };
  const e = found.entry;
  const shown = { ...base, key: e.key, holder: e.holder, mode: list.mode, unverified: found.token && signature === 'serverOnly' };
  const title = list.mode === 'CARD' ? (e.number ?? '') : list.title;
  const past = e.until !== null && e.until < today;
  if (!e.active || past || (found.qrUntil !== null && found.qrUntil < today)) return { ...shown, title, result: 'EXPIRED' };
  if (list.mode === 'FIDELITY') return { ...shown, title, result: 'VALID', points: FIDELITY_SCAN_POINTS, confirm: shown.unverified };
  if (list.mode === 'ACCESS') {
    const used = usedNow(e.key) ?? e.used;
    if (used) return { ...shown, title, result: 'ALREADY_USED', usedAt: used.at, usedBy: used.by };
  }
  return { ...shown, title, result: 'VALID', confirm: shown.unverified };
}
