// The admin app of the tests first: the functions modules imported below then reuse it.
import { db } from '../support/admin';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEV_MAILBOX_COLLECTION, MAIL_LEASE_EXPIRED } from '@tessera/domain/entities/mail';
import { MAIL_UNCERTAIN_WAIT_MS } from '@tessera/domain/mailshots/mailshot';
import { orgCol } from '@tessera/domain/paths';
import { actAsFunctionsEmulator } from '../support/localSecrets';
import { eventually } from '../support/settle';
import { buildWorld, ORG_A, type World } from '../support/world';
import { expandMailshot, EXPAND_LEASE_MS, sweepMailshots } from '../../functions/src/mailshots/expand';
import { processMail, sweepMail } from '../../functions/src/mail/outbox';
// the sink that applies the local sink's events is the mailshots' (registered by the functions' wiring)
import '../../functions/src/wiring';
import { localSink } from '../../functions/src/mail/sender';
import { deliveries, mailshotMailId, recipientKey } from '../../functions/src/mailshots/store';
import { firestoreUsage } from '../support/firestoreUsage';
import { countsOf, csv, draft, mailshotDoc, postEvents, saveDraft, sinkByAddress, uploadRecipients, verifiedSender } from './support';

// Exactly once across crashes (docs/mailshots.md): an expansion that dies mid-way is taken over and
// creates nothing twice; a sender that dies after the provider took the message is settled by the provider's event,
// one that died before is sent again; SendGrid's signed events, duplicates ignored, bounces suppress.
let world: World;
const mailRef = (id: string) => db.doc(`${orgCol(ORG_A, 'mail')}/${id}`);
const HOUR = 3_600_000;

beforeAll(async () => {
  world = await buildWorld();
  await verifiedSender(ORG_A);
  actAsFunctionsEmulator();
});

/** A mailshot queued as a send leaves it, held by a run that died at once (its lease live, so the trigger waits). */
async function queuedAndHeld(n: number, prefix: string) {
  const addresses = Array.from({ length: n }, (_, i) => `${prefix}${i}@esempio.it`);
  const up = await uploadRecipients(world.tokens.orgAdmin, 'lista.csv', csv(['email', ...addresses]));
  const saved = await saveDraft(world.tokens.orgAdmin, draft({ kind: 'file', fileId: up.body.fileId, fileName: 'lista.csv' }));
  const ref = db.doc(`${orgCol(ORG_A, 'mailshots')}/${saved.body.id}`);
  const batch = { recipients: addresses.map((email) => ({ email, values: {} })) };
  await ref.collection('batches').doc('attempt_0').set(batch);
  await ref.update({
    state: 'SENDING',
    reserved: n,
    batchSet: 'attempt',
    cursor: 0,
    leaseId: 'a-run-that-died',
    leaseUntil: Timestamp.fromMillis(Date.now() + HOUR),
  });
  return { id: saved.body.id, addresses };
}

/** A mailshot's counts once all its `n` deliveries reached DELIVERED (the outbox's triggers run meanwhile). */
const countsOnceDelivered = (id: string, n: number) =>
  eventually(
    () => countsOf(ORG_A, id),
    (c) => c.DELIVERED === n,
    120_000,
  );

