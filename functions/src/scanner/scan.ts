import { FieldValue } from 'firebase-admin/firestore';
import { scanContract } from '@tessera/domain/contracts/scanner';
import { FIDELITY_SCAN_POINTS } from '@tessera/domain/constants';
import { todayInItaly } from '@tessera/domain/locale/dates';
import type { ScanOutcome } from '@tessera/domain/scanner/scan';
import { orgPath } from '@tessera/domain/paths';
import { CARD_TOKEN_SECRET } from '../config';
import { db } from '../shared/admin';
import { jitter, RACE_ROUNDS, raced } from '../shared/races';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import type { Principal } from '../http/principal';
import { scannerPreferences } from './access';
import { readCode } from './codes';
import { typedCode } from './typed';
import { logOnly, repeated, scanDocument, scanRef, codeHash, type DoorDevice, type ScanContext } from './scanLog';
import { issuedBy, targetOf, type Target } from './targets';
import { countCampaignDay } from '../campaigns/stats';
import { admitEarlier } from './conflicts';

/**
 * POST /v1/scanner/scan — one reading of the scanner. A scan id seen before answers its first outcome (a retry adds
 * nothing). The code's signature is verified here, then its target read as the records have it now; a VALID ACCESS
 * code is redeemed and a FIDELITY one earns its points in the commit that logs the scan.
 */
export const scan = route(scanContract, async ({ body, claims, principal }) => {
  // the scan id's earlier outcome is read while the preferences are checked
  const [org, prior] = await db.getAll(db.doc(orgPath(claims.org)), scanRef(claims.org, body.scanId));
  const preferences = scannerPreferences(org!, claims.role);
  const req = { ...body, scannedAt: null, device: null };
  return (await applyScan(claims.org, req, principal, preferences.gracePeriodMonths, prior)).outcome;
});

export interface ScanRequest {
  scanId: string;
  code: string;
  place: string;
  /** when a device decided it offline (ISO); null: now, online */
  scannedAt: string | null;
  /** the door device that decided it offline, and what it answered */
  device: DoorDevice | null;
}

/**
 * One scan applied once by its id, online or uploaded by a door device: the code verified, its target read as the
 * records have it on the scan's day, then redeemed (ACCESS), credited (FIDELITY) or only logged. `conflict`: a device
 * admitted an ACCESS code that another scan had admitted too (conflicts.ts).
 */
export async function applyScan(
  orgId: string,
  req: ScanRequest,
  principal: Principal,
  graceMonths: number,
  read?: FirebaseFirestore.DocumentSnapshot,
): Promise<{ outcome: ScanOutcome; conflict: boolean }> {
  const ref = scanRef(orgId, req.scanId);
  const hash = codeHash(req.code);
  const prior = read ?? (await ref.get());
  if (prior.exists) return { outcome: repeated(prior, hash), conflict: prior.get('conflict') === true };
  const scannedAt = req.scannedAt ? new Date(req.scannedAt) : new Date();
  // a typed card number or ticket code stands for its QR's code: from here on the same decision and redemption
  const code = readCode(req.code, CARD_TOKEN_SECRET.value()) ?? (await typedCode(orgId, req.code));
  const target = code ? await targetOf(orgId, code, graceMonths, todayInItaly(scannedAt)) : null;
  // another organization's code is INVALID here, and its campaign or activity ids are not this organization's to log
  const ours = code && issuedBy(orgId, code) ? code : null;
  const ctx: ScanContext = {
    codeHash: hash,
    place: req.place,
    uid: principal.uid,
    byName: principal.email ?? principal.uid,
    campaignId: ours?.kind === 'campaign' ? ours.payload.c : null,
    saleId: ours?.kind === 'ticket' ? ours.payload.s : null,
    day: todayInItaly(scannedAt),
    device: req.device,
  };
  const outcome: ScanOutcome = {
    scanId: req.scanId,
    result: target?.result ?? 'INVALID',
    kind: target?.kind ?? null,
    mode: target?.mode ?? null,
    holder: target?.holder ?? null,
    photoOf: target?.photoOf ?? null,
    title: target?.title ?? '',
    usedAt: null,
    usedBy: null,
    points: null,
    balance: null,
    scannedAt: scannedAt.toISOString(),
  };
  // a holder a device turned away offline was not let in: nothing is redeemed or credited for it, what it answered is logged
  if (target?.result === 'VALID' && req.device && req.device.decided !== 'VALID')
    return { outcome: await logOnly(ref, { ...outcome, result: req.device.decided }, ctx), conflict: false };
  if (target?.result === 'VALID' && target.redemption) return redeem(orgId, ref, target, outcome, ctx);
  const logged =
    target?.result === 'VALID' && target.fidelity ? await earn(orgId, ref, target, outcome, ctx) : await logOnly(ref, outcome, ctx);
  return { outcome: logged, conflict: false };
}

