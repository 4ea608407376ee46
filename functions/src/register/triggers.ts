import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { REGION } from '../config';
import { drainRegister } from './drain';
import { sweepRegisterQueues } from './sweep';

// The register's drainer (drain.ts), wired by index.ts: started by what is queued, and by a sweep for what is left.

/**
 * Something queued for the register starts the drainer through the kick (queue.ts): created by the first item queued
 * while none stands, so a burst of thousands starts a few runs. While one drains already (the lease is held) this
 * returns at once: the one at work takes the kick away before its last look at the queue.
 */
export const onRegisterQueued = onDocumentCreated(
  { document: 'organizations/{orgId}/registerDrain/kick', region: REGION, timeoutSeconds: 540 },
  async (event) => {
    // a creation that carries no document is no kick (the emulator reports some deletions so)
    if (!event.data?.exists) return;
    const result = await drainRegister(event.params.orgId);
    if (result.handled) logger.info('register drained', { orgId: event.params.orgId, eventId: event.id, ...result });
  },
);

/** Every 5 minutes: whatever a crashed or interrupted drainer left in a queue is appended. */
export const drainRegisterSchedule = onSchedule(
  { schedule: 'every 5 minutes', region: REGION, timeZone: 'Europe/Rome', timeoutSeconds: 540 },
  async () => {
    const orgs = await sweepRegisterQueues();
    if (orgs.length) logger.info('register sweep', { orgs });
  },
);
