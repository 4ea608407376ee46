import { apiCall } from '../../../lib/api/client';

export interface MyCard {
  orgName: string;
  holder: string;
  number: string;
  status: 'ACTIVE' | 'INACTIVE' | 'NOT_FOUND';
  validUntil: string | null;
  /** null when the card is not ACTIVE: no QR code is issued for it */
  qrToken: string | null;
  qrSvg: string | null;
}

export interface Membership {
  accountStatus: string | null;
  cardStatus: string;
  renewalDate: string | null;
  cancellationRequested: boolean;
  cancellationRequestedAt: string | null;
}

/** GET /v1/profile/card: the digital card (null without a card number) and the membership. */
export const fetchMyCard = () => apiCall<{ card: MyCard | null; membership: Membership }>('GET', '/v1/profile/card');
