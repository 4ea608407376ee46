import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { isFollowed, stateAfter, suppressionAfter, type DeliveryEvent, type DeliveryState } from '@tessera/domain/mailshots/deliveryEvents';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { processedEventRef } from '../shared/processedEvents';
import { advanceDelivery, deliveryChanges, linkedDelivery } from './outboxDeliveries';
import { recipientKey, suppressions } from './store';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * When each state was first reached, kept on the delivery. `processed` keeps nothing: the result of the send already
 * made the delivery SENT (its `updatedAt` says when), so the provider's word on it usually changes nothing and costs
 * no write (below).
 */
const EVENT_FIELD: Partial<Record<DeliveryEvent['event'], string>> = {
  delivered: 'events.delivered',
  open: 'events.opened',
  bounce: 'events.bounced',
  spamreport: 'events.complained',
};

/** The ids of the events already applied to a delivery (the ledger it keeps of its own events). */
const appliedTo = (delivery: FirebaseFirestore.DocumentSnapshot) => (delivery.get('appliedEvents') ?? []) as string[];

/**
 * An event that may suppress the address or move its run of soft bounces (a bounce, a delivered, a complaint, an
 * unsubscribe). Such an event is always recorded once applied: applied again later, after other events moved the
 * run, it would change it (an old delivered resetting a newer run of soft bounces).
 */
const bearsOnSuppression = (event: DeliveryEvent) => {
  const after = suppressionAfter(1, event);
  return after.suppress !== null || after.softBounces !== 1;
};

const softBounces = (orgId: string, key: string) => db.doc(`${orgCol(orgId, 'softBounces')}/${key}`);

/**
 * One delivery event (SendGrid's Event Webhook, or the local sink's simulated one), applied once: the event id is
 * recorded in the same transaction as its effects, so a retried or duplicated post (SendGrid resends for 24 hours)
 * changes nothing. A recipient's event is recorded on its delivery (`appliedEvents`), which the event writes anyway
 * (its delivery is created with its message, so no earlier event of it can be in the ledger); any other message's,
 * or one whose delivery is gone, in the processedEvents ledger. Effects: the message is
 * known to have gone out (an UNCERTAIN message is settled as SUCCESS, never sent again); the recipient's delivery moves
 * forward (deliveryEvents.ts order); the address is suppressed after a hard bounce, a complaint, an unsubscribe or
 * SOFT_BOUNCES_TO_SUPPRESS soft bounces in a row. A recipient's event that changes nothing (the usual `processed`,
 * after the result made the delivery SENT; a second open) and has no bearing on suppression writes nothing, its id
 * included: applied again it still changes nothing, since a delivery only moves on and a settled message stays so.
 */
export async function applyDeliveryEvent(event: DeliveryEvent): Promise<EventOutcome> {
  if (!isFollowed(event) || !event.orgId || !event.mailId) return 'ignored';
  const orgId = event.orgId;
  const mailRef = db.doc(`${orgCol(orgId, 'mail')}/${event.mailId}`);
  const key = recipientKey(event.email);
  const bears = bearsOnSuppression(event);
  return db.runTransaction(async (tx) => {
    const mail = await tx.get(mailRef);
    const deliveryRef = linkedDelivery(orgId, mail.data());
    // read only what the event can use: the run of soft bounces when it bears on suppression, and the processedEvents
    // ledger only for an event with no delivery to keep its id (a recipient's event is never entered there)
    const [found, soft] = await Promise.all([deliveryRef ? tx.get(deliveryRef) : null, bears ? tx.get(softBounces(orgId, key)) : null]);
    const delivery = found?.exists ? found : null;
    const marker = processedEventRef(event.sg_event_id, 'mailEvents');
    if (delivery ? appliedTo(delivery).includes(event.sg_event_id) : (await tx.get(marker)).exists) return 'duplicate' as const;
    const at = Timestamp.fromMillis(event.timestamp * 1000);

    if (!delivery) tx.create(marker, { type: 'mailEvents', event: event.event, at: FieldValue.serverTimestamp() });
    // any event says the provider took the message: a message whose sender died is not sent again (one already
    // SUCCESS, as most are by the time their events come, is final: nothing reads the mark on it)
    const settles = mail.exists && mail.get('providerAccepted') !== true && mail.get('state') !== 'SUCCESS';
    if (settles) {
      const settled = mail.get('state') === 'UNCERTAIN' ? { state: 'SUCCESS', error: null, uncertainSince: null } : {};
      tx.update(mailRef, { providerAccepted: true, ...settled, updatedAt: FieldValue.serverTimestamp() });
    }
    if (delivery) {
      const current = (delivery.get('state') as DeliveryState | undefined) ?? 'QUEUED';
      const field = EVENT_FIELD[event.event];
      const extra: Record<string, unknown> = field && delivery.get(field) === undefined ? { [field]: at } : {};
      if ((event.event === 'bounce' || event.event === 'dropped') && event.reason) extra.error = event.reason.slice(0, 500);
      const next = stateAfter(current, event.event);
      // the event's id is kept with any effect it has, and always for an event that bears on suppression; another
      // with no effect needs no record (see above)
      const effect = settles || bears || deliveryChanges(delivery, next, extra);
      advanceDelivery(tx, orgId, delivery, next, extra, effect ? { appliedEvents: FieldValue.arrayUnion(event.sg_event_id) } : {});
    }
    if (soft) {
      const softCount = (soft.get('count') as number | undefined) ?? 0;
      const standing = suppressionAfter(softCount, event);
      if (standing.suppress)
        tx.set(suppressions(orgId).doc(key), {
          email: event.email.trim().toLowerCase(),
          reason: standing.suppress,
          softBounces: standing.softBounces,
          at: FieldValue.serverTimestamp(),
        });
      if (standing.softBounces === 0 && soft.exists) tx.delete(soft.ref);
      else if (standing.softBounces !== softCount)
        tx.set(soft.ref, { count: standing.softBounces, updatedAt: FieldValue.serverTimestamp() });
    }
    return 'applied' as const;
  });
}