type ScanDoc = FirebaseFirestore.DocumentReference;

/**
 * ACCESS: the redemption and the scan created in one commit (a campaign's check-in counted in it too). Whoever created the redemption first let the holder in;
 * every other scan of the code (two phones in the same second included) finds it and answers ALREADY_USED with its
 * time and scanner — unless it is a device that let the holder in while offline: then both scans are kept and the
 * earlier is the admission (conflicts.ts).
 */
async function redeem(
  orgId: string,
  ref: ScanDoc,
  target: Target,
  outcome: ScanOutcome,
  ctx: ScanContext,
): Promise<{ outcome: ScanOutcome; conflict: boolean }> {
  const batch = db.batch();
  batch.create(target.redemption!, {
    scanId: outcome.scanId,
    at: outcome.scannedAt,
    uid: ctx.uid,
    byName: ctx.byName,
    holder: outcome.holder,
    device: ctx.device?.id ?? null,
    deviceName: ctx.device?.name ?? '',
    // what the door devices of the activity or campaign pull to answer ALREADY_USED (doorSync.ts)
    key: target.door!.key,
    door: target.door!.scope,
    updatedAt: FieldValue.serverTimestamp(),
  });
  batch.create(ref, scanDocument(outcome, ctx));
  if (ctx.campaignId) countCampaignDay(batch, orgId, ctx.campaignId, { checkIn: true });
  try {
    await batch.commit();
    return { outcome, conflict: false };
  } catch (e) {
    if ((e as { code?: unknown }).code !== 6) throw e;
  }
  // the scan id was taken meanwhile (this very request, retried), or the code was redeemed: look which
  const again = await ref.get();
  if (again.exists) return { outcome: repeated(again, ctx.codeHash), conflict: again.get('conflict') === true };
  if (ctx.device?.decided === 'VALID') return admitEarlier(orgId, ref, target, outcome, ctx);
  const redeemed = await target.redemption!.get();
  const used = { ...outcome, result: 'ALREADY_USED' as const, usedAt: String(redeemed.get('at')), usedBy: String(redeemed.get('byName')) };
  return { outcome: await logOnly(ref, used, ctx), conflict: false };
}

/**
 * FIDELITY: the points added to the registration (and to the member's balance when a member has the email) in the
 * commit that creates the scan, on condition that both are as read (shared/races.ts): concurrent scans of the same
 * holder each add theirs, and the same scan id never twice.
 */
async function earn(orgId: string, ref: ScanDoc, target: Target, outcome: ScanOutcome, ctx: ScanContext): Promise<ScanOutcome> {
  const { registration, points } = target.fidelity!;
  for (let round = 0; round < RACE_ROUNDS; round += 1) {
    const [reg, balanceDoc] = await db.getAll(registration, ...(points ? [points] : []));
    if (!reg!.exists) return logOnly(ref, { ...outcome, result: 'INVALID', mode: null }, ctx);
    const onRegistration = Number(reg!.get('points') ?? 0) + FIDELITY_SCAN_POINTS;
    const balance = balanceDoc ? Number(balanceDoc.get('points') ?? 0) + FIDELITY_SCAN_POINTS : onRegistration;
    const earned = { ...outcome, points: FIDELITY_SCAN_POINTS, balance };
    const batch = db.batch();
    batch.update(registration, { points: onRegistration, lastScanAt: outcome.scannedAt }, { lastUpdateTime: reg!.updateTime! });
    if (points && balanceDoc?.exists)
      batch.update(points, { points: balance, updatedAt: FieldValue.serverTimestamp() }, { lastUpdateTime: balanceDoc.updateTime! });
    else if (points) batch.create(points, { memberId: points.id, points: balance, updatedAt: FieldValue.serverTimestamp() });
    batch.create(ref, scanDocument(earned, ctx));
    if (ctx.campaignId) countCampaignDay(batch, orgId, ctx.campaignId, { points: FIDELITY_SCAN_POINTS });
    try {
      await batch.commit();
      return earned;
    } catch (e) {
      if (!raced(e)) throw e;
    }
    const again = await ref.get();
    if (again.exists) return repeated(again, ctx.codeHash);
    await jitter();
  }
  throw new ApiError('TOO_MANY_REQUESTS');
}
