import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { isFollowed, stateAfter, suppressionAfter, type DeliveryEvent, type DeliveryState } from '@tessera/domain/mailshots/deliveryEvents';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { processedEventRef } from '../shared/processedEvents';
import { advanceDelivery, linkedDelivery } from './outboxDeliveries';
import { recipientKey, suppressions } from './store';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/** When each state was first reached, kept on the delivery for the monitor and the export. */
const EVENT_FIELD: Partial<Record<DeliveryEvent['event'], string>> = {
  processed: 'events.sent',
  delivered: 'events.delivered',
  open: 'events.opened',
  bounce: 'events.bounced',
  spamreport: 'events.complained',
};

/** The ids of the events already applied to a delivery (the ledger it keeps of its own events). */
const appliedTo = (delivery: FirebaseFirestore.DocumentSnapshot) => (delivery.get('appliedEvents') ?? []) as string[];

const softBounces = (orgId: string, key: string) => db.doc(`${orgCol(orgId, 'softBounces')}/${key}`);

/**
 * One delivery event (SendGrid's Event Webhook, or the local sink's simulated one), applied once: the event id is
 * recorded in the same transaction as its effects, so a retried or duplicated post (SendGrid resends for 24 hours)
 * changes nothing. A recipient's event is recorded on its delivery (`appliedEvents`), which the event writes anyway;
 * any other message's in the processedEvents ledger, which is still looked at for every event. Effects: the message is
 * known to have gone out (an UNCERTAIN message is settled as SUCCESS, never sent again); the recipient's delivery moves
 * forward (deliveryEvents.ts order); the address is suppressed after a hard bounce, a complaint, an unsubscribe or
 * SOFT_BOUNCES_TO_SUPPRESS soft bounces in a row.
 */
export async function applyDeliveryEvent(event: DeliveryEvent): Promise<EventOutcome> {
  if (!isFollowed(event) || !event.orgId || !event.mailId) return 'ignored';
  const orgId = event.orgId;
  const mailRef = db.doc(`${orgCol(orgId, 'mail')}/${event.mailId}`);
  const key = recipientKey(event.email);
  return db.runTransaction(async (tx) => {
    const marker = processedEventRef(event.sg_event_id, 'mailEvents');
    const [seen, mail, soft] = await tx.getAll(marker, mailRef, softBounces(orgId, key));
    if (seen!.exists) return 'duplicate' as const;
    const deliveryRef = linkedDelivery(orgId, mail!.data());
    const delivery = deliveryRef ? await tx.get(deliveryRef) : null;
    if (delivery?.exists && appliedTo(delivery).includes(event.sg_event_id)) return 'duplicate' as const;
    const at = Timestamp.fromMillis(event.timestamp * 1000);

    if (!delivery?.exists) tx.create(marker, { type: 'mailEvents', event: event.event, at: FieldValue.serverTimestamp() });
    // any event says the provider took the message: a message whose sender died is not sent again (one already
    // SUCCESS, as most are by the time their events come, is final: nothing reads the mark on it)
    if (mail!.exists && mail!.get('providerAccepted') !== true && mail!.get('state') !== 'SUCCESS') {
      const settled = mail!.get('state') === 'UNCERTAIN' ? { state: 'SUCCESS', error: null, uncertainSince: null } : {};
      tx.update(mailRef, { providerAccepted: true, ...settled, updatedAt: FieldValue.serverTimestamp() });
    }
    if (delivery?.exists) {
      const current = (delivery.get('state') as DeliveryState | undefined) ?? 'QUEUED';
      const field = EVENT_FIELD[event.event];
      const extra: Record<string, unknown> = field && delivery.get(field) === undefined ? { [field]: at } : {};
      if ((event.event === 'bounce' || event.event === 'dropped') && event.reason) extra.error = event.reason.slice(0, 500);
      advanceDelivery(tx, orgId, delivery, stateAfter(current, event.event), extra, {
        appliedEvents: FieldValue.arrayUnion(event.sg_event_id),
      });
    }
    const standing = suppressionAfter((soft!.get('count') as number | undefined) ?? 0, event);
    if (standing.suppress)
      tx.set(suppressions(orgId).doc(key), {
        email: event.email.trim().toLowerCase(),
        reason: standing.suppress,
        softBounces: standing.softBounces,
        at: FieldValue.serverTimestamp(),
      });
    if (standing.softBounces === 0 && soft!.exists) tx.delete(soft!.ref);
    else if (standing.softBounces > 0) tx.set(soft!.ref, { count: standing.softBounces, updatedAt: FieldValue.serverTimestamp() });
    return 'applied' as const;
  });
}
