import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { MAILSHOT_BATCH_SIZE, MAILSHOT_PAGE_SIZE, type Recipient } from '@tessera/domain/mailshots/mailshot';
import { ERASED } from '@tessera/domain/entities/erasure';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { jobHeap } from '../shared/jobHeap';
import { batches, deliveries, mailshotMailId, mailshots, moveCounts, recipientKey } from './store';

/** A run's hold on a mailshot's expansion, renewed with every page; only a run that died lets it run out. */
export const EXPAND_LEASE_MS = 2 * 60_000;
/** How long one run expands before it hands over to the next (the trigger's timeout is 540 s). */
const RUN_BUDGET_MS = 420_000;

/** This run no longer holds the expansion (another took it over after the lease ran out): it stops, writing nothing. */
class LeaseLost extends Error {}

export interface ExpandOptions {
  /** the clock the lease is judged by (tests run "later") */
  now?: () => number;
  /** messages per minute handed to the outbox (config MAILSHOT_RATE_PER_MINUTE) */
  ratePerMinute: number;
  /** tests: stop after this many pages as a process that died would — the lease kept, nothing released */
  dieAfterPages?: number;
  /** recipients per page (MAILSHOT_PAGE_SIZE; tests use fewer to cross pages with few recipients) */
  pageSize?: number;
}

export type ExpandOutcome = 'DONE' | 'HANDED_OVER' | 'NOT_CLAIMED' | 'LEASE_LOST' | 'DIED';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Expands a queued mailshot (docs/mailshots.md "Sending"): page by page (MAILSHOT_PAGE_SIZE recipients of the stored
 * batches), one transaction per page that checks the lease, creates each recipient's delivery and outbox message
 * (ids from the recipient's key: a page run twice finds them and creates nothing), counts them QUEUED and moves the
 * cursor. QUEUED or SENDING with a lapsed lease → SENDING under this run's lease → DONE. Paced to the rate; one page in
 * memory. A run hands over after RUN_BUDGET_MS by releasing its lease (the write fires the trigger again).
 */
export async function expandMailshot(orgId: string, id: string, opts: ExpandOptions): Promise<ExpandOutcome> {
  const now = opts.now ?? Date.now;
  const ref = mailshots(orgId).doc(id);
  const leaseId = randomUUID();
  const started = Date.now();
  const leaseUntil = () => Timestamp.fromMillis(now() + EXPAND_LEASE_MS);

  const claimed = await db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    if (!data || (data.state !== 'QUEUED' && data.state !== 'SENDING')) return null;
    const lease = data.leaseUntil instanceof Timestamp ? data.leaseUntil.toMillis() : 0;
    if (data.leaseId && lease > now()) return null;
    tx.update(ref, { state: 'SENDING', leaseId, leaseUntil: leaseUntil() });
    return data;
  });
  if (!claimed) return 'NOT_CLAIMED';
  const total = claimed.reserved as number;
  let cursor = (claimed.cursor as number | undefined) ?? 0;
  let batch = null as { n: number; recipients: Recipient[] } | null;
  let pages = 0;
  // the heap at the start and its peak after each page: "memory stays flat", kept on the mailshot (npm run bench)
  const { memory, sample } = jobHeap();

  try {
    while (cursor < total) {
      if (Date.now() - started > RUN_BUDGET_MS) {
        await db.runTransaction(async (tx) => {
          if ((await tx.get(ref)).get('leaseId') !== leaseId) throw new LeaseLost();
          tx.update(ref, { leaseId: null, leaseUntil: Timestamp.fromMillis(now()), memory });
        });
        return 'HANDED_OVER';
      }
      const pageStarted = Date.now();
      const n = Math.floor(cursor / MAILSHOT_BATCH_SIZE);
      if (batch?.n !== n) {
        const snap = await batches(orgId, id)
          .doc(`${String(claimed.batchSet)}_${n}`)
          .get();
        batch = { n, recipients: (snap.get('recipients') ?? []) as Recipient[] };
      }
      const from = cursor - n * MAILSHOT_BATCH_SIZE;
      const page = batch.recipients.slice(from, Math.min(from + (opts.pageSize ?? MAILSHOT_PAGE_SIZE), batch.recipients.length));
      if (page.length === 0) throw new Error(`mailshot ${id}: batch ${n} has no recipient at ${from}`);
      cursor = await expandPage(orgId, id, claimed, page, cursor, leaseId, leaseUntil);
      pages++;
      sample();
      if (opts.dieAfterPages !== undefined && pages >= opts.dieAfterPages) return 'DIED';
      // the organization's rate: this page's messages take their share of a minute
      const wait = (page.length / opts.ratePerMinute) * 60_000 - (Date.now() - pageStarted);
      if (wait > 0 && cursor < total) await sleep(wait);
    }
    await db.runTransaction(async (tx) => {
      if ((await tx.get(ref)).get('leaseId') !== leaseId) throw new LeaseLost();
      tx.update(ref, { state: 'DONE', leaseId: null, leaseUntil: null, doneAt: FieldValue.serverTimestamp(), memory });
    });
    return 'DONE';
  } catch (e) {
    if (e instanceof LeaseLost) return 'LEASE_LOST';
    throw e;
  }
}

