import { createHash } from 'node:crypto';
import { FieldValue, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { orgCol } from '@tessera/domain/paths';
import { scanOutcome, type ScanOutcome } from '@tessera/domain/scanner/scan';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

/** The scan log (`organizations/{org}/scans/{scanId}`): one document per scan id, the outcome and who, where, when. */
export const scanRef = (orgId: string, id: string) => db.collection(orgCol(orgId, 'scans')).doc(id);

/** What a scan document keeps beside its outcome: the code's fingerprint (never the code), the scanner, the place. */
export interface ScanContext {
  codeHash: string;
  place: string;
  uid: string;
  byName: string;
  /** what analytics group by: the campaign or the activity the code belongs to */
  campaignId: string | null;
  saleId: string | null;
  /** the Italian day of the scan (a scan decided offline keeps the day it was made) */
  day: string;
  /** the door device that decided the scan offline, or null for a scan decided online */
  device: DoorDevice | null;
}

/** A door device uploading a scan it decided offline: which device, and what it answered at the door. */
export interface DoorDevice {
  id: string;
  name: string;
  decided: 'VALID' | 'ALREADY_USED' | 'INVALID' | 'EXPIRED';
  /** the time the device gave the scan, when it could not be right and the scan was judged at its upload (scanTime.ts) */
  clampedFrom: string | null;
}

export const codeHash = (code: string) => createHash('sha256').update(code).digest('hex').slice(0, 32);

/** The scan document for `outcome`, ready to create in a commit. */
export function scanDocument(outcome: ScanOutcome, ctx: ScanContext, conflict = false) {
  const { device, ...rest } = ctx;
  const offline = device
    ? {
        device: device.id,
        deviceName: device.name,
        decidedOffline: device.decided,
        ...(device.clampedFrom ? { clampedFrom: device.clampedFrom } : {}),
      }
    : {};
  return { ...outcome, ...rest, ...offline, ...(conflict ? { conflict } : {}), at: FieldValue.serverTimestamp() };
}

/**
 * The first outcome of a scan id sent again (a retry: the same answer, nothing added). The same id for another code is
 * a scanner's mistake, refused.
 */
export function repeated(stored: DocumentSnapshot, hash: string): ScanOutcome {
  if (stored.get('codeHash') !== hash) throw new ApiError('INVALID_REQUEST', [{ path: 'body.scanId', message: 'validation.duplicate' }]);
  // `?? null`: a field added to the outcome later (photoOf) is absent from the scans logged before it
  return scanOutcome.parse(Object.fromEntries(Object.keys(scanOutcome.shape).map((k) => [k, stored.get(k) ?? null])));
}

/** Logs an outcome nothing else changes with (a card shown, INVALID, EXPIRED, ALREADY_USED); a racing twin's log wins. */
export async function logOnly(ref: DocumentReference, outcome: ScanOutcome, ctx: ScanContext): Promise<ScanOutcome> {
  try {
    await ref.create(scanDocument(outcome, ctx));
    return outcome;
  } catch (e) {
    if ((e as { code?: unknown }).code !== 6) throw e;
    return repeated(await ref.get(), ctx.codeHash);
  }
}
