import { z } from 'zod';
import { scanInput, scanOutcome } from '../scanner/scan';
import { DOOR_SEARCH_MAX, DOOR_SEARCH_MIN, doorMatch, doorSearchInput } from '../scanner/typedCode';
import {
  DOOR_PHOTO_BATCH,
  DOOR_PHOTO_PX,
  DOOR_SCOPE_CHOICES,
  DOOR_SYNC_BATCH,
  deviceRef,
  doorCampaignChoice,
  doorList,
  doorPhotosAnswer,
  doorPhotosInput,
  doorSyncAnswer,
  doorSyncInput,
  registerDeviceInput,
} from '../scanner/doorList';
import { DOOR_CLOCK_SKEW_MS } from '../scanner/scanTime';
import { defineContract } from './contract';

// The QR scanner: staff scan membership cards, tickets and campaign registrations at the door.

export const scanContract = defineContract({
  method: 'POST',
  path: '/v1/scanner/scan',
  summary: 'Reads one code: a membership card, a ticket or a campaign registration, its signature verified here.',
  description:
    'Always a 200 with the outcome for a code (VALID, ALREADY_USED with when and by whom, INVALID, EXPIRED); only a ' +
    'malformed request is an error. An ACCESS code (a ticket, an ACCESS campaign) is redeemed once, decided in the ' +
    'commit that creates its redemption: of two phones scanning it at once one says VALID, the other ALREADY_USED. A ' +
    'FIDELITY campaign code adds 100 points to the registration and, when a member of the organization has its email, ' +
    'to their balance. `scanId` is a nonce per reading: the same id sent again answers the first outcome and adds ' +
    'nothing (a scan id reused for another code: INVALID_REQUEST). Every scan is logged (who, where, when, result). ' +
    'A role the organization took the scanner from (preferences scannerRoles): NO_USER_ALLOWED, nothing logged. ' +
    '`photoOf` names the member whose photo (GET /v1/members/photo) the scanner shows beside the holder. `code` may ' +
    "also be typed: a card number of the caller's organization or a ticket's short code (printed under its QR) stands " +
    "for that card's or ticket's QR and answers the same; another organization's card number or ticket code is INVALID.",
  access: 'scanner.use',
  scope: 'organization',
  body: scanInput,
  answer: scanOutcome,
  errors: ['NO_USER_ALLOWED'],
});

export const doorSearchContract = defineContract({
  method: 'POST',
  path: '/v1/scanner/search',
  summary: "Finds, by name, the caller's organization's membership cards and today's tickets, to check in someone without a QR.",
  description:
    `At least ${DOOR_SEARCH_MIN} characters (fewer: INVALID_REQUEST); at most ${DOOR_SEARCH_MAX} matches, cards first. Each ` +
    'match gives the `code` to send to POST /v1/scanner/scan as typed (the card number, the ticket short code), which ' +
    'then decides and redeems as for a scan. Nothing is logged by a search. A role the organization took the scanner ' +
    'from: NO_USER_ALLOWED.',
  access: 'scanner.use',
  scope: 'organization',
  body: doorSearchInput,
  answer: z.strictObject({ matches: z.array(doorMatch) }),
  errors: ['NO_USER_ALLOWED'],
});

// Offline at the door (docs/scanner.md): a device downloads a door list, decides without the network, and uploads its
// scans later; every scan applies once by its scan id.

export const registerDeviceContract = defineContract({
  method: 'POST',
  path: '/v1/scanner/devices',
  summary: "Registers the caller's phone or tablet as a door device for one activity, one campaign, or the membership cards.",
  description:
    "The device is the caller's: only the same sign-in downloads its list and syncs it. `scope` names what it checks: " +
    "`sale` (an activity's tickets), `campaign` (a campaign's registrations), `cards` (the association's membership " +
    'cards); an activity or campaign of another organization: INVALID_REQUEST on `body.scope.id`.',
  access: 'scanner.use',
  scope: 'organization',
  body: registerDeviceInput,
  answer: z.strictObject({ deviceId: z.string() }),
  errors: ['NO_USER_ALLOWED'],
});

export const doorCampaignsContract = defineContract({
  method: 'GET',
  path: '/v1/scanner/campaigns',
  summary: 'The campaigns a door device may be set up for: the latest by start, with their names and dates.',
  description:
    `At most ${DOOR_SCOPE_CHOICES}, the latest start first. Every scanning role checks campaign registrations in at the ` +
    "door, but only the campaign area's roles read the campaigns themselves; this is what the others need to choose one " +
    "as a device's scope, and nothing more of it. A role the organization took the scanner from: NO_USER_ALLOWED.",
  access: 'scanner.use',
  scope: 'organization',
  answer: z.strictObject({ campaigns: z.array(doorCampaignChoice) }),
  errors: ['NO_USER_ALLOWED'],
});

