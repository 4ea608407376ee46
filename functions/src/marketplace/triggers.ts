import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from '../config';
import { releaseExpiredHolds } from './expiredHolds';

/** Every 5 minutes: holds past their expiry given back (expiredHolds.ts). */
export const expiredHoldsSchedule = onSchedule(
  { schedule: 'every 5 minutes', region: REGION, timeZone: 'Europe/Rome', secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET] },
  async () => {
    await releaseExpiredHolds();
  },
);
