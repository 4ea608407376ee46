/**
 * What the door device reaches the network and the sign-in through, replaced for doorDecision.entry.ts (door.bench.ts
 * swaps these in when it bundles the device): the list is the one the bench downloaded and handed to the page, and
 * nothing else answers. The device itself, its store (IndexedDB, AES-GCM) and its decision are the app's own.
 */
import type { DoorList } from '@tessera/domain/scanner/doorList';

export class ApiFailure extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

const handed = () => (globalThis as unknown as { doorBenchList: DoorList }).doorBenchList;

export const registerDoorDevice = async () => handed().deviceId;
export const downloadDoorList = async () => handed();
export const downloadDoorPhotos = async () => [];
export const syncDoor = async () => {
  throw new ApiFailure('NETWORK');
};
export const newScanId = () => crypto.randomUUID().replaceAll('-', '');
