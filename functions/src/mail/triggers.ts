import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { MAIL_UNSUBSCRIBE_SECRET, onEmulator, REGION, SENDGRID_API_KEY } from '../config';
import { claimable, processMail, sweepMail } from './outbox';
import { chooseSender } from './sender';
import { runOutboxSweeps } from './outboxHooks';

// Triggers of the mail outbox, wired by index.ts.

/** Empty (the local emulator's functions/.secret.local) selects the local sink instead of SendGrid (sender.ts). */
const sendgridKey = SENDGRID_API_KEY;

const sender = () => chooseSender(sendgridKey.value(), onEmulator());

/**
 * Delivers a message whenever its document is written and it is claimable (PENDING, or a due RETRY).
 * The claim transaction makes a redelivered or concurrent event send nothing more.
 */
export const onMailWritten = onDocumentWritten(
  { document: 'organizations/{orgId}/mail/{mailId}', region: REGION, secrets: [sendgridKey, MAIL_UNSUBSCRIBE_SECRET] },
  async (event) => {
    const after = event.data?.after.data();
    if (!claimable(after)) return;
    const outcome = await processMail(event.params.orgId, event.params.mailId, { send: sender() });
    logger.info('mail', { orgId: event.params.orgId, mailId: event.params.mailId, eventId: event.id, outcome });
  },
);

/**
 * Every 5 minutes: expired leases → ERROR (a mailshot's: UNCERTAIN), unconfirmed UNCERTAIN → sent again, due retries →
 * claimed again by their trigger; and the sweeps areas registered (outboxHooks.ts: mailshots whose expansion stalled → taken
 * over by their trigger).
 */
export const sweepMailSchedule = onSchedule({ schedule: 'every 5 minutes', region: REGION, timeZone: 'Europe/Rome' }, async () => {
  const [result, others] = await Promise.all([sweepMail(), runOutboxSweeps()]);
  if (result.expired.length || result.due.length || result.resent.length || Object.values(others).some((taken) => taken.length))
    logger.info('mail sweep', { ...result, ...others });
});