describe('the expansion job', () => {
  it('a run that dies mid-way is taken over after its lease; every recipient gets one delivery and one message', async () => {
    // pages of 40 here (MAILSHOT_PAGE_SIZE in production): three pages with few recipients
    const pageSize = 40;
    const n = 2 * pageSize + 20;
    const { id, addresses } = await queuedAndHeld(n, 'crash');
    const later = (ms: number) => () => Date.now() + ms;
    // held: nobody else runs it
    expect(await expandMailshot(ORG_A, id, { ratePerMinute: 1e9 })).toBe('NOT_CLAIMED');
    // "an hour later" a run takes over and dies after one page, its lease still live
    expect(await expandMailshot(ORG_A, id, { now: later(HOUR + 1000), ratePerMinute: 1e9, dieAfterPages: 1, pageSize })).toBe('DIED');
    expect((await mailshotDoc(ORG_A, id)).cursor).toBe(pageSize);
    // the sweeper finds it once the lease lapsed; the next run finishes from the cursor
    const swept = await sweepMailshots({ now: new Date(Date.now() + HOUR + 2 * EXPAND_LEASE_MS) });
    expect(swept.some((p) => p.endsWith(id))).toBe(true);
    expect(await expandMailshot(ORG_A, id, { now: later(HOUR + 3 * EXPAND_LEASE_MS), ratePerMinute: 1e9, pageSize })).toBe('DONE');

    const done = await mailshotDoc(ORG_A, id);
    expect(done).toMatchObject({ state: 'DONE', cursor: n, leaseId: null });
    expect((await deliveries(ORG_A, id).count().get()).data().count).toBe(n);
    const messages = await db.collection(orgCol(ORG_A, 'mail')).where('mailshotId', '==', id).count().get();
    expect(messages.data().count).toBe(n);
    // and the outbox's triggers deliver each exactly once
    const sink = await eventually(
      () => sinkByAddress(ORG_A, id),
      (s) => s.size === n,
      180_000,
    );
    expect(sink.size).toBe(n);
    expect([...sink.values()].every((c) => c === 1)).toBe(true);
    expect(new Set(sink.keys())).toEqual(new Set(addresses));
    expect(await countsOnceDelivered(id, n)).toEqual({ DELIVERED: n });
  }, 300_000);

  it('a page run again (its deliveries already there) counts each recipient once: one increment per shard per page', async () => {
    const pageSize = 30;
    const n = 2 * pageSize;
    const { id } = await queuedAndHeld(n, 'again');
    const later = (ms: number) => () => Date.now() + ms;
    expect(await expandMailshot(ORG_A, id, { now: later(HOUR + 1000), ratePerMinute: 1e9, dieAfterPages: 1, pageSize })).toBe('DIED');
    const written = await countsOf(ORG_A, id);
    expect(Object.values(written).reduce((a, b) => a + b, 0)).toBe(pageSize);
    // the first page's cursor lost, as if its run had to do it again: a later run expands both pages
    await db.doc(`${orgCol(ORG_A, 'mailshots')}/${id}`).update({ cursor: 0 });
    expect(await expandMailshot(ORG_A, id, { now: later(HOUR + 3 * EXPAND_LEASE_MS), ratePerMinute: 1e9, pageSize })).toBe('DONE');
    expect((await deliveries(ORG_A, id).count().get()).data().count).toBe(n);
    // every state's count summed is the recipients, whatever the outbox has moved meanwhile
    const counts = await countsOf(ORG_A, id);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(n);
    expect(await countsOnceDelivered(id, n)).toEqual({ DELIVERED: n });
  }, 300_000);
});

/** A recipient's delivery (in `deliveryState`) and its outbox message as the expansion writes them, `message` its state. */
async function recipientMessage(mailshotId: string, email: string, deliveryState: string, message: Record<string, unknown>) {
  const key = recipientKey(email);
  const id = mailshotMailId(mailshotId, key);
  await deliveries(ORG_A, mailshotId)
    .doc(key)
    .set({ email, values: { nome: 'Ada' }, state: deliveryState, mailId: id, error: null, updatedAt: FieldValue.serverTimestamp() });
  await mailRef(id).set({ to: email, template: 'mailshot', lang: 'it', mailshotId, recipientKey: key, reserved: true, ...message });
  return { id, key };
}

