import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { doorSyncContract } from '@tessera/domain/contracts/scanner';
import { orgCol, orgPath } from '@tessera/domain/paths';
import {
  DOOR_PULL_PAGE,
  doorConflict,
  doorScopeKey,
  type DeviceScope,
  type DoorSyncAnswer,
  type QueuedScan,
} from '@tessera/domain/scanner/doorList';
import { scanTimeWithin } from '@tessera/domain/scanner/scanTime';
import { db } from '../shared/admin';
import { route } from '../http/route';
import type { Principal } from '../http/principal';
import { scannerPreferences } from './access';
import { ownDevice, deviceRef } from './devices';
import { decodeCursor, encodeCursor } from './doorCursor';
import { applyScan } from './scan';
import { codeHash } from './scanLog';

/** Scans of different codes applied at once; a code's own scans one after the other, in the order they were made. */
const PARALLEL_CODES = 8;

/**
 * POST /v1/scanner/sync — a door device uploads the scans it decided offline and pulls what the others admitted. Each
 * scan is applied once by its scan id (scan.ts applyScan), judged at the time it was made when the device's clock can
 * be right about it, else at the upload (scanTime.ts); then the redemptions of the device's activity or campaign
 * written since its cursor, and the conflicts of the codes it admitted.
 */
export const doorSync = route(doorSyncContract, async ({ body, claims, principal }) => {
  const [org, device] = await Promise.all([db.doc(orgPath(claims.org)).get(), ownDevice(claims.org, body.deviceId, principal.uid)]);
  const preferences = scannerPreferences(org, claims.role);
  const who = { id: body.deviceId, name: String(device.get('name') ?? ''), since: registeredAt(device) };
  const applied = await applyAll(claims.org, body.scans, who, principal, preferences.gracePeriodMonths);
  const [pulled, conflicts] = await Promise.all([
    pullAdmissions(claims.org, device.get('scope') as DeviceScope, body.since),
    conflictsOf(claims.org, body.deviceId),
  ]);
  await deviceRef(claims.org, body.deviceId).update({ syncedAt: FieldValue.serverTimestamp() });
  const answer: DoorSyncAnswer = {
    applied,
    admitted: pulled.admitted,
    conflicts,
    cursor: pulled.cursor ?? body.since ?? encodeCursor(new Date(0)),
  };
  return answer;
});

/**
 * When the device began: its registration. Its list's download (`listAt`) comes after it and is overwritten by every
 * refresh, so the registration is the earliest moment the device can have scanned anything.
 */
function registeredAt(device: FirebaseFirestore.DocumentSnapshot): Date | null {
  const created = device.get('createdAt') as Timestamp | null | undefined;
  return created instanceof Timestamp ? created.toDate() : null;
}

async function applyAll(
  orgId: string,
  scans: QueuedScan[],
  device: { id: string; name: string; since: Date | null },
  principal: Principal,
  graceMonths: number,
): Promise<DoorSyncAnswer['applied']> {
  // the device's clock is believed only within its life (scanTime.ts): a scan dated outside it is judged at the upload
  const uploadedAt = new Date();
  const dated = scans.map((s) => ({ ...s, time: scanTimeWithin(s.scannedAt, device.since, uploadedAt) }));
  const byCode = new Map<string, typeof dated>();
  for (const s of dated) byCode.set(codeHash(s.code), [...(byCode.get(codeHash(s.code)) ?? []), s]);
  const queues = [...byCode.values()].map((q) => q.sort((a, b) => a.time.at.localeCompare(b.time.at)));
  const results = new Map<string, DoorSyncAnswer['applied'][number]>();
  const work = async () => {
    for (let queue = queues.shift(); queue; queue = queues.shift())
      for (const s of queue) {
        const req = {
          scanId: s.scanId,
          code: s.code,
          place: s.place,
          scannedAt: s.time.at,
          device: { id: device.id, name: device.name, decided: s.decided, clampedFrom: s.time.clampedFrom },
        };
        const { outcome, conflict } = await applyScan(orgId, req, principal, graceMonths);
        results.set(s.scanId, { scanId: s.scanId, result: outcome.result, conflict });
      }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_CODES, queues.length) }, work));
  return scans.map((s) => results.get(s.scanId)!);
}

/** The ACCESS admissions of the device's activity or campaign since the cursor (the cards' devices have none to pull). */
async function pullAdmissions(orgId: string, scope: DeviceScope, since: string | null) {
  if (scope.kind === 'cards') return { admitted: [], cursor: null };
  const snap = await db
    .collection(orgCol(orgId, 'redemptions'))
    .where('door', '==', doorScopeKey(scope.kind, scope.id))
    .where('updatedAt', '>', decodeCursor(since))
    .orderBy('updatedAt')
    .limit(DOOR_PULL_PAGE)
    .get();
  const last = snap.docs.at(-1);
  return {
    admitted: snap.docs.map((d) => ({ key: String(d.get('key')), at: String(d.get('at')), by: String(d.get('byName')) })),
    cursor: last ? encodeCursor(last.get('updatedAt')) : null,
  };
}

/**
 * The conflicts of the codes the device admitted (a handful at most: each is devices admitting one code while apart),
 * oldest first: of a code's conflicts the last says which admission counts now (conflicts.ts).
 */
async function conflictsOf(orgId: string, deviceId: string) {
  const snap = await db.collection(orgCol(orgId, 'doorConflicts')).where('devices', 'array-contains', deviceId).limit(100).get();
  const recorded = (d: FirebaseFirestore.QueryDocumentSnapshot) => (d.get('recordedAt') as Timestamp | undefined)?.toMillis() ?? 0;
  return [...snap.docs]
    .sort((a, b) => recorded(a) - recorded(b) || a.id.localeCompare(b.id))
    .map((d) => doorConflict.parse({ id: d.id, ...pick(d.data()) }));
}

const pick = (d: FirebaseFirestore.DocumentData) => ({
  key: d.key,
  holder: d.holder ?? null,
  title: d.title ?? '',
  admitted: d.admitted,
  refused: d.refused,
});
