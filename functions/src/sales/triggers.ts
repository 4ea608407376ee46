import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { REGION } from '../config';
import { refreshSalePeriods } from './periods';

// Triggers of sale items, wired by index.ts.

/** Every night after midnight in Italy: sale items move to the day's period (upcoming → open → closed → past). */
export const salePeriodsSchedule = onSchedule({ schedule: 'every day 00:10', region: REGION, timeZone: 'Europe/Rome' }, async () => {
  const moved = await refreshSalePeriods();
  if (moved) logger.info('sale periods moved', { count: moved });
});
