import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  isFollowed,
  stateAfter,
  suppressionAfter,
  type DeliveryEvent,
  type DeliveryEventType,
  type DeliveryState,
} from '@tessera/domain/mailshots/deliveryEvents';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { processedEventRef } from '../shared/processedEvents';
import { advanceDelivery, linkedDelivery, sameValue } from './outboxDeliveries';
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

/** A run of events: consecutive in the post, all of one message. */
type Run = { orgId: string; mailId: string; events: (DeliveryEvent & { event: DeliveryEventType })[] };

/**
 * A post's events (SendGrid's Event Webhook, or the local sink's simulated ones), each applied once, in the order
 * posted: consecutive events of one message (its `processed` and `delivered`, as a post usually carries them) in one
 * transaction, which reads the message, its delivery and the address's run of soft bounces once for all of them and
 * writes each document once, with what applying them one by one would have left. Runs stay in the post's order, so an
 * address's soft bounces and deliveries count in the order they came. Answers each event's outcome, in order.
 */
export async function applyDeliveryEvents(events: DeliveryEvent[]): Promise<EventOutcome[]> {
  const outcomes: EventOutcome[] = events.map(() => 'ignored');
  const runs: { run: Run; at: number[] }[] = [];
  events.forEach((event, i) => {
    if (!isFollowed(event) || !event.orgId || !event.mailId) return;
    const last = runs.at(-1);
    if (last && last.run.orgId === event.orgId && last.run.mailId === event.mailId) {
      last.run.events.push(event);
      last.at.push(i);
    } else runs.push({ run: { orgId: event.orgId, mailId: event.mailId, events: [event] }, at: [i] });
  });
  for (const { run, at } of runs) (await applyRun(run)).forEach((outcome, k) => (outcomes[at[k]!] = outcome));
  return outcomes;
}

/**
 * One message's events, applied once each in one transaction: an event's id is recorded in the same transaction as
 * its effects, so a retried or duplicated post (SendGrid resends for 24 hours) changes nothing. A recipient's event is
 * recorded on its delivery (`appliedEvents`), which the event writes anyway (its delivery is created with its message,
 * so no earlier event of it can be in the ledger); any other message's, or one whose delivery is gone, in the
 * processedEvents ledger. Effects: the message is known to have gone out (an UNCERTAIN message is settled as SUCCESS,
 * never sent again); the recipient's delivery moves forward (deliveryEvents.ts order); the address is suppressed
 * after a hard bounce, a complaint, an unsubscribe or SOFT_BOUNCES_TO_SUPPRESS soft bounces in a row. A recipient's
 * event that changes nothing (the usual `processed`, after the result made the delivery SENT; a second open) and has
 * no bearing on suppression writes nothing, its id included: applied again it still changes nothing, since a delivery
 * only moves on and a settled message stays so.
 */
