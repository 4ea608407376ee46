import {
  doorListContract,
  doorPhotosContract,
  doorSyncContract,
  registerDeviceContract,
  revokeDeviceContract,
} from '@tessera/domain/contracts/scanner';
import type { DeviceScope, DoorList, DoorPhotosAnswer, DoorSyncAnswer, QueuedScan } from '@tessera/domain/scanner/doorList';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/scanner/devices: this phone registered as a door device for one scope. */
export const registerDoorDevice = async (name: string, scope: DeviceScope): Promise<string> =>
  (await apiCall(registerDeviceContract, { body: { name, scope }, overlay: false })).deviceId;

/** POST /v1/scanner/door-list: the device's list, downloaded before the doors open. */
export const downloadDoorList = (deviceId: string): Promise<DoorList> => apiCall(doorListContract, { body: { deviceId }, overlay: false });

/** POST /v1/scanner/door-photos: a batch of the list's holders' photos (small JPEG data URLs). */
export const downloadDoorPhotos = async (deviceId: string, keys: string[]): Promise<DoorPhotosAnswer['photos']> =>
  (await apiCall(doorPhotosContract, { body: { deviceId, keys }, overlay: false })).photos;

/** POST /v1/scanner/sync: queued scans up (each applied once by its scan id), the other devices' admissions down. */
export const syncDoor = (deviceId: string, scans: QueuedScan[], since: string | null): Promise<DoorSyncAnswer> =>
  apiCall(doorSyncContract, { body: { deviceId, scans, since }, overlay: false });

/** POST /v1/scanner/devices/revoke: a lost device signed out. */
export const revokeDoorDevice = async (deviceId: string): Promise<void> => {
  await apiCall(revokeDeviceContract, { body: { deviceId } });
};
