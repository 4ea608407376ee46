import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { REGION } from '../config';
import { runRetention } from './retention';
import { resumeStalledErasures } from './retry';

// Scheduled job of the erasure, wired by index.ts.

/**
 * Every night in Italy: erasures that failed midway are resumed (retry.ts), then former members past their
 * organization's retention period are erased (retention.ts). One member's failure stops neither: it is retried the next night.
 */
export const retentionSchedule = onSchedule({ schedule: 'every day 02:40', region: REGION, timeZone: 'Europe/Rome' }, async () => {
  const total = (byOrg: Record<string, string[]>) => Object.values(byOrg).reduce((n, ids) => n + ids.length, 0);
  // the retry catches each job's failure; one that stops it all (a query) must not keep the retention from its run
  const retried = await resumeStalledErasures().catch((e: unknown) => {
    logger.error('stalled erasures retry stopped', { error: e instanceof Error ? e.name : typeof e });
    return null;
  });
  if (retried && (total(retried.resumed) || total(retried.failed)))
    logger.warn('stalled erasures retried', { finished: total(retried.resumed), failedAgain: total(retried.failed) });
  const run = await runRetention();
  if (total(run.erased))
    logger.info('former members erased by retention', { count: total(run.erased), organizations: Object.keys(run.erased).length });
  // each failure is logged where it happened (retention.ts) and tried again on a later night
  if (total(run.failed))
    logger.warn('retention erasures failed', { count: total(run.failed), organizations: Object.keys(run.failed).length });
});