describe('a sender that dies (the outbox UNCERTAIN state)', () => {
  /** A mailshot's message claimed by a sender that then died: PROCESSING, its lease already run out. */
  const claimedByADeadSender = async (mailshotId: string, email: string) =>
    (
      await recipientMessage(mailshotId, email, 'SENDING', {
        state: 'PROCESSING',
        attempts: 1,
        leaseId: 'dead-sender',
        leaseExpiresAt: Timestamp.fromMillis(Date.now() - 1000),
      })
    ).id;

  it('taken by the provider before dying: its event settles it as sent, never sent again', async () => {
    const { id: mailshotId } = await queuedAndHeld(1, 'unused-a');
    const mailId = await claimedByADeadSender(mailshotId, 'taken@esempio.it');
    // the provider got it (the sink records it), its events came, and the process died before recording the send
    const taken = await localSink({
      orgId: ORG_A,
      mailId,
      template: 'mailshot',
      attempt: 1,
      to: 'taken@esempio.it',
      from: { email: 'x@esempio.it', name: 'x' },
      subject: 's',
      text: 't',
      html: '<p>t</p>',
      attachments: [],
    });
    await taken.afterRecorded!();
    const swept = await sweepMail({ orgId: ORG_A });
    expect(swept.expired).toContain(mailRef(mailId).path);
    expect((await mailRef(mailId).get()).data()).toMatchObject({ state: 'SUCCESS', providerAccepted: true });
    const records = await db.collection(DEV_MAILBOX_COLLECTION).where('mailId', '==', mailId).count().get();
    expect(records.data().count).toBe(1);
  });

  it('never taken: UNCERTAIN, then after the wait with no event sent again — once', async () => {
    const { id: mailshotId } = await queuedAndHeld(1, 'unused-b');
    const mailId = await claimedByADeadSender(mailshotId, 'lost@esempio.it');
    await sweepMail({ orgId: ORG_A });
    expect((await mailRef(mailId).get()).data()).toMatchObject({ state: 'UNCERTAIN', error: MAIL_LEASE_EXPIRED });
    // not yet: the provider may still speak
    expect((await sweepMail({ orgId: ORG_A })).resent).toEqual([]);
    const swept = await sweepMail({ orgId: ORG_A, now: new Date(Date.now() + MAIL_UNCERTAIN_WAIT_MS + 1000) });
    expect(swept.resent).toContain(mailRef(mailId).path);
    const after = await eventually(
      () =>
        mailRef(mailId)
          .get()
          .then((s) => s.data() ?? {}),
      (d) => d.state === 'SUCCESS',
    );
    expect(after).toMatchObject({ state: 'SUCCESS', attempts: 2 });
    const records = await db.collection(DEV_MAILBOX_COLLECTION).where('mailId', '==', mailId).count().get();
    expect(records.data().count).toBe(1);
  });
});

