import { createHash, timingSafeEqual } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { parseAppleSerial } from '@tessera/domain/cards/wallet';
import { col, memberPath, memberWalletPassPath } from '@tessera/domain/paths';
import { applePassTypeId } from '../../config';
import { db } from '../../shared/admin';
import { loadOrgCardSettings, memberCardOf, tokenSecret } from '../cardData';
import { appleAuthToken } from './applePass';
import { applePassOf, passCardOf } from './passes';

/**
 * Apple's pass web service (Wallet Passes → "Adding a Web Service to Update Passes"), under the webServiceURL every
 * pass carries (`${APP_URL}/v1/wallet/apple`); Apple appends `/v1/...`:
 * - POST   /v1/devices/{device}/registrations/{passType}/{serial}   register a device for a pass's updates (201; 200 again)
 * - DELETE /v1/devices/{device}/registrations/{passType}/{serial}   unregister (200)
 * - GET    /v1/devices/{device}/registrations/{passType}?passesUpdatedSince={tag}   serials changed since the tag (204 none)
 * - GET    /v1/passes/{passType}/{serial}   the latest pass (304 when not modified since If-Modified-Since)
 * - POST   /v1/log   the device's error messages, logged
 * A pass's calls carry `Authorization: ApplePass <token>`, the pass's authenticationToken: a keyed hash of the serial
 * (applePass.ts appleAuthToken), recomputed and compared, never stored. Registrations live in
 * `appleWalletRegistrations` (no client rule reads them). When a card changes, walletUpdates.ts marks the pass updated
 * and would push to the registered devices through APNs (docs/deploy.md "Wallet passes"): Apple's devices then call
 * here for the serials and the pass.
 */
export const APPLE_WALLET_PREFIX = '/v1/wallet/apple/';

const DEVICE = /^[A-Za-z0-9]{1,128}$/;
const SERIAL = /^[^/~]{1,128}~[^/~]{1,128}$/;

const registrations = () => db.collection(col.appleWalletRegistrations);
/** One document per device and pass; the id hashes both (ids bounded and free of '/'). */
const registrationId = (device: string, serial: string) => createHash('sha256').update(`${device}\n${serial}`).digest('hex');

/** The request's `ApplePass` token is the serial's. */
function authorized(req: Request, serial: string): boolean {
  const m = /^ApplePass ([A-Za-z0-9_-]{16,100})$/.exec(req.get('authorization') ?? '');
  if (!m) return false;
  const given = Buffer.from(m[1]!);
  const expected = Buffer.from(appleAuthToken(serial, tokenSecret()));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** When the pass last changed (ms), or 0 when it never has since it was handed out. */
async function passUpdatedAt(orgId: string, memberId: string): Promise<number> {
  const at = (await db.doc(memberWalletPassPath(orgId, memberId)).get()).get('updatedAt');
  return at instanceof Timestamp ? at.toMillis() : 0;
}

export async function appleWalletService(req: Request, res: Response): Promise<void> {
  const parts = req.path.slice(APPLE_WALLET_PREFIX.length).split('/').map(decodeURIComponent);
  const passType = applePassTypeId();
  const notFound = () => void res.status(404).end();
  // v1 devices {device} registrations {passType} [serial]
  if (parts[0] === 'v1' && parts[1] === 'devices' && parts[3] === 'registrations' && parts[4] === passType) {
    const device = parts[2] ?? '';
    if (!DEVICE.test(device)) return notFound();
    const serial = parts[5];
    if (serial === undefined && parts.length === 5 && req.method === 'GET') return updatedSerials(req, res, device);
    if (serial === undefined || parts.length !== 6 || !SERIAL.test(serial)) return notFound();
    if (!authorized(req, serial)) return void res.status(401).end();
    const ref = registrations().doc(registrationId(device, serial));
    if (req.method === 'POST') {
      const pushToken = typeof req.body?.pushToken === 'string' ? req.body.pushToken.slice(0, 200) : '';
      if (!pushToken) return void res.status(400).end();
      const existed = (await ref.get()).exists;
      const { orgId, memberId } = parseAppleSerial(serial)!;
      await ref.set({ device, serial, orgId, memberId, pushToken, updatedAt: FieldValue.serverTimestamp() });
      return void res.status(existed ? 200 : 201).end();
    }
    if (req.method === 'DELETE') {
      await ref.delete();
      return void res.status(200).end();
    }
    return void res.status(405).end();
  }
  // v1 passes {passType} {serial}
  if (req.method === 'GET' && parts[0] === 'v1' && parts[1] === 'passes' && parts[2] === passType && parts.length === 4) {
    const serial = parts[3]!;
    if (!SERIAL.test(serial)) return notFound();
    if (!authorized(req, serial)) return void res.status(401).end();
    return latestPass(req, res, serial);
  }
  if (req.method === 'POST' && parts.join('/') === 'v1/log') {
    const logs = Array.isArray(req.body?.logs) ? (req.body.logs as unknown[]).slice(0, 20).map((l) => String(l).slice(0, 500)) : [];
    logger.warn('apple wallet device log', { logs });
    return void res.status(200).end();
  }
  return notFound();
}

/** The device's passes changed since the tag (a ms timestamp we handed out as lastUpdated). */
async function updatedSerials(req: Request, res: Response, device: string): Promise<void> {
  const since = Number(typeof req.query.passesUpdatedSince === 'string' ? req.query.passesUpdatedSince : 0) || 0;
  const regs = await registrations().where('device', '==', device).limit(200).get();
  let last = since;
  const serials: string[] = [];
  for (const r of regs.docs) {
    const at = await passUpdatedAt(r.get('orgId') as string, r.get('memberId') as string);
    if (at > since) serials.push(r.get('serial') as string);
    last = Math.max(last, at);
  }
  if (serials.length === 0) return void res.status(204).end();
  res.status(200).json({ serialNumbers: serials, lastUpdated: String(last) });
}

/** The pass as the card is now; 304 when it has not changed since the device's copy. */
async function latestPass(req: Request, res: Response, serial: string): Promise<void> {
  const { orgId, memberId } = parseAppleSerial(serial)!;
  const snap = await db.doc(memberPath(orgId, memberId)).get();
  const card = snap.exists ? memberCardOf(snap.id, snap.data()!) : null;
  if (!card) return void res.status(404).end();
  // HTTP dates have whole seconds
  const updated = Math.floor((await passUpdatedAt(orgId, memberId)) / 1000) * 1000;
  const since = Date.parse(req.get('if-modified-since') ?? '');
  if (updated && !Number.isNaN(since) && updated <= since) return void res.status(304).end();
  const pkpass = await applePassOf(passCardOf(orgId, await loadOrgCardSettings(orgId), card), 'it');
  res.set({
    'content-type': 'application/vnd.apple.pkpass',
    'last-modified': new Date(updated || Date.now()).toUTCString(),
    'cache-control': 'no-store',
  });
  res.status(200).end(pkpass);
}
