// Triggers of the advanced search's projection (projection.ts), wired by index.ts (its member and payment reactions:
// wiring.ts).
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { REGION } from '../config';
import { writeMemberRow } from './projection';
import { runSearchExport } from './exportJob';
import { sweepSearchExports } from './sweepExports';

/**
 * A member's row follows its private document, which holds the back-office-only custom values (its member document:
 * the member trigger, wiring.ts).
 */
export const onMemberPrivateSearchRow = onDocumentWritten(
  { document: 'organizations/{orgId}/members/{memberId}/private/admin', region: REGION },
  (event) => writeMemberRow(event.params.orgId, event.params.memberId),
);

/** A background download of an advanced search is built when queued (exportJob.ts claims it: one run at a time). */
export const onSearchExportQueued = onDocumentCreated(
  { document: 'organizations/{orgId}/searchExports/{jobId}', region: REGION, timeoutSeconds: 540, memory: '1GiB' },
  (event) => runSearchExport(event.params.orgId, event.params.jobId),
);

/** Every night: background downloads older than SEARCH_EXPORT_KEEP_DAYS go, with their files. */
export const sweepSearchExportsSchedule = onSchedule({ schedule: 'every day 03:40', region: REGION, timeZone: 'Europe/Rome' }, async () => {
  const swept = await sweepSearchExports();
  if (swept.length) logger.info('search exports swept', { count: swept.length });
});