describe("SendGrid's Event Webhook", () => {
  it('refuses an unsigned or forged post; applies each event once however often it is posted', async () => {
    const { id: mailshotId } = await queuedAndHeld(1, 'unused-c');
    const key = recipientKey('eventi@esempio.it');
    const mailId = mailshotMailId(mailshotId, key);
    await deliveries(ORG_A, mailshotId)
      .doc(key)
      .set({ email: 'eventi@esempio.it', values: {}, state: 'SENT', mailId, updatedAt: FieldValue.serverTimestamp() });
    await db.doc(`${orgCol(ORG_A, 'mailshots')}/${mailshotId}/counts/0`).set({});
    await mailRef(mailId).set({
      to: 'eventi@esempio.it',
      template: 'mailshot',
      mailshotId,
      recipientKey: key,
      reserved: true,
      state: 'SUCCESS',
    });
    const event = (id: string, type: string, extra = {}) => ({
      sg_event_id: id,
      event: type,
      email: 'eventi@esempio.it',
      timestamp: Math.floor(Date.now() / 1000),
      orgId: ORG_A,
      mailId,
      ...extra,
    });

    expect((await postEvents([event('e-open', 'open')], { forge: true })).status).toBe(401);
    expect((await db.doc(`${orgCol(ORG_A, 'mailshots')}/${mailshotId}/deliveries/${key}`).get()).get('state')).toBe('SENT');

    // SendGrid retries and duplicates: the same open three times, a delivered after it, an unknown type
    const first = await postEvents([event('e-open', 'open'), event('e-open', 'open'), event('e-unknown', 'group_resubscribe')]);
    expect(first).toMatchObject({ status: 200, body: { applied: 1, duplicate: 1, ignored: 1 } });
    expect((await postEvents([event('e-open', 'open'), event('e-delivered', 'delivered')])).body).toMatchObject({
      applied: 1,
      duplicate: 1,
    });
    const delivery = (await deliveries(ORG_A, mailshotId).doc(key).get()).data()!;
    expect(delivery.state).toBe('OPENED');
    expect(delivery.events.opened).toBeDefined();
    expect(delivery.events.delivered).toBeDefined();
    // SENT → OPENED once: the shards moved one delivery, not three
    const counts = await countsOf(ORG_A, mailshotId);
    expect(counts.OPENED).toBe(1);
    expect(counts.SENT).toBe(-1);
  });

  it('a hard bounce suppresses at once; soft bounces on the third in a row, a delivery in between resets them', async () => {
    const suppression = (email: string) => db.doc(`${orgCol(ORG_A, 'suppressions')}/${recipientKey(email)}`).get();
    const ev = (id: string, email: string, type: string, extra = {}) => ({
      sg_event_id: id,
      event: type,
      email,
      timestamp: Math.floor(Date.now() / 1000),
      orgId: ORG_A,
      mailId: 'no-such-message',
      ...extra,
    });
    await postEvents([ev('h1', 'hard@esempio.it', 'bounce', { type: 'bounce', reason: '550 no such user' })]);
    expect((await suppression('hard@esempio.it')).data()).toMatchObject({ reason: 'hardBounce' });

    const soft = (id: string) => ev(id, 'soft@esempio.it', 'bounce', { type: 'blocked' });
    await postEvents([soft('s1'), soft('s2'), ev('d1', 'soft@esempio.it', 'delivered'), soft('s3'), soft('s4')]);
    expect((await suppression('soft@esempio.it')).exists).toBe(false);
    await postEvents([soft('s5')]);
    expect((await suppression('soft@esempio.it')).data()).toMatchObject({ reason: 'softBounces', softBounces: 3 });
  });

  it("a message's events posted together leave what they leave posted one by one, each applied once", async () => {
    const { id: mailshotId } = await queuedAndHeld(1, 'unused-d');
    // two pairs of messages alike: one already SUCCESS, one whose sender died after the provider took it
    const pair = async (prefix: string) => ({
      sent: await recipientMessage(mailshotId, `${prefix}-sent@esempio.it`, 'SENT', { state: 'SUCCESS' }),
      uncertain: await recipientMessage(mailshotId, `${prefix}-uncertain@esempio.it`, 'SENDING', {
        state: 'UNCERTAIN',
        uncertainSince: Timestamp.now(),
      }),
    });
    const together = await pair('together');
    const apart = await pair('apart');
    const post = (p: typeof together, prefix: string) => {
      const ev = (m: { id: string }, email: string, id: string, type: string, extra = {}) => ({
        sg_event_id: `${prefix}-${id}`,
        event: type,
        email,
        timestamp: Math.floor(Date.now() / 1000),
        orgId: ORG_A,
        mailId: m.id,
        ...extra,
      });
      const sent = `${prefix}-sent@esempio.it`;
      const uncertain = `${prefix}-uncertain@esempio.it`;
      return [
        ev(p.sent, sent, 'processed', 'processed'),
        ev(p.sent, sent, 'delivered', 'delivered'),
        ev(p.sent, sent, 'open', 'open'),
        ev(p.sent, sent, 'delivered', 'delivered'),
        ev(p.uncertain, uncertain, 'processed', 'processed'),
        ev(p.uncertain, uncertain, 'soft', 'bounce', { type: 'blocked', reason: '452 mailbox full' }),
        ev(p.uncertain, uncertain, 'soft', 'bounce', { type: 'blocked', reason: '452 mailbox full' }),
        ev(p.sent, sent, 'open-again', 'open'),
      ];
    };
    const tally = (bodies: Record<string, number | string>[]) =>
      bodies.reduce<Record<string, number>>((t, b) => {
        for (const k of ['applied', 'duplicate', 'ignored', 'malformed']) t[k] = (t[k] ?? 0) + Number(b[k]);
        return t;
      }, {});
    const once = await postEvents(post(together, 'together'));
    const oneByOne: Record<string, number | string>[] = [];
    for (const event of post(apart, 'apart')) oneByOne.push((await postEvents([event])).body);
    // the second `delivered` and the second soft bounce are the same events again
    expect(tally([once.body])).toEqual({ applied: 6, duplicate: 2, ignored: 0, malformed: 0 });
    expect(tally(oneByOne)).toEqual(tally([once.body]));

    /** What the events left on a pair, its own prefix taken out of the ids. */
    const left = async (p: typeof together, prefix: string) => {
      const of = async (m: { id: string; key: string }) => {
        const mail = (await mailRef(m.id).get()).data()!;
        const delivery = (await deliveries(ORG_A, mailshotId).doc(m.key).get()).data()!;
        const soft = await db.doc(`${orgCol(ORG_A, 'softBounces')}/${m.key}`).get();
        return {
          mail: { state: mail.state, providerAccepted: mail.providerAccepted ?? null, uncertainSince: mail.uncertainSince ?? null },
          delivery: {
            state: delivery.state,
            error: delivery.error,
            events: Object.keys(delivery.events ?? {}).sort(),
            applied: ((delivery.appliedEvents ?? []) as string[]).map((id) => id.replace(`${prefix}-`, '')),
          },
          softBounces: soft.get('count') ?? 0,
        };
      };
      return { sent: await of(p.sent), uncertain: await of(p.uncertain) };
    };
    const expected = {
      // a `processed` after the send was recorded, and a second open, change nothing and keep no id
      sent: {
        mail: { state: 'SUCCESS', providerAccepted: null, uncertainSince: null },
        delivery: { state: 'OPENED', error: null, events: ['delivered', 'opened'], applied: ['delivered', 'open'] },
        softBounces: 0,
      },
      // settled by its first event; its soft bounce counted once
      uncertain: {
        mail: { state: 'SUCCESS', providerAccepted: true, uncertainSince: null },
        delivery: { state: 'BOUNCED', error: '452 mailbox full', events: ['bounced'], applied: ['processed', 'soft'] },
        softBounces: 1,
      },
    };
    expect(await left(together, 'together')).toEqual(expected);
    expect(await left(apart, 'apart')).toEqual(expected);
    // each delivery moved once in the monitor's counts: 2 SENT and 2 SENDING out, 2 OPENED and 2 BOUNCED in
    expect(await countsOf(ORG_A, mailshotId)).toEqual({ SENDING: -2, SENT: -2, OPENED: 2, BOUNCED: 2 });
  });
});

