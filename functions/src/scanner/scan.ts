import { FieldValue } from 'firebase-admin/firestore';
import { scanContract } from '@tessera/domain/contracts/scanner';
import { FIDELITY_SCAN_POINTS } from '@tessera/domain/constants';
import type { ScanOutcome } from '@tessera/domain/scanner/scan';
import { orgPath } from '@tessera/domain/paths';
import { CARD_TOKEN_SECRET } from '../config';
import { db } from '../shared/admin';
import { jitter, RACE_ROUNDS, raced } from '../shared/races';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { scannerPreferences } from './access';
import { readCode } from './codes';
import { typedCode } from './typed';
import { logOnly, repeated, scanDocument, scanRef, codeHash, type ScanContext } from './scanLog';
import { issuedBy, targetOf, type Target } from './targets';
import { countCampaignDay } from '../campaigns/stats';

/**
 * POST /v1/scanner/scan — one reading of the scanner. A scan id seen before answers its first outcome (a retry adds
 * nothing). The code's signature is verified here, then its target read as the records have it now; a VALID ACCESS
 * code is redeemed and a FIDELITY one earns its points in the commit that logs the scan.
 */
export const scan = route(scanContract, async ({ body, claims, principal }) => {
  const ref = scanRef(claims.org, body.scanId);
  const hash = codeHash(body.code);
  const [prior, org] = await db.getAll(ref, db.doc(orgPath(claims.org)));
  const preferences = scannerPreferences(org!, claims.role);
  if (prior!.exists) return repeated(prior!, hash);
  // a typed card number or ticket code stands for its QR's code: from here on the same decision and redemption
  const code = readCode(body.code, CARD_TOKEN_SECRET.value()) ?? (await typedCode(claims.org, body.code));
  const target = code ? await targetOf(claims.org, code, preferences.gracePeriodMonths) : null;
  // another organization's code is INVALID here, and its campaign or activity ids are not this organization's to log
  const ours = code && issuedBy(claims.org, code) ? code : null;
  const ctx: ScanContext = {
    codeHash: hash,
    place: body.place,
    uid: principal.uid,
    byName: principal.email ?? principal.uid,
    campaignId: ours?.kind === 'campaign' ? ours.payload.c : null,
    saleId: ours?.kind === 'ticket' ? ours.payload.s : null,
  };
  const outcome: ScanOutcome = {
    scanId: body.scanId,
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
    scannedAt: new Date().toISOString(),
  };
  if (target?.result === 'VALID' && target.redemption) return redeem(claims.org, ref, target, outcome, ctx);
  if (target?.result === 'VALID' && target.fidelity) return earn(claims.org, ref, target, outcome, ctx);
  return logOnly(ref, outcome, ctx);
});

type ScanDoc = FirebaseFirestore.DocumentReference;

/**
 * ACCESS: the redemption and the scan created in one commit (a campaign's check-in counted in it too). Whoever created the redemption first let the holder in;
 * every other scan of the code (two phones in the same second included) finds it and answers ALREADY_USED with its
 * time and scanner.
 */
async function redeem(orgId: string, ref: ScanDoc, target: Target, outcome: ScanOutcome, ctx: ScanContext): Promise<ScanOutcome> {
  const batch = db.batch();
  batch.create(target.redemption!, {
    scanId: outcome.scanId,
    at: outcome.scannedAt,
    uid: ctx.uid,
    byName: ctx.byName,
    holder: outcome.holder,
  });
  batch.create(ref, scanDocument(outcome, ctx));
  if (ctx.campaignId) countCampaignDay(batch, orgId, ctx.campaignId, { checkIn: true });
  try {
    await batch.commit();
    return outcome;
  } catch (e) {
    if ((e as { code?: unknown }).code !== 6) throw e;
  }
  // the scan id was taken meanwhile (this very request, retried), or the code was redeemed: look which
  const again = await ref.get();
  if (again.exists) return repeated(again, ctx.codeHash);
  const redeemed = await target.redemption!.get();
  return logOnly(
    ref,
    { ...outcome, result: 'ALREADY_USED', usedAt: String(redeemed.get('at')), usedBy: String(redeemed.get('byName')) },
    ctx,
  );
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
