import { onSchedule } from 'firebase-functions/v2/scheduler';
import { CARD_TOKEN_SECRET, REGION, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from '../config';
import { registerSeatHolds } from '../sales/seatHolds';
import { releaseExpiredHolds } from './expiredHolds';
import { offerFreedSeats } from './offers';

// Sales asks the marketplace for its seats (sales/seatHolds.ts). Here, because index.ts loads this file in every
// function: the desk's registration and the seat shards' trigger find the marketplace's part in place.
registerSeatHolds({
  release: async (orgId) => (await releaseExpiredHolds({ orgId })).length,
  offer: offerFreedSeats,
});

/** Every 5 minutes: holds past their expiry given back (expiredHolds.ts). */
export const expiredHoldsSchedule = onSchedule(
  // a checkout found paid is fulfilled here too: its confirmation's QR codes are signed with the card's secret
  {
    schedule: 'every 5 minutes',
    region: REGION,
    timeZone: 'Europe/Rome',
    secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, CARD_TOKEN_SECRET],
  },
  async () => {
    await releaseExpiredHolds();
  },
);
