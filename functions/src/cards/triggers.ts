import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { REGION } from '../config';
import { expireCards } from './expireCards';

// Triggers of cards, wired by index.ts (what the cards do on a member write: wiring.ts).

/** Every night after midnight in Italy: cards past valid-until plus the grace period are stored INACTIVE. */
export const expireCardsSchedule = onSchedule({ schedule: 'every day 00:15', region: REGION, timeZone: 'Europe/Rome' }, async () => {
  const { expired } = await expireCards();
  if (expired.length) logger.info('cards expired', { count: expired.length });
});
