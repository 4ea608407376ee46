import { FieldValue } from 'firebase-admin/firestore';
import { orgCol } from '@tessera/domain/paths';
import type { ScanOutcome } from '@tessera/domain/scanner/scan';
import { db } from '../shared/admin';
import { repeated, scanDocument, type ScanContext } from './scanLog';
import type { Target } from './targets';

const conflicts = (orgId: string) => db.collection(orgCol(orgId, 'doorConflicts'));

type Side = { scanId: string; at: string; device: string | null; deviceName: string; by: string };

/**
 * Two scans both let the same ACCESS code's holder in: a device that was offline admitted it, and the redemption was
 * already made by another device or the online scanner. Both scans are kept; the earlier (by when each was scanned, as
 * the server dated it: doorSync.ts) is the admission, so the redemption moves to the uploaded scan when it was made
 * first; a conflict document names both, for the activity's or campaign's page and for the devices' next sync. Every
 * device that admitted the code hears of it, not only these two: with a third admission the redemption may move again,
 * and the device told of the first conflict would otherwise still believe the second device's admission counts. One
 * transaction: a re-upload of the same scan finds its own log and answers it again.
 */
export async function admitEarlier(
  orgId: string,
  ref: FirebaseFirestore.DocumentReference,
  target: Target,
  outcome: ScanOutcome,
  ctx: ScanContext,
): Promise<{ outcome: ScanOutcome; conflict: boolean }> {
  const redemption = target.redemption!;
  return db.runTransaction(async (tx) => {
    const [mine, kept] = await tx.getAll(ref, redemption);
    if (mine!.exists) return { outcome: repeated(mine!, ctx.codeHash), conflict: mine!.get('conflict') === true };
    // the code's earlier conflicts: their devices admitted it too
    const before = await tx.get(conflicts(orgId).where('key', '==', target.door!.key));
    const incoming: Side = {
      scanId: outcome.scanId,
      at: outcome.scannedAt,
      device: ctx.device!.id,
      deviceName: ctx.device!.name,
      by: ctx.byName,
    };
    const earlier: Side = {
      scanId: String(kept!.get('scanId')),
      at: String(kept!.get('at')),
      device: (kept!.get('device') as string | null | undefined) ?? null,
      deviceName: String(kept!.get('deviceName') ?? ''),
      by: String(kept!.get('byName')),
    };
    const first = incoming.at < earlier.at;
    const [admitted, refused] = first ? [incoming, earlier] : [earlier, incoming];
    if (first)
      tx.update(redemption, {
        scanId: incoming.scanId,
        at: incoming.at,
        uid: ctx.uid,
        byName: incoming.by,
        device: incoming.device,
        deviceName: incoming.deviceName,
        updatedAt: FieldValue.serverTimestamp(),
      });
    const logged: ScanOutcome = first ? outcome : { ...outcome, result: 'ALREADY_USED', usedAt: earlier.at, usedBy: earlier.by };
    tx.create(ref, scanDocument(logged, ctx, true));
    const involved = [admitted.device, refused.device, ...before.docs.flatMap((d) => (d.get('devices') as string[] | undefined) ?? [])];
    tx.create(conflicts(orgId).doc(`${redemption.id}_${outcome.scanId}`), {
      key: target.door!.key,
      door: target.door!.scope,
      holder: outcome.holder,
      title: outcome.title,
      admitted,
      refused,
      devices: [...new Set(involved.filter((d): d is string => typeof d === 'string'))],
      recordedAt: FieldValue.serverTimestamp(),
    });
    return { outcome: logged, conflict: true };
  });
}
