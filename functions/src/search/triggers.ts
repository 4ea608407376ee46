// Triggers of the advanced search's projection (projection.ts), wired by index.ts (the member's own: wiring.ts).
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { REGION } from '../config';
import { isDeepStrictEqual } from 'node:util';
import { PAYMENT_ROW_FIELDS } from '@tessera/domain/search/record';
import { writeMemberPayments, writeMemberRow } from './projection';
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

/** A payment changes its member's fee years and payment rows (a change of payer: both members). */
export const onPaymentSearchRows = onDocumentWritten(
  { document: 'organizations/{orgId}/payments/{paymentId}', region: REGION },
  async (event) => {
    const [before, after] = [event.data?.before.data(), event.data?.after.data()];
    const members = new Set([before, after].flatMap((p) => (typeof p?.memberId === 'string' ? [p.memberId as string] : [])));
    // writes of other fields (receipts, sort keys, accounting) leave the rows as they are
    const relevant = !before || !after || PAYMENT_ROW_FIELDS.some((k) => !isDeepStrictEqual(before[k], after[k]));
    if (!relevant) return;
    for (const memberId of members) await writeMemberPayments(event.params.orgId, memberId);
  },
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
