import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { MAIL_UNSUBSCRIBE_SECRET, onEmulator, REGION, SENDGRID_API_KEY } from '../config';
import { claimable, MAIL_KICKS, processMail, sweepMail } from './outbox';
import { chooseSender } from './sender';
import { runOutboxSweeps } from './outboxHooks';

// Triggers of the mail outbox, wired by index.ts.

/** Empty (the local emulator's functions/.secret.local) selects the local sink instead of SendGrid (sender.ts). */
const sendgridKey = SENDGRID_API_KEY;

const sender = () => chooseSender(sendgridKey.value(), onEmulator());

const options = { region: REGION, secrets: [sendgridKey, MAIL_UNSUBSCRIBE_SECRET] };

async function deliver(orgId: string, mailId: string, eventId: string): Promise<void> {
  const outcome = await processMail(orgId, mailId, { send: sender() });
  logger.info('mail', { orgId, mailId, eventId, outcome });
}

/**
 * Delivers a message when it is queued. Only its creation fires: the claim's and the result's own writes used to set
 * this trigger off twice more per message, each run finding nothing to do (a mailshot to 20,000 members was 60,000
 * runs). A message to be tried again is handed back by the sweeper through a kick (below). The claim transaction makes
 * a redelivered or concurrent event send nothing more.
 */
export const onMailQueued = onDocumentCreated({ ...options, document: 'organizations/{orgId}/mail/{mailId}' }, async (event) => {
  if (!claimable(event.data?.data())) return;
  await deliver(event.params.orgId, event.params.mailId, event.id);
});

/**
 * Tries a message again when the sweeper kicks it (a due retry; a mailshot's message the provider never confirmed,
 * PENDING again; a PENDING message whose creation's trigger never ran), then deletes the kick: it holds nothing but the
 * time it was written.
 */
export const onMailKicked = onDocumentCreated(
  { ...options, document: `organizations/{orgId}/mail/{mailId}/${MAIL_KICKS}/{kickId}` },
  async (event) => {
    await deliver(event.params.orgId, event.params.mailId, event.id);
    await event.data?.ref.delete();
  },
);

/**
 * Every 5 minutes: expired leases → ERROR (a mailshot's: UNCERTAIN), unconfirmed UNCERTAIN → sent again, due retries
 * and messages left PENDING → kicked, claimed by `onMailKicked`; and the sweeps areas registered (outboxHooks.ts: mailshots whose expansion stalled → taken
 * over by their trigger).
 */
export const sweepMailSchedule = onSchedule({ schedule: 'every 5 minutes', region: REGION, timeZone: 'Europe/Rome' }, async () => {
  const [result, others] = await Promise.all([sweepMail(), runOutboxSweeps()]);
  if (Object.values(result).some((paths) => paths.length) || Object.values(others).some((taken) => taken.length))
    logger.info('mail sweep', { ...result, ...others });
});
