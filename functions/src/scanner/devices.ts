import { randomBytes } from 'node:crypto';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { registerDeviceContract, revokeDeviceContract } from '@tessera/domain/contracts/scanner';
import { orgCol, orgPath } from '@tessera/domain/paths';
import type { DeviceScope } from '@tessera/domain/scanner/doorList';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { sales } from '../sales/saleStore';
import { campaigns } from '../campaigns/campaignStore';
import { scannerPreferences } from './access';

/** A door device (`doorDevices/{id}`): a phone or tablet one sign-in registered to check people in offline. */
export const deviceRef = (orgId: string, deviceId: string) => db.collection(orgCol(orgId, 'doorDevices')).doc(deviceId);

/** The scope's activity or campaign, which must be the organization's own. */
async function scopeTitle(orgId: string, scope: DeviceScope): Promise<string> {
  if (scope.kind === 'cards') return '';
  const snap = await (scope.kind === 'sale' ? sales(orgId) : campaigns(orgId)).doc(scope.id).get();
  if (!snap.exists) throw new ApiError('INVALID_REQUEST', [{ path: 'body.scope.id', message: 'validation.notFound' }]);
  return String(snap.get('name') ?? '');
}

/** POST /v1/scanner/devices — the caller's phone registered for one scope; its id is what the device keeps. */
export const registerDevice = route(registerDeviceContract, async ({ body, claims, principal }) => {
  scannerPreferences(await db.doc(orgPath(claims.org)).get(), claims.role);
  const title = await scopeTitle(claims.org, body.scope);
  const id = randomBytes(16).toString('base64url');
  await deviceRef(claims.org, id).create({
    name: body.name,
    scope: body.scope,
    title,
    uid: principal.uid,
    byName: principal.email ?? principal.uid,
    createdAt: FieldValue.serverTimestamp(),
    listAt: null,
    syncedAt: null,
    revokedAt: null,
    revokedBy: null,
  });
  return { deviceId: id };
});

/**
 * The caller's own device, not signed out: a device answers only to the sign-in that registered it (another's id is
 * NOT_FOUND, as an unknown one), and a signed-out device to nobody (DEVICE_REVOKED: the device erases what it holds).
 */
export async function ownDevice(orgId: string, deviceId: string, uid: string): Promise<DocumentSnapshot> {
  const device = await deviceRef(orgId, deviceId).get();
  if (!device.exists || device.get('uid') !== uid) throw new ApiError('NOT_FOUND');
  if (device.get('revokedAt')) throw new ApiError('DEVICE_REVOKED');
  return device;
}

/** POST /v1/scanner/devices/revoke — a lost phone signed out: the server takes nothing more from it. */
export const revokeDevice = route(revokeDeviceContract, async ({ body, claims, principal }) => {
  const ref = deviceRef(claims.org, body.deviceId);
  await db.runTransaction(async (tx) => {
    const device = await tx.get(ref);
    if (!device.exists) throw new ApiError('NOT_FOUND');
    if (!device.get('revokedAt')) tx.update(ref, { revokedAt: FieldValue.serverTimestamp(), revokedBy: principal.email ?? principal.uid });
  });
  return { revoked: true as const };
});
