import type { Route } from '../http/route';
import { doorCampaigns } from './doorCampaigns';
import { doorSearch } from './doorSearch';
import { registerDevice, revokeDevice } from './devices';
import { doorListEndpoint } from './doorList';
import { doorPhotosEndpoint } from './doorPhotos';
import { doorSync } from './doorSync';
import { scan } from './scan';

/**
 * /v1/scanner endpoints: the QR scanner at the door, the name search for whoever has no QR, and the door devices that
 * decide offline (register, download the list and its photos, sync, sign out).
 */
export const scannerRoutes: readonly Route[] = [
  scan,
  doorSearch,
  doorCampaigns,
  registerDevice,
  doorListEndpoint,
  doorPhotosEndpoint,
  doorSync,
  revokeDevice,
];
