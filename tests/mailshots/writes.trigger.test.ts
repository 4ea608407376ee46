// The admin app of the tests first: the functions modules imported below then reuse it.
import { quietFirestoreTriggers } from '../../seed/src/quietTriggers';
import { db } from '../support/admin';
import { Firestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgCol } from '@tessera/domain/paths';
import { actAsFunctionsEmulator } from '../support/localSecrets';
import { buildWorld, ORG_A, type World } from '../support/world';
import { expandMailshot } from '../../functions/src/mailshots/expand';
import { processMail } from '../../functions/src/mail/outbox';
// the mailshots' hooks into the outbox (delivery, renderer, events), registered by the functions' wiring
import '../../functions/src/wiring';
import { applyEvents } from '../../functions/src/mailshots/eventsWebhook';
import { mailshotMailId, recipientKey } from '../../functions/src/mailshots/store';
import { csv, draft, saveDraft, uploadRecipients, verifiedSender } from './support';

// What one recipient of a mailshot costs in Firestore writes, phase by phase (docs/mailshots.md "Writes per
// recipient"): counted at the Admin SDK's commit, as the bench's usage meter counts them, by the kind of document
// written. The mailshot is run here, in this process, with the Firestore emulator's triggers pointed away (the seed's
// quietFirestoreTriggers): otherwise the outbox's trigger would claim the messages in the functions' worker, whose
// writes this process cannot see. Not the hub's disableBackgroundTriggers: turning those back on registers the
// triggers anew under other keys, which the seed's quieting and the scheduled functions of later files then miss.

interface Commit {
  writes?: { update?: { name?: string }; delete?: string }[];
}

/** The kind of document a write names: the outbox message, the delivery, a count shard, the mailshot, or other. */
function kindOf(name: string): string {
  const path = name.slice(name.indexOf('/documents/') + '/documents/'.length);
  if (/^organizations\/[^/]+\/mail\/[^/]+$/.test(path)) return 'message';
  if (/\/mailshots\/[^/]+\/deliveries\/[^/]+$/.test(path)) return 'delivery';
  if (/\/mailshots\/[^/]+\/counts\/[^/]+$/.test(path)) return 'countShard';
  if (/\/mailshots\/[^/]+$/.test(path)) return 'mailshot';
  return path.split('/').slice(-2, -1)[0] ?? 'other';
}

/** Every commit of this process between `start` and `stop`, by kind of document written. */
function commitMeter() {
  const proto = Firestore.prototype as unknown as { request(method: string, body: unknown, ...rest: unknown[]): Promise<unknown> };
  const request = proto.request;
  let counts: Record<string, number> = {};
  proto.request = function (this: unknown, method, body, ...rest) {
    if (method === 'commit' || method === 'batchWrite')
      for (const w of (body as Commit).writes ?? []) {
        const name = w.delete ?? w.update?.name;
        if (name) counts[kindOf(name)] = (counts[kindOf(name)] ?? 0) + 1;
      }
    return request.call(this, method, body, ...rest);
  };
  return {
    /** The writes counted since the last take, and a fresh count. */
    take() {
      const out = counts;
      counts = {};
      return out;
    },
    restore() {
      proto.request = request;
    },
  };
}

let world: World;
/** the Firestore emulator's triggers, pointed away while this process runs the mailshot itself */
let quiet: Awaited<ReturnType<typeof quietFirestoreTriggers>> | undefined;
const meter = commitMeter();

beforeAll(async () => {
  world = await buildWorld();
  await verifiedSender(ORG_A);
  actAsFunctionsEmulator();
  // the unsubscribe link's address, which the functions read from their .env (this process is not their worker)
  process.env.APP_URL ??= 'http://127.0.0.1:5173';
});

afterAll(async () => {
  meter.restore();
  await quiet?.restore();
});