describe("a recipient's message, sent", () => {
  /** A recipient's message due only in an hour: the emulator's trigger leaves it to the test. */
  const dueLater = (mailshotId: string, email: string) =>
    recipientMessage(mailshotId, email, 'QUEUED', { state: 'RETRY', attempts: 1, nextAttemptAt: Timestamp.fromMillis(Date.now() + HOUR) });

  it('costs 7 reads and 6 writes with its provider events: its letterhead read once per mailshot, its events after the record', async () => {
    const { id: mailshotId, addresses } = await queuedAndHeld(2, 'cost');
    const [first, second] = await Promise.all(addresses.map((a) => dueLater(mailshotId, a)));
    const inAnHour = () => Date.now() + 2 * HOUR;
    // the first message of the mailshot on this instance reads its content and the association's letterhead
    // rendered here, in the test's process: the unsubscribe links need the app's address, as the functions have it
    process.env.APP_URL ??= 'http://127.0.0.1:5173';
    expect(await processMail(ORG_A, first!.id, { send: localSink, now: inAnHour })).toBe('SENT');
    let outcome: unknown;
    const usage = await firestoreUsage(async () => {
      outcome = await processMail(ORG_A, second!.id, { send: localSink, now: inAnHour });
    });
    expect(outcome).toBe('SENT');
    // claim 1 read 1 write; the recipient's values 1 read; the record 2 reads (message and delivery, at once), 3 writes
    // (message, delivery, count); its `processed` and `delivered`, posted together, 3 reads (message, delivery, the
    // address's soft bounces), 2 writes (delivery, count). Before: 14 reads, 7 writes; then 9 reads, the events apart.
    expect(usage).toEqual({ reads: 7, writes: 6, deletes: 0 });
    for (const { id, key } of [first!, second!]) {
      // recorded before the provider spoke: the message needed no settling by its events
      const mail = (await mailRef(id).get()).data()!;
      expect(mail).toMatchObject({ state: 'SUCCESS', attempts: 2 });
      expect(mail.providerAccepted).toBeUndefined();
      const delivery = (await deliveries(ORG_A, mailshotId).doc(key).get()).data()!;
      expect(delivery.state).toBe('DELIVERED');
      expect(delivery.appliedEvents).toEqual([expect.stringMatching(/-delivered$/)]);
    }
    const sink = await sinkByAddress(ORG_A, mailshotId);
    expect([...sink.values()]).toEqual([1, 1]);
  });
});
