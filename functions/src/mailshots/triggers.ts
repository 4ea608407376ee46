import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions';
import { Timestamp } from 'firebase-admin/firestore';
import { mailshotRatePerMinute, REGION } from '../config';
import { expandMailshot } from './expand';

// Triggers of the mailshots, wired by index.ts (the events webhook is its own HTTPS function: eventsWebhook.ts).

/**
 * Expands a queued mailshot into deliveries and outbox messages (expand.ts), and takes over one whose run died or
 * handed over. Most writes of a mailshot are its own run's cursor: the snapshot tells at once that a live lease holds it.
 */
export const onMailshotWritten = onDocumentWritten(
  { document: 'organizations/{orgId}/mailshots/{id}', region: REGION, timeoutSeconds: 540, memory: '512MiB' },
  async (event) => {
    const after = event.data?.after.data();
    if (!after || (after.state !== 'QUEUED' && after.state !== 'SENDING')) return;
    if (after.leaseId && after.leaseUntil instanceof Timestamp && after.leaseUntil.toMillis() > Date.now()) return;
    const outcome = await expandMailshot(event.params.orgId, event.params.id, { ratePerMinute: mailshotRatePerMinute() });
    logger.info('mailshot expansion', { orgId: event.params.orgId, id: event.params.id, outcome });
  },
);