/** Per recipient: each kind's writes divided by the recipients, rounded to a hundredth (count shards are shared). */
const perRecipient = (counts: Record<string, number>, n: number) =>
  Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Math.round((v / n) * 100) / 100]));

describe('writes per recipient', () => {
  it('expansion, claim, result and each provider event write the documents the design says, once each', async () => {
    const n = 20;
    const addresses = Array.from({ length: n }, (_, i) => `conta${i}@esempio.it`);
    const up = await uploadRecipients(world.tokens.orgAdmin, 'lista.csv', csv(['email', ...addresses]));
    const saved = await saveDraft(world.tokens.orgAdmin, draft({ kind: 'file', fileId: up.body.fileId, fileName: 'lista.csv' }));
    const id = saved.body.id;
    quiet = await quietFirestoreTriggers(process.env.FIRESTORE_EMULATOR_HOST!, process.env.GCLOUD_PROJECT!, () => {});
    expect(quiet.quieted).toBeGreaterThan(0);
    const ref = db.doc(`${orgCol(ORG_A, 'mailshots')}/${id}`);
    await ref
      .collection('batches')
      .doc('attempt_0')
      .set({ recipients: addresses.map((email) => ({ email, values: {} })) });
    await ref.update({ state: 'QUEUED', reserved: n, batchSet: 'attempt', cursor: 0, leaseId: null, leaseUntil: Timestamp.now() });

    meter.take();
    expect(await expandMailshot(ORG_A, id, { ratePerMinute: 1e9 })).toBe('DONE');
    const expand = meter.take();
    // one page: the claim of the job, the page (its cursor), DONE on the mailshot; the page's recipients counted
    // QUEUED with at most one increment per shard
    expect(expand.message).toBe(n);
    expect(expand.delivery).toBe(n);
    expect(expand.mailshot).toBe(3);
    expect(expand.countShard).toBeLessThanOrEqual(10);

    const claims: Record<string, number>[] = [];
    const results: Record<string, number>[] = [];
    const events: Record<string, Record<string, number>[]> = { processed: [], delivered: [], open: [] };
    for (const email of addresses) {
      const mailId = mailshotMailId(id, recipientKey(email));
      const outcome = await processMail(ORG_A, mailId, {
        send: async () => {
          claims.push(meter.take());
          return { providerMessageId: `p-${mailId}` };
        },
      });
      expect({
        outcome,
        error: outcome === 'SENT' ? null : (await db.doc(`${orgCol(ORG_A, 'mail')}/${mailId}`).get()).get('error'),
      }).toEqual({
        outcome: 'SENT',
        error: null,
      });
      results.push(meter.take());
      // the provider's events as SendGrid posts them, after the result was recorded (as most are)
      for (const event of ['processed', 'delivered', 'open'] as const) {
        const tally = await applyEvents([
          { sg_event_id: `${mailId}-${event}`, event, email, timestamp: Math.floor(Date.now() / 1000), orgId: ORG_A, mailId },
        ]);
        expect(tally).toMatchObject({ applied: 1, malformed: 0 });
        events[event]!.push(meter.take());
      }
    }
    const sum = (list: Record<string, number>[]) =>
      perRecipient(
        list.reduce<Record<string, number>>((acc, c) => {
          for (const [k, v] of Object.entries(c)) acc[k] = (acc[k] ?? 0) + v;
          return acc;
        }, {}),
        n,
      );
    expect({
      claim: sum(claims),
      result: sum(results),
      processed: sum(events.processed!),
      delivered: sum(events.delivered!),
      open: sum(events.open!),
    }).toEqual({
      // the claim is the message's lease alone: the delivery moves once, with the result
      claim: { message: 1 },
      result: { message: 1, delivery: 1, countShard: 1 },
      // the result made the delivery SENT already: the provider's word on it changes nothing, and writes nothing
      processed: {},
      delivered: { delivery: 1, countShard: 1 },
      open: { delivery: 1, countShard: 1 },
    });
  });
});
