import { orgCol } from '@tessera/domain/paths';
import type { DeviceScope, DoorConflict } from '@tessera/domain/scanner/doorList';
import type { Live } from '../../../lib/data/live';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';

/** The devices and conflicts the management view shows at most (the latest). */
export const DOOR_DEVICES_SHOWN = 100;

export interface DoorDeviceRow {
  id: string;
  name: string;
  scope: DeviceScope;
  title: string;
  byName: string;
  createdAt?: Date | null;
  listAt?: Date | null;
  entries?: number;
  syncedAt?: Date | null;
  revokedAt?: Date | null;
  revokedBy?: string | null;
}

export type DoorConflictRow = Pick<DoorConflict, 'id' | 'key' | 'holder' | 'title' | 'admitted' | 'refused'> & { door: string };

/** The organization's door devices, live (the scanner.devices roles read them all). */
export const useDoorDevices = (orgId: string): Live<DoorDeviceRow[]> =>
  useLiveCollection<DoorDeviceRow>(orgCol(orgId, 'doorDevices'), {
    order: [{ field: 'createdAt', direction: 'desc' }],
    limit: DOOR_DEVICES_SHOWN,
  });

/** The organization's conflicts between door devices, live: all of them, or one activity's or campaign's (`sale:{id}`). */
export const useDoorConflicts = (orgId: string, door?: string): Live<DoorConflictRow[]> =>
  useLiveCollection<DoorConflictRow>(orgCol(orgId, 'doorConflicts'), {
    filters: door ? [{ field: 'door', op: '==', value: door }] : [],
    limit: DOOR_DEVICES_SHOWN,
  });
