// Scheduled work of the organizations' plans, wired by index.ts.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { REGION, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from '../config';
import { sweepPlanGrace } from './graceSweep';

/** Every day: organizations whose renewal failed and whose grace is over go to FREE. */
export const planGraceSchedule = onSchedule(
  { schedule: 'every day 02:20', region: REGION, timeZone: 'Europe/Rome', secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET] },
  async () => {
    const ended = await sweepPlanGrace();
    if (ended.length) logger.info('plans ended after grace', { organizations: ended });
  },
);
