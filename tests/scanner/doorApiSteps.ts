import type { DoorList, DoorPhotosAnswer, DoorSyncAnswer, QueuedScan } from '@tessera/domain/scanner/doorList';
import { api } from '../support/api';
import type { PrincipalName, World } from '../support/world';

// The door devices' API calls the API tests share, each as one of the world's principals.

type Failure = { err?: string; issues?: { path: string; message: string }[] };

let n = 0;
/** A fresh scan id. */
export const nonce = () => `door-${Date.now().toString(36)}-${++n}`;

export function doorApi(world: () => World) {
  const token = (who: PrincipalName) => world().tokens[who];
  return {
    register: (scope: object, who: PrincipalName, name = 'Ingresso A') =>
      api<{ deviceId: string } & Failure>('POST', '/v1/scanner/devices', { token: token(who), body: { name, scope } }),
    listOf: (deviceId: string, who: PrincipalName) =>
      api<DoorList & Failure>('POST', '/v1/scanner/door-list', { token: token(who), body: { deviceId } }),
    sync: (deviceId: string, scans: QueuedScan[], since: string | null, who: PrincipalName) =>
      api<DoorSyncAnswer & Failure>('POST', '/v1/scanner/sync', { token: token(who), body: { deviceId, scans, since } }),
    photosOf: (deviceId: string, keys: string[], who: PrincipalName) =>
      api<DoorPhotosAnswer & Failure>('POST', '/v1/scanner/door-photos', { token: token(who), body: { deviceId, keys } }),
    revoke: (deviceId: string, who: PrincipalName) =>
      api<{ revoked: true } & Failure>('POST', '/v1/scanner/devices/revoke', { token: token(who), body: { deviceId } }),
  };
}

/** A scan a device decided offline at `scannedAt`, as it queues it. */
export const queued = (code: string, scannedAt: Date | string, decided: QueuedScan['decided'] = 'VALID'): QueuedScan => ({
  scanId: nonce(),
  code,
  place: 'Cancello',
  scannedAt: typeof scannedAt === 'string' ? scannedAt : scannedAt.toISOString(),
  decided,
});
