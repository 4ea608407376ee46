import { randomUUID } from 'node:crypto';
import { logger } from 'firebase-functions';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { CODE_MAIL_QUOTA_PER_MONTH, EMAIL_QUOTA_PER_MONTH, planOf } from '@tessera/domain/constants';
import {
  codeMailCounterId,
  isCodeMail,
  MAIL_LEASE_EXPIRED,
  MAIL_LEASE_MS,
  MAIL_PENDING_STALE_MS,
  MAIL_MAX_ATTEMPTS,
  mailCounterId,
  mailMonth,
  mailRetryDelayMs,
  type MailAttachment,
  type MailTemplate,
} from '@tessera/domain/entities/mail';
import { counterPath, orgCol, orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { preferencesOf } from '@tessera/domain/entities/organization';
import { ERASED } from '@tessera/domain/entities/erasure';
import { PermanentMailError, type MailSender } from './sender';
import { renderMail } from '@tessera/domain/mail/render';
import { mailLookOf } from '@tessera/domain/mail/look';
import { inlineLogo } from './logo';
import type { MailTemplateData, TextTemplate } from '@tessera/domain/mail/registry';
import { MAIL_UNCERTAIN_WAIT_MS } from '@tessera/domain/mailshots/mailshot';
import { advanceDelivery, linkedDelivery, messageRenderer, sharedLetterhead } from './outboxHooks';

/**
 * The outbox's delivery state machine (organizations/{org}/mail/{id}), every transition in a transaction:
 *
 *   PENDING, or RETRY with nextAttemptAt <= now  →  PROCESSING (lease: leaseId, leaseExpiresAt; attempts + 1)
 *                                                 or QUOTAS_EXCEEDED (first claim only, the month's quota is used up)
 *   PROCESSING (lease still ours)                →  SUCCESS (deliveredAt, providerMessageId)
 *                                                 | RETRY (error, nextAttemptAt = now + backoff) while attempts < MAIL_MAX_ATTEMPTS
 *                                                 | ERROR (error) after MAIL_MAX_ATTEMPTS, or on a permanent failure
 *   PROCESSING with an expired lease             →  ERROR ("lease expired"), by the sweeper; a mailshot's message
 *                                                    (reserved) → SUCCESS when the provider said it took it, else
 *                                                    UNCERTAIN → SUCCESS on the provider's event, or PENDING again
 *                                                    after MAIL_UNCERTAIN_WAIT_MS without one (mailshots/events.ts)
 *   PENDING for MAIL_PENDING_STALE_MS (its trigger never ran)  →  kicked by the sweeper, then claimed as above
 *
 * The sender runs outside any transaction, between the claim and the result. A message that is
 * PROCESSING with a live lease, SUCCESS, ERROR or QUOTAS_EXCEEDED is never claimed again, so a
 * redelivered or concurrent trigger sends nothing. The quota is counted once per message, at its first claim: the
 * plan's monthly quota, or for code mails (isCodeMail) their own monthly cap on their own counter.
 */

export type ProcessOutcome = 'SENT' | 'RETRY' | 'ERROR' | 'QUOTAS_EXCEEDED' | 'SKIPPED' | 'LEASE_LOST';

const DEFAULT_FROM = { email: 'noreply@tessera.app', name: 'Tessera' };

/** Many messages queued at once all claim against one counter: let contended transactions retry more. */
const TX_OPTIONS = { maxAttempts: 30 };

const millis = (v: unknown): number | null => (v instanceof Timestamp ? v.toMillis() : null);

/**
 * Claimable now: PENDING, or a RETRY whose time has come. Checked in the claim transaction, and by the trigger on
 * its snapshot first (cheap: most writes of a message are its own state changes, with nothing to do).
 */
export function claimable(data: FirebaseFirestore.DocumentData | undefined, now = Date.now()): boolean {
  if (!data) return false;
  if (data.state === 'PENDING') return true;
  if (data.state === 'RETRY') return (millis(data.nextAttemptAt) ?? 0) <= now;
  return false;
}

/**
 * The organization's From address: with the "mail server" preference on, its verified default sender (settings →
 * verified mail senders); otherwise, or with none verified, the platform's configured address in the organization's name.
 */
async function fromAddress(
  orgId: string,
  org: FirebaseFirestore.DocumentData | undefined,
  orgName: string,
): Promise<{ email: string; name: string }> {
  if (preferencesOf(org?.preferences).mailServer) {
    const chosen = await db
      .collection(orgCol(orgId, 'mailSenders'))
      .where('verified', '==', true)
      .where('default', '==', true)
      .limit(1)
      .get();
    const sender = chosen.docs[0]?.data();
    if (sender && typeof sender.email === 'string') return { email: sender.email, name: (sender.name as string | undefined) ?? orgName };
  }
  return { email: DEFAULT_FROM.email, name: orgName || DEFAULT_FROM.name };
}

/** How many groups' associations an instance keeps (orgForMessage): a mailshot or two at a time, in practice. */
const LETTERHEADS_KEPT = 16;
const letterheads = new Map<string, Promise<FirebaseFirestore.DocumentData | undefined>>();

/**
 * The association as a message's letterhead and sender need it: read for each message, except for messages that share
 * a letterhead (outboxHooks.ts `sharedLetterhead`, a mailshot's recipients), read once for their group while the
 * instance keeps it (the oldest group is dropped first; a failed read is not kept).
 */
function orgForMessage(orgId: string, mail: FirebaseFirestore.DocumentData): Promise<FirebaseFirestore.DocumentData | undefined> {
  const read = () =>
    db
      .doc(orgPath(orgId))
      .get()
      .then((s) => s.data());
  const group = sharedLetterhead(mail);
  if (!group) return read();
  const key = `${orgId}/${group}`;
  const kept = letterheads.get(key);
  if (kept) return kept;
  if (letterheads.size >= LETTERHEADS_KEPT) letterheads.delete(letterheads.keys().next().value!);
  const org = read();
  letterheads.set(key, org);
  org.catch(() => letterheads.delete(key));
  return org;
}

/**
 * Runs one message through the state machine: claim, send, record. Safe to call any number of times,
 * concurrently, for the same message, with the same trigger event or not: the claim's own write (PENDING or a due RETRY
 * → PROCESSING, in its transaction) is the marker a redelivered event finds, so no processedEvents document is written
 * for it.
 */
export async function processMail(orgId: string, mailId: string, opts: { send: MailSender; now?: () => number }): Promise<ProcessOutcome> {
  const now = opts.now ?? Date.now;
  const ref = db.doc(`${orgCol(orgId, 'mail')}/${mailId}`);
  const leaseId = randomUUID();

  // 1. Claim (with the quota on the first claim).
  const claim = await db.runTransaction(async (tx) => {
    // the association, when its quota was read here: the message's letterhead then needs no second read
    let org: FirebaseFirestore.DocumentData | undefined;
    // what the first claim adds to the message: its month, counted (in the claim's one write of it)
    let counted = {};
    const snap = await tx.get(ref);
    const data = snap.data();
    const at = now();
    if (!claimable(data, at)) return { outcome: 'SKIPPED' as const };
    const attempts = (data!.attempts as number | undefined) ?? 0;
    // a linked delivery (a mailshot's recipient) is not written here: it moves once, with the result below. The
    // claim's lease is the message's alone, so one recipient costs one write at its claim instead of three
    // (message, delivery, count shard).
    // a mailshot reserved its whole send on the counter when it was queued: its messages are not counted again
    const firstClaim = data!.counted !== true && data!.reserved !== true;
    if (firstClaim) {
      const month = mailMonth(new Date(at));
      // code mails (anyone may ask for them) have their own counter and cap: they never use up the plan's quota
      const codeMail = isCodeMail(data!.template);
      const counterRef = db.doc(counterPath(orgId, codeMail ? codeMailCounterId(month) : mailCounterId(month)));
      const [orgSnap, counterSnap] = await Promise.all([tx.get(db.doc(orgPath(orgId))), tx.get(counterRef)]);
      org = orgSnap.data();
      const quota = codeMail ? CODE_MAIL_QUOTA_PER_MONTH : EMAIL_QUOTA_PER_MONTH[planOf(orgSnap.get('plan.name'))];
      const sent = (counterSnap.get('sent') as number | undefined) ?? 0;
      if (sent >= quota) {
        tx.set(counterRef, { month, quota, sent, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
        tx.update(ref, {
          state: 'QUOTAS_EXCEEDED',
          error: `monthly quota of ${quota} emails reached for ${month}`,
          month,
          updatedAt: FieldValue.serverTimestamp(),
        });
        return { outcome: 'QUOTAS_EXCEEDED' as const };
      }
      tx.set(counterRef, { month, quota, sent: sent + 1, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
      counted = { month, counted: true };
    }
    tx.update(ref, {
      ...counted,
      state: 'PROCESSING',
      attempts: attempts + 1,
      leaseId,
      leaseExpiresAt: Timestamp.fromMillis(at + MAIL_LEASE_MS),
      nextAttemptAt: null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { outcome: 'CLAIMED' as const, attempt: attempts + 1, data: data!, org };
  }, TX_OPTIONS);
  if (claim.outcome !== 'CLAIMED') return claim.outcome;

  // 2. Render and send, outside any transaction.
  let result:
    { ok: true; providerMessageId: string; afterRecorded?: () => Promise<void> } | { ok: false; error: string; permanent: boolean };
  try {
    // a mailshot's recipient has no payload (the mailshot and its delivery hold what it says): not read
    const linked = linkedDelivery(orgId, claim.data) !== null;
    const payload = linked ? undefined : (await ref.collection('private').doc('payload').get()).data();
    if (!payload && !linked) throw new PermanentMailError('the message has no payload');
    const org = claim.org ?? (await orgForMessage(orgId, claim.data));
    const orgName = (org?.publicInfo?.name as string | undefined) ?? DEFAULT_FROM.name;
    const lang = claim.data.lang === 'en' ? 'en' : 'it';
    let rendered;
    let headers: Record<string, string> = {};
    let from: { email: string; name: string } | null = null;
    let attachments = (payload?.attachments ?? []) as MailAttachment[];
    // every message opens with the association's name in its colours, its logo beside it when it has one
    const logo = inlineLogo(org?.logo);
    const look = mailLookOf(org?.theme, logo !== null);
    try {
      // a template its area renders (a mailshot's, registered in outboxHooks.ts), else the outbox's own templates
      const render = messageRenderer(claim.data.template);
      if (render) ({ rendered, headers, from, attachments } = await render(orgId, claim.data, payload, orgName, look));
      else
        rendered = renderMail(
          claim.data.template as TextTemplate,
          lang,
          (payload?.data ?? {}) as MailTemplateData[TextTemplate],
          orgName,
          look,
        );
      if (logo) attachments = [...attachments, logo];
    } catch (e) {
      throw new PermanentMailError(`cannot render template ${String(claim.data.template)}: ${(e as Error).message}`);
    }
    const sent = await opts.send({
      ...rendered,
      headers,
      orgId,
      mailId,
      template: claim.data.template as MailTemplate,
      attempt: claim.attempt,
      to: claim.data.to as string,
      from: from ?? (await fromAddress(orgId, org, orgName)),
      attachments,
    });
    result = { ok: true, providerMessageId: sent.providerMessageId, afterRecorded: sent.afterRecorded };
  } catch (e) {
    result = { ok: false, error: (e as Error).message || String(e), permanent: e instanceof PermanentMailError };
  }

  // 3. Record the result, only if the lease is still ours.
  const outcome = await db.runTransaction(async (tx): Promise<ProcessOutcome> => {
    // the message and its delivery in one read: the delivery a message is linked to never changes (the claim's copy says)
    const claimed = linkedDelivery(orgId, claim.data);
    const [snap, linked] = claimed ? await tx.getAll(ref, claimed) : [await tx.get(ref)];
    const data = snap!.data();
    if (!data || data.state !== 'PROCESSING' || data.leaseId !== leaseId) return 'LEASE_LOST';
    const deliveryRef = linkedDelivery(orgId, data);
    const delivery = !deliveryRef ? null : deliveryRef.path === claimed?.path ? linked! : await tx.get(deliveryRef);
    const follow = (state: 'SENT' | 'FAILED' | 'SENDING', error: string | null) => {
      if (delivery?.exists) advanceDelivery(tx, orgId, delivery, state, { error });
    };
    // a message to someone being erased keeps no address nor content once it is sent or given up (enqueue.ts forget)
    const forgotten = () => {
      if (data.forget !== true) return {};
      tx.delete(ref.collection('private').doc('payload'));
      return { to: ERASED };
    };
    const base = { leaseId: null, leaseExpiresAt: null, updatedAt: FieldValue.serverTimestamp() };
    if (result.ok) {
      follow('SENT', null);
      tx.update(ref, {
        ...base,
        ...forgotten(),
        state: 'SUCCESS',
        error: null,
        deliveredAt: FieldValue.serverTimestamp(),
        providerMessageId: result.providerMessageId,
      });
      return 'SENT';
    }
    if (result.permanent || claim.attempt >= MAIL_MAX_ATTEMPTS) {
      const error = result.permanent ? result.error : `${result.error} (gave up after ${claim.attempt} attempts)`;
      follow('FAILED', error);
      tx.update(ref, { ...base, ...forgotten(), state: 'ERROR', error });
      return 'ERROR';
    }
    follow('SENDING', result.error);
    tx.update(ref, {
      ...base,
      state: 'RETRY',
      error: result.error,
      nextAttemptAt: Timestamp.fromMillis(now() + mailRetryDelayMs(claim.attempt)),
    });
    return 'RETRY';
  }, TX_OPTIONS);
  // 4. What the provider does with a message it took comes after its answer (the local sink's simulated events, which
  // SendGrid posts to the webhook later): after the record, whatever became of the lease, as the provider would.
  if (result.ok && result.afterRecorded)
    await result.afterRecorded().catch((e: unknown) => logger.warn('mail: after the send', { orgId, mailId, error: String(e) }));
  return outcome;
}

/**
 * A message's kicks (`mail/{id}/kicks/{auto}`): the sweeper creates one to have a message tried again, since only a
 * creation fires the outbox's triggers (triggers.ts). A new one each sweep: a kick whose run was lost leaves the
 * message due, and the next sweep kicks it again; two kicks at once still send once (the claim).
 */
export const MAIL_KICKS = 'kicks';
const kick = (tx: FirebaseFirestore.Transaction, ref: DocumentReference, why: 'retry' | 'resend' | 'stale') =>
  tx.create(ref.collection(MAIL_KICKS).doc(), { why, at: FieldValue.serverTimestamp() });

export interface SweepResult {
  /** PROCESSING messages whose lease ran out, now ERROR (a mailshot's: UNCERTAIN, or SUCCESS when the provider said so) */
  expired: string[];
  /** UNCERTAIN messages the provider never confirmed within MAIL_UNCERTAIN_WAIT_MS, PENDING again: sent once more */
  resent: string[];
  /** RETRY messages now due, moved to `nextAttemptAt = now` and kicked so their trigger claims them */
  due: string[];
  /** PENDING messages untouched for MAIL_PENDING_STALE_MS (their creation's trigger never ran), kicked */
  stale: string[];
}

/**
 * The sweeper, run every 5 minutes by `sweepMailSchedule` and callable directly (tests pass `now`
 * to sweep as of a later time):
 * - a PROCESSING message whose lease expired before `now` ends as ERROR ("lease expired") — a sender that
 *   crashed or hung; it is not sent again, since it may have gone out. A mailshot's message (which must go out exactly
 *   once) asks the provider instead: SUCCESS when its `processed` event came (`providerAccepted`), else UNCERTAIN until
 *   the event comes (mailshots/events.ts) or MAIL_UNCERTAIN_WAIT_MS pass without it, when it is PENDING again;
 * - a RETRY message due at `now` gets nextAttemptAt = the current time (claimable on the real clock when a test sweeps
 *   as of a later time) and a kick, which fires its trigger; so does an UNCERTAIN message made PENDING again;
 * - a PENDING message untouched for MAIL_PENDING_STALE_MS gets a kick: its creation's trigger never ran (a loaded
 *   emulator once lost one of 20,000, which then waited for ever). A kick while its first run is only late still sends
 *   once (the claim).
 */
export async function sweepMail(opts: { now?: Date; orgId?: string } = {}): Promise<SweepResult> {
  const now = Timestamp.fromDate(opts.now ?? new Date());
  const base = opts.orgId ? db.collection(orgCol(opts.orgId, 'mail')) : db.collectionGroup('mail');
  const unconfirmedSince = Timestamp.fromMillis(now.toMillis() - MAIL_UNCERTAIN_WAIT_MS);
  const staleSince = Timestamp.fromMillis(now.toMillis() - MAIL_PENDING_STALE_MS);
  const [stuck, retry, uncertain, pending] = await Promise.all([
    base.where('state', '==', 'PROCESSING').where('leaseExpiresAt', '<=', now).get(),
    base.where('state', '==', 'RETRY').where('nextAttemptAt', '<=', now).get(),
    base.where('state', '==', 'UNCERTAIN').where('uncertainSince', '<=', unconfirmedSince).get(),
    base.where('state', '==', 'PENDING').where('updatedAt', '<=', staleSince).get(),
  ]);
  const out: SweepResult = { expired: [], resent: [], due: [], stale: [] };
  await Promise.all([
    ...stuck.docs.map(async (d) => {
      const done = await db.runTransaction(async (tx) => {
        const data = (await tx.get(d.ref)).data();
        const lease = millis(data?.leaseExpiresAt);
        if (data?.state !== 'PROCESSING' || lease === null || lease > now.toMillis()) return false;
        const released = { leaseId: null, leaseExpiresAt: null, updatedAt: FieldValue.serverTimestamp() };
        if (data.reserved !== true) tx.update(d.ref, { ...released, state: 'ERROR', error: MAIL_LEASE_EXPIRED });
        else if (data.providerAccepted === true) tx.update(d.ref, { ...released, state: 'SUCCESS', error: null });
        else tx.update(d.ref, { ...released, state: 'UNCERTAIN', error: MAIL_LEASE_EXPIRED, uncertainSince: now });
        return true;
      });
      if (done) out.expired.push(pathOf(d.ref));
    }),
    ...uncertain.docs.map(async (d) => {
      const done = await db.runTransaction(async (tx) => {
        const data = (await tx.get(d.ref)).data();
        const since = millis(data?.uncertainSince);
        if (data?.state !== 'UNCERTAIN' || data.providerAccepted === true || since === null || since > unconfirmedSince.toMillis())
          return false;
        tx.update(d.ref, { state: 'PENDING', uncertainSince: null, updatedAt: FieldValue.serverTimestamp() });
        kick(tx, d.ref, 'resend');
        return true;
      });
      if (done) out.resent.push(pathOf(d.ref));
    }),
    ...retry.docs.map(async (d) => {
      const done = await db.runTransaction(async (tx) => {
        const data = (await tx.get(d.ref)).data();
        const next = millis(data?.nextAttemptAt);
        if (data?.state !== 'RETRY' || next === null || next > now.toMillis()) return false;
        tx.update(d.ref, { nextAttemptAt: Timestamp.now(), updatedAt: FieldValue.serverTimestamp() });
        kick(tx, d.ref, 'retry');
        return true;
      });
      if (done) out.due.push(pathOf(d.ref));
    }),
    ...pending.docs.map(async (d) => {
      const done = await db.runTransaction(async (tx) => {
        const data = (await tx.get(d.ref)).data();
        const updated = millis(data?.updatedAt);
        if (data?.state !== 'PENDING' || updated === null || updated > staleSince.toMillis()) return false;
        // touched, so the next sweep leaves it to this kick for another MAIL_PENDING_STALE_MS
        tx.update(d.ref, { updatedAt: FieldValue.serverTimestamp() });
        kick(tx, d.ref, 'stale');
        return true;
      });
      if (done) out.stale.push(pathOf(d.ref));
    }),
  ]);
  return out;
}

const pathOf = (ref: DocumentReference) => ref.path;