export const doorListContract = defineContract({
  method: 'POST',
  path: '/v1/scanner/door-list',
  summary: "The device's door list: what it needs to decide offline, downloaded before the doors open.",
  description:
    "The organization's public key (codes are Ed25519-signed with it) and one entry per code the scope holds: a ticket " +
    "or registration with its holder's name, short code, last day and redemption; a card with its number, last day " +
    '(valid-until with the grace period) and whether it is active, for a group administrator the cards of the members ' +
    'within their groups only. No other personal data. `expiresAt`: when the device ' +
    'erases it. `photos`: where the association prints photos on its cards (preference photoOnCard), the keys of the ' +
    "entries whose holder is a member with a photo (within the caller's groups), for POST /v1/scanner/door-photos; " +
    "otherwise empty. Another sign-in's device: NOT_FOUND; a device signed out: DEVICE_REVOKED.",
  access: 'scanner.use',
  scope: 'groups',
  body: deviceRef,
  answer: doorList,
  errors: ['NO_USER_ALLOWED', 'NOT_FOUND', 'DEVICE_REVOKED'],
});

export const doorPhotosContract = defineContract({
  method: 'POST',
  path: '/v1/scanner/door-photos',
  summary: "The holders' photos for the device's door list, small, for the door to show them offline.",
  description:
    `At most ${DOOR_PHOTO_BATCH} door keys a request (the list's \`photos\`). For each key of the device's own scope ` +
    `whose holder is a member with a photo: a JPEG of at most ${DOOR_PHOTO_PX} px square, as a data URL; other keys ` +
    "(another scope's, unknown, a cancelled ticket, a campaign registrant, a member outside the caller's groups) are " +
    'left out. Nothing at all unless the association prints photos on its cards (preference photoOnCard). Another ' +
    "sign-in's device: NOT_FOUND; a device signed out: DEVICE_REVOKED.",
  access: 'scanner.use',
  scope: 'groups',
  body: doorPhotosInput,
  answer: doorPhotosAnswer,
  errors: ['NO_USER_ALLOWED', 'NOT_FOUND', 'DEVICE_REVOKED'],
});

export const doorSyncContract = defineContract({
  method: 'POST',
  path: '/v1/scanner/sync',
  summary: 'Uploads scans decided offline (each applied once by its scan id) and pulls what the other devices admitted.',
  description:
    `At most ${DOOR_SYNC_BATCH} scans a request. Each is decided again by the server at the time it was scanned and ` +
    "logged as a scan of the device. The device's clock is believed within the device's life only: a `scannedAt` " +
    `before its registration or after the upload, by more than ${DOOR_CLOCK_SKEW_MS / 60_000} minutes, is judged at ` +
    "the upload instead (the scan's log keeps the device's time as `clampedFrom`). A scan id already applied answers " +
    'its first result and adds nothing (FIDELITY ' +
    'points once per scan id). When the device admitted an ACCESS code another device or the online scanner had ' +
    'admitted too, both scans are kept, the earlier is the admission, and a conflict is recorded and answered to every ' +
    'device that admitted the code (`conflicts`, oldest first: the last of a code says which admission counts now). ' +
    '`admitted`: the ACCESS codes of the scope admitted since `since`, by door key; `cursor`: where the next ' +
    "sync starts. Another sign-in's device: NOT_FOUND; a device signed out: DEVICE_REVOKED (nothing applied).",
  access: 'scanner.use',
  scope: 'organization',
  body: doorSyncInput,
  answer: doorSyncAnswer,
  errors: ['NO_USER_ALLOWED', 'NOT_FOUND', 'DEVICE_REVOKED'],
});

export const revokeDeviceContract = defineContract({
  method: 'POST',
  path: '/v1/scanner/devices/revoke',
  summary: 'Signs a door device out: its next contact erases its list and queued scans, and the server accepts nothing more from it.',
  description: 'For a lost or stolen phone. The device stays listed as signed out (who, when). Unknown device: NOT_FOUND.',
  access: 'scanner.devices',
  scope: 'organization',
  body: deviceRef,
  answer: z.strictObject({ revoked: z.literal(true) }),
  errors: ['NOT_FOUND'],
});
