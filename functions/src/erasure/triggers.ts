import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { REGION } from '../config';
import { runRetention } from './retention';
import { resumeStalledErasures } from './retry';

// Scheduled job of the erasure, wired by index.ts.

/**
 * Every night in Italy: erasures that failed midway are resumed (retry.ts), then former members past their
 * organization's retention period are erased (retention.ts).
 */
export const retentionSchedule = onSchedule({ schedule: 'every day 02:40', region: REGION, timeZone: 'Europe/Rome' }, async () => {
  const retried = await resumeStalledErasures();
  const total = (byOrg: Record<string, string[]>) => Object.values(byOrg).reduce((n, ids) => n + ids.length, 0);
  if (total(retried.resumed) || total(retried.failed))
    logger.warn('stalled erasures retried', { finished: total(retried.resumed), failedAgain: total(retried.failed) });
  const erased = await runRetention();
  const count = Object.values(erased).reduce((n, ids) => n + ids.length, 0);
  if (count) logger.info('former members erased by retention', { count, organizations: Object.keys(erased).length });
});