async function applyRun({ orgId, mailId, events }: Run): Promise<EventOutcome[]> {
  const mailRef = db.doc(`${orgCol(orgId, 'mail')}/${mailId}`);
  // read only what the events can use: the runs of soft bounces of the addresses an event of them bears on, and the
  // processedEvents ledger only for events with no delivery to keep their ids (a recipient's event is never entered there)
  const softKeys = [...new Set(events.filter(bearsOnSuppression).map((e) => recipientKey(e.email)))];
  const markerRefs = new Map(events.map((e) => [e.sg_event_id, processedEventRef(e.sg_event_id, 'mailEvents')]));
  return db.runTransaction(async (tx) => {
    const mail = await tx.get(mailRef);
    const deliveryRef = linkedDelivery(orgId, mail.data());
    const softRefs = softKeys.map((key) => softBounces(orgId, key));
    // one read for the rest: the delivery, or with none linked the ledger's markers, and the soft bounces
    const read = await getAll(tx, [...(deliveryRef ? [deliveryRef] : [...markerRefs.values()]), ...softRefs]);
    const found = deliveryRef ? read.shift()! : null;
    const delivery = found?.exists ? found : null;
    // a delivery that is gone: its events go to the ledger after all
    const markers = deliveryRef ? (delivery ? [] : await getAll(tx, [...markerRefs.values()])) : read.splice(0, markerRefs.size);
    const inLedger = new Set(markers.filter((m) => m.exists).map((m) => m.ref.path));
    const soft = new Map(softKeys.map((key, k) => [key, read[k]!]));

    // the documents as the events leave them, one by one; written once, at the end
    let accepted = mail.get('providerAccepted') === true;
    let mailState = mail.get('state') as string | undefined;
    let mailChange: Record<string, unknown> | null = null;
    let state = (delivery?.get('state') as DeliveryState | undefined) ?? 'QUEUED';
    const extra: Record<string, unknown> = {};
    const valueOf = (field: string): unknown => (field in extra ? extra[field] : delivery?.get(field));
    const applied = new Set(delivery ? appliedTo(delivery) : []);
    const recorded: string[] = [];
    const counts = new Map([...soft].map(([key, snap]) => [key, (snap.get('count') as number | undefined) ?? 0]));
    const suppress = new Map<string, Record<string, unknown>>();

    const outcomes = events.map((event): EventOutcome => {
      const id = event.sg_event_id;
      const marker = markerRefs.get(id)!;
      if (delivery ? applied.has(id) : inLedger.has(marker.path)) return 'duplicate';
      const at = Timestamp.fromMillis(event.timestamp * 1000);
      if (!delivery) {
        tx.create(marker, { type: 'mailEvents', event: event.event, at: FieldValue.serverTimestamp() });
        inLedger.add(marker.path);
      }
      // any event says the provider took the message: a message whose sender died is not sent again (one already
      // SUCCESS, as most are by the time their events come, is final: nothing reads the mark on it)
      const settles = mail.exists && !accepted && mailState !== 'SUCCESS';
      if (settles) {
        const settled = mailState === 'UNCERTAIN' ? { state: 'SUCCESS', error: null, uncertainSince: null } : {};
        mailChange = { ...mailChange, providerAccepted: true, ...settled };
        accepted = true;
        if (settled.state) mailState = settled.state;
      }
      const bears = bearsOnSuppression(event);
      if (delivery) {
        const field = EVENT_FIELD[event.event];
        const added: Record<string, unknown> = field && valueOf(field) === undefined ? { [field]: at } : {};
        if ((event.event === 'bounce' || event.event === 'dropped') && event.reason) added.error = event.reason.slice(0, 500);
        const next = stateAfter(state, event.event);
        const changes = next !== state || Object.entries(added).some(([f, v]) => !sameValue(valueOf(f), v));
        state = next;
        Object.assign(extra, added);
        // the event's id is kept with any effect it has, and always for an event that bears on suppression; another
        // with no effect needs no record (see above)
        if (settles || bears || changes) {
          applied.add(id);
          recorded.push(id);
        }
      }
      if (bears) {
        const key = recipientKey(event.email);
        const standing = suppressionAfter(counts.get(key)!, event);
        if (standing.suppress)
          suppress.set(key, {
            email: event.email.trim().toLowerCase(),
            reason: standing.suppress,
            softBounces: standing.softBounces,
            at: FieldValue.serverTimestamp(),
          });
        counts.set(key, standing.softBounces);
      }
      return 'applied';
    });

    if (mailChange) tx.update(mailRef, { ...(mailChange as Record<string, unknown>), updatedAt: FieldValue.serverTimestamp() });
    if (delivery)
      advanceDelivery(tx, orgId, delivery, state, extra, recorded.length ? { appliedEvents: FieldValue.arrayUnion(...recorded) } : {});
    for (const [key, snap] of soft) {
      const before = (snap.get('count') as number | undefined) ?? 0;
      const after = counts.get(key)!;
      if (after === 0 && snap.exists) tx.delete(snap.ref);
      else if (after !== before) tx.set(snap.ref, { count: after, updatedAt: FieldValue.serverTimestamp() });
    }
    for (const [key, suppression] of suppress) tx.set(suppressions(orgId).doc(key), suppression);
    return outcomes;
  });
}

/** Reads documents in one call (none: no call). */
const getAll = (tx: FirebaseFirestore.Transaction, refs: FirebaseFirestore.DocumentReference[]) =>
  refs.length ? tx.getAll(...refs) : Promise.resolve([] as FirebaseFirestore.DocumentSnapshot[]);
