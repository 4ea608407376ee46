import { z } from 'zod';
import { scanInput, scanOutcome } from '../scanner/scan';
import { DOOR_SEARCH_MAX, DOOR_SEARCH_MIN, doorMatch, doorSearchInput } from '../scanner/typedCode';
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