/** One page in one transaction: the lease and cursor checked, the missing deliveries and messages created. */
async function expandPage(
  orgId: string,
  id: string,
  mailshot: DocumentData,
  page: Recipient[],
  cursor: number,
  leaseId: string,
  leaseUntil: () => Timestamp,
): Promise<number> {
  const ref = mailshots(orgId).doc(id);
  // an entry whose member was erased meanwhile (erasure.ts) is passed over: the cursor counts it, nothing is sent
  const keyed = page.filter((r) => r.email !== ERASED).map((r) => ({ r, key: recipientKey(r.email) }));
  return db.runTransaction(async (tx) => {
    const [current, ...existing] = await tx.getAll(ref, ...keyed.map(({ key }) => deliveries(orgId, id).doc(key)));
    if (current!.get('leaseId') !== leaseId || current!.get('cursor') !== cursor) throw new LeaseLost();
    const created: string[] = [];
    keyed.forEach(({ r, key }, i) => {
      if (existing[i]!.exists) return;
      created.push(key);
      const mailId = mailshotMailId(id, key);
      tx.create(existing[i]!.ref, {
        email: r.email,
        ...(r.memberId ? { memberId: r.memberId } : {}),
        values: r.values,
        state: 'QUEUED',
        mailId,
        error: null,
        updatedAt: FieldValue.serverTimestamp(),
      });
      // the outbox message, created with its delivery; reserved: the send counted it on the quota already
      tx.create(db.doc(`${orgCol(orgId, 'mail')}/${mailId}`), {
        to: r.email,
        template: 'mailshot',
        lang: mailshot.lang ?? 'it',
        memberId: r.memberId ?? null,
        mailshotId: id,
        recipientKey: key,
        reserved: true,
        attachments: [],
        state: 'PENDING',
        attempts: 0,
        error: null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    });
    // the page's new deliveries counted QUEUED at once: one increment per count shard, not one per recipient
    moveCounts(tx, orgId, id, created, null, 'QUEUED');
    tx.update(ref, { cursor: cursor + page.length, leaseUntil: leaseUntil() });
    return cursor + page.length;
  });
}

/**
 * Mailshots whose expansion stopped (a run that died: its lease lapsed; a queued one whose trigger never ran) are
 * touched so their trigger runs again. Called by the mail sweeper's schedule; tests pass `now`.
 */
export async function sweepMailshots(opts: { now?: Date } = {}): Promise<string[]> {
  const now = Timestamp.fromDate(opts.now ?? new Date());
  const stalled = await db.collectionGroup('mailshots').where('state', 'in', ['QUEUED', 'SENDING']).where('leaseUntil', '<=', now).get();
  await Promise.all(stalled.docs.map((d) => d.ref.update({ sweptAt: FieldValue.serverTimestamp() })));
  return stalled.docs.map((d) => d.ref.path);
}
