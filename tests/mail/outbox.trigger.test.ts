// The admin app of the tests first: the functions modules imported below then reuse it.
import { db } from '../support/admin';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAIL_QUOTA_PER_MONTH, EMAIL_QUOTA_PER_MONTH } from '@tessera/domain/constants';
import {
  codeMailCounterId,
  DEV_MAILBOX_COLLECTION,
  MAIL_LEASE_EXPIRED,
  MAIL_MAX_ATTEMPTS,
  MAIL_PENDING_STALE_MS,
  mailCounterId,
  mailMonth,
} from '@tessera/domain/entities/mail';
import { counterPath, orgCol, orgPath } from '@tessera/domain/paths';
import { enqueueMail } from '../../functions/src/mail/enqueue';
import { MAIL_KICKS, processMail, sweepMail } from '../../functions/src/mail/outbox';
import { chooseSender, localSink, missingKeySender } from '../../functions/src/mail/sender';
import { clearFirestore } from '../support/emulators';
import { firestoreUsage } from '../support/firestoreUsage';
import { quietFirestoreTriggers } from '../../seed/src/quietTriggers';

/**
 * The outbox state machine, run by the real `onMailQueued` and `onMailKicked` triggers on the Functions emulator (no SendGrid
 * key there: the local sink records every delivery in devMailbox). The local sink refuses on purpose any
 * address @fail.test for its first N tries, N the first number of the local part (`fail2@…` fails twice,
 * `never@…` always fails): that drives RETRY and ERROR.
 */
const ORG = 'mail-org';
const FREE_ORG = 'mail-free';
const FINAL = ['SUCCESS', 'ERROR', 'QUOTAS_EXCEEDED'];

const mailRef = (org: string, id: string) => db.doc(`${orgCol(org, 'mail')}/${id}`);
const counterRef = (org: string) => db.doc(counterPath(org, mailCounterId(mailMonth())));
const codeCounterRef = (org: string) => db.doc(counterPath(org, codeMailCounterId(mailMonth())));
const mailState = async (org: string, id: string) => (await mailRef(org, id).get()).data() ?? {};
const sinkRecords = async (mailId: string) => (await db.collection(DEV_MAILBOX_COLLECTION).where('mailId', '==', mailId).get()).docs;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 45_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let v = await read();
  while (!ok(v)) {
    if (Date.now() > end) throw new Error(`timed out; last value ${JSON.stringify(v)}`);
    await sleep(250);
    v = await read();
  }
  return v;
}
const settled = (org: string, id: string) =>
  until(
    () => mailState(org, id),
    (d) => FINAL.includes(d.state as string),
  );

/** Drives a failing message: each time it waits in RETRY, sweeps as of an hour later so it is due at once. */
async function driveRetries(org: string, id: string) {
  const seen: string[] = [];
  for (;;) {
    const d = await until(
      () => mailState(org, id),
      (x) => x.state === 'RETRY' || FINAL.includes(x.state as string),
    );
    if (d.state !== 'RETRY') return { final: d, retryErrors: seen };
    seen.push(d.error as string);
    expect((d.nextAttemptAt as Timestamp).toMillis()).toBeGreaterThan(Date.now() - 5_000);
    await sweepMail({ orgId: org, now: new Date(Date.now() + 3_600_000) });
    await until(
      () => mailState(org, id),
      (x) => x.state !== 'RETRY' || x.attempts !== d.attempts,
    );
  }
}

beforeAll(async () => {
  await clearFirestore();
  await db.doc(orgPath(ORG)).set({ publicInfo: { name: 'Associazione <Alfa>' }, plan: { name: 'PROFESSIONAL' } });
  await db.doc(orgPath(FREE_ORG)).set({ publicInfo: { name: 'Circolo Free' }, plan: { name: 'FREE' } });
});

describe('mail outbox', () => {
  it('PENDING → PROCESSING → SUCCESS: rendered in the sink, counted once, secrets only in the private payload', async () => {
    const pdf = Buffer.from('%PDF-1.4 fake card').toString('base64');
    const { id } = await enqueueMail({
      orgId: ORG,
      to: 'anna@example.test',
      template: 'card',
      lang: 'en',
      data: { name: '<b>Anna</b>', cardNumber: '1002', link: 'https://example.test/card?t=secret' },
      attachments: [{ fileName: 'card-1002.pdf', contentType: 'application/pdf', contentBase64: pdf }],
    });
    const d = await settled(ORG, id);
    expect(d.state).toBe('SUCCESS');
    expect(d.attempts).toBe(1);
    expect(d.error).toBeNull();
    expect(d.deliveredAt).toBeInstanceOf(Timestamp);
    expect(d.providerMessageId).toMatch(/^local-/);
    expect(d.leaseId).toBeNull();
    expect(JSON.stringify(d)).not.toContain('secret');
    expect((await mailRef(ORG, id).collection('private').doc('payload').get()).get('data.link')).toContain('secret');

    const sink = await sinkRecords(id);
    expect(sink).toHaveLength(1);
    const m = sink[0]!.data();
    expect(m.to).toBe('anna@example.test');
    expect(m.subject).toBe('Your Associazione <Alfa> membership card');
    expect(m.text).toContain('1002');
    expect(m.html).toContain('&lt;b&gt;Anna&lt;/b&gt;');
    expect(m.html).toContain('Associazione &lt;Alfa&gt;');
    expect(m.html).not.toContain('<b>Anna');
    expect(m.attachments).toEqual([{ fileName: 'card-1002.pdf', contentType: 'application/pdf', size: 18 }]);

    const counter = (await counterRef(ORG).get()).data()!;
    expect(counter).toMatchObject({ month: mailMonth(), sent: 1, quota: EMAIL_QUOTA_PER_MONTH.PROFESSIONAL });
    expect('group' in counter).toBe(false);
  });

  it('a message costs 5 reads and 3 writes from its claim to SUCCESS (the association read once, with the quota)', async () => {
    const id = 'cost';
    await mailRef(ORG, id)
      .collection('private')
      .doc('payload')
      .set({ data: { subject: 'Costo', body: 'Ciao' }, attachments: [] });
    // due only in an hour, as after a failed try: the emulator's trigger leaves it to this test
    await mailRef(ORG, id).set({
      to: 'cost@example.test',
      template: 'generic',
      lang: 'it',
      state: 'RETRY',
      attempts: 1,
      error: null,
      nextAttemptAt: Timestamp.fromMillis(Date.now() + 3_600_000),
    });
    let outcome: unknown;
    const usage = await firestoreUsage(async () => {
      outcome = await processMail(ORG, id, { send: localSink, now: () => Date.now() + 7_200_000 });
    });
    expect(outcome).toBe('SENT');
    // the claim reads the message, the association and the month's counter and writes the counter and the message;
    // the payload one read; the result reads and writes the message (the sink's record is the emulator's alone)
    expect(usage).toEqual({ reads: 5, writes: 3, deletes: 0 });
    const [record] = await sinkRecords(id);
    expect(record!.get('subject')).toContain('Costo');
    expect(record!.get('html')).toContain('Associazione &lt;Alfa&gt;');
  });

  it('renders the otp template in Italian with the code in subject and text', async () => {
    const { id } = await enqueueMail({ orgId: ORG, to: 'otp@example.test', template: 'otp', lang: 'it', data: { code: '482913' } });
    expect((await settled(ORG, id)).state).toBe('SUCCESS');
    const m = (await sinkRecords(id))[0]!.data();
    expect(m.subject).toBe('Il tuo codice di verifica: 482913');
    expect(m.text).toContain('482913');
  });

  it('a double (or concurrent) trigger sends once; a delivered message is never claimed again', async () => {
    const before = ((await counterRef(ORG).get()).get('sent') as number) ?? 0;
    const { id } = await enqueueMail({
      orgId: ORG,
      to: 'twice@example.test',
      template: 'generic',
      lang: 'it',
      data: { subject: 'Doppio', body: 'Ciao' },
    });
    // The emulator's trigger runs meanwhile; three more runs race it.
    // Under contention the emulator may expire one racer's transaction ("Transaction is invalid or closed",
    // a known emulator behaviour; production answers ABORTED and retries): that racer sends nothing, which is
    // what matters here — at most one SENT, one delivery, one count.
    const settledRuns = await Promise.allSettled([
      processMail(ORG, id, { send: localSink }),
      processMail(ORG, id, { send: localSink }),
      processMail(ORG, id, { send: localSink }),
    ]);
    for (const r of settledRuns)
      if (r.status === 'rejected') expect(String(r.reason)).toMatch(/Transaction is invalid or closed|lock timeout/);
    const outcomes = settledRuns.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(outcomes.filter((o) => o === 'SENT').length).toBeLessThanOrEqual(1);
    expect((await settled(ORG, id)).state).toBe('SUCCESS');
    await sleep(1_500);
    expect(await processMail(ORG, id, { send: localSink })).toBe('SKIPPED');
    expect(await sinkRecords(id)).toHaveLength(1);
    expect((await mailState(ORG, id)).attempts).toBe(1);
    expect((await counterRef(ORG).get()).get('sent')).toBe(before + 1);
  });

  it('a failing delivery goes RETRY with backoff and a readable error, then SUCCESS', async () => {
    const { id } = await enqueueMail({
      orgId: ORG,
      to: 'fail2@fail.test',
      template: 'generic',
      lang: 'en',
      data: { subject: 'Retry', body: 'x' },
    });
    const { final, retryErrors } = await driveRetries(ORG, id);
    expect(retryErrors).toHaveLength(2);
    expect(retryErrors[0]).toContain('refused on purpose');
    expect(final.state).toBe('SUCCESS');
    expect(final.attempts).toBe(3);
    expect(final.error).toBeNull();
    expect(await sinkRecords(id)).toHaveLength(1);
    // each retry was handed back by a kick (only creations fire the outbox's triggers), deleted once it ran
    await until(
      () => mailRef(ORG, id).collection(MAIL_KICKS).get(),
      (kicks) => kicks.empty,
    );
  });

  it(`after ${MAIL_MAX_ATTEMPTS} failed tries the message ends as ERROR with the reason`, async () => {
    const { id } = await enqueueMail({
      orgId: ORG,
      to: 'never@fail.test',
      template: 'generic',
      lang: 'en',
      data: { subject: 'No', body: 'x' },
    });
    const { final, retryErrors } = await driveRetries(ORG, id);
    expect(retryErrors).toHaveLength(MAIL_MAX_ATTEMPTS - 1);
    expect(final.state).toBe('ERROR');
    expect(final.attempts).toBe(MAIL_MAX_ATTEMPTS);
    expect(final.error).toContain(`gave up after ${MAIL_MAX_ATTEMPTS} attempts`);
    expect(await sinkRecords(id)).toHaveLength(0);
  });

  it('a message without its payload ends as ERROR at once (permanent failure)', async () => {
    await mailRef(ORG, 'no-payload').set({
      to: 'x@example.test',
      template: 'generic',
      lang: 'it',
      state: 'PENDING',
      attempts: 0,
      error: null,
    });
    const d = await settled(ORG, 'no-payload');
    expect(d.state).toBe('ERROR');
    expect(d.attempts).toBe(1);
    expect(d.error).toBe('the message has no payload');
  });

  it('a stuck lease expires to ERROR through the sweeper; a live lease is left alone and not sent', async () => {
    const past = Timestamp.fromMillis(Date.now() - 1_000);
    const future = Timestamp.fromMillis(Date.now() + 600_000);
    const stuck = { to: 's@example.test', template: 'generic', lang: 'it', attempts: 1, counted: true, error: null, state: 'PROCESSING' };
    await mailRef(ORG, 'stuck').set({ ...stuck, leaseId: 'crashed', leaseExpiresAt: past });
    await mailRef(ORG, 'live').set({ ...stuck, leaseId: 'busy', leaseExpiresAt: future });
    await mailRef(ORG, 'live')
      .collection('private')
      .doc('payload')
      .set({ data: { subject: 's', body: 'b' }, attachments: [] });
    expect(await processMail(ORG, 'live', { send: localSink })).toBe('SKIPPED');

    const swept = await sweepMail({ orgId: ORG });
    expect(swept.expired).toEqual([mailRef(ORG, 'stuck').path]);
    expect(await mailState(ORG, 'stuck')).toMatchObject({ state: 'ERROR', error: MAIL_LEASE_EXPIRED, leaseId: null });
    expect(await mailState(ORG, 'live')).toMatchObject({ state: 'PROCESSING', leaseId: 'busy' });
    // Swept again: nothing more changes.
    expect((await sweepMail({ orgId: ORG })).expired).toEqual([]);
    expect(await sinkRecords('stuck')).toHaveLength(0);
    expect(await sinkRecords('live')).toHaveLength(0);
  });

  it('a PENDING message whose trigger never ran is kicked by the sweeper once it is stale, and sent once', async () => {
    // created with the triggers quiet: its creation's event is lost, as when a function instance fails to start
    const quiet = await quietFirestoreTriggers(process.env.FIRESTORE_EMULATOR_HOST!, process.env.GCLOUD_PROJECT!, () => {});
    let id = '';
    try {
      ({ id } = await enqueueMail({
        orgId: ORG,
        to: 'lost@example.test',
        template: 'generic',
        lang: 'it',
        data: { subject: 's', body: 'b' },
      }));
    } finally {
      await quiet.restore();
    }
    // a fresh one is left to its own trigger
    expect((await sweepMail({ orgId: ORG })).stale).toEqual([]);
    expect((await mailState(ORG, id)).state).toBe('PENDING');
    const swept = await sweepMail({ orgId: ORG, now: new Date(Date.now() + MAIL_PENDING_STALE_MS + 60_000) });
    expect(swept.stale).toContain(mailRef(ORG, id).path);
    expect(await settled(ORG, id)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    expect(await sinkRecords(id)).toHaveLength(1);
    await until(
      async () => (await mailRef(ORG, id).collection(MAIL_KICKS).get()).size,
      (n) => n === 0,
    );
  });

  it('over the monthly quota a message ends as QUOTAS_EXCEEDED and is not sent', async () => {
    const quota = EMAIL_QUOTA_PER_MONTH.FREE;
    await counterRef(FREE_ORG).set({ month: mailMonth(), sent: quota, quota });
    const { id } = await enqueueMail({
      orgId: FREE_ORG,
      to: 'q@example.test',
      template: 'generic',
      lang: 'it',
      data: { subject: 's', body: 'b' },
    });
    const d = await settled(FREE_ORG, id);
    expect(d.state).toBe('QUOTAS_EXCEEDED');
    expect(d.error).toContain(`${quota}`);
    expect(await sinkRecords(id)).toHaveLength(0);
    expect((await counterRef(FREE_ORG).get()).get('sent')).toBe(quota);
  });

  it("code mails do not use the plan's quota: they count on their own counter, with their own cap", async () => {
    const quota = EMAIL_QUOTA_PER_MONTH.FREE;
    await counterRef(FREE_ORG).set({ month: mailMonth(), sent: quota, quota });
    await codeCounterRef(FREE_ORG).delete();
    const code = await enqueueMail({
      orgId: FREE_ORG,
      to: 'c@example.test',
      template: 'emailCode',
      lang: 'it',
      data: { code: '123456', purpose: 'signup', minutes: 10 },
    });
    expect((await settled(FREE_ORG, code.id)).state).toBe('SUCCESS');
    expect((await codeCounterRef(FREE_ORG).get()).data()).toMatchObject({ sent: 1, quota: CODE_MAIL_QUOTA_PER_MONTH });
    expect((await counterRef(FREE_ORG).get()).get('sent')).toBe(quota);

    // and their own cap stops them, leaving the campaign quota alone
    await counterRef(FREE_ORG).set({ month: mailMonth(), sent: 0, quota });
    await codeCounterRef(FREE_ORG).set({ month: mailMonth(), sent: CODE_MAIL_QUOTA_PER_MONTH, quota: CODE_MAIL_QUOTA_PER_MONTH });
    const over = await enqueueMail({ orgId: FREE_ORG, to: 'c2@example.test', template: 'passwordReset', lang: 'it', data: { link: 'x' } });
    expect((await settled(FREE_ORG, over.id)).state).toBe('QUOTAS_EXCEEDED');
    expect((await counterRef(FREE_ORG).get()).get('sent')).toBe(0);
  });

  it('outside the emulator without a SendGrid key every message fails (ERROR), never marked sent', async () => {
    expect(chooseSender('', true)).toBe(localSink);
    expect(chooseSender('', false)).toBe(missingKeySender);
    expect([localSink, missingKeySender]).not.toContain(chooseSender('SG.key', false));
    // queued as a retry due later, so the emulator's own trigger (the local sink) leaves it to this test
    const ref = mailRef(ORG, 'no-key');
    await ref
      .collection('private')
      .doc('payload')
      .set({ data: { subject: 's', body: 'b' }, attachments: [] });
    const later = Date.now() + 600_000;
    await ref.set({
      to: 'k@example.test',
      template: 'generic',
      lang: 'it',
      state: 'RETRY',
      attempts: 0,
      error: null,
      nextAttemptAt: Timestamp.fromMillis(later),
    });
    expect(await processMail(ORG, 'no-key', { send: chooseSender('', false), now: () => later })).toBe('ERROR');
    const d = await mailState(ORG, 'no-key');
    expect(d).toMatchObject({ state: 'ERROR', attempts: 1 });
    expect(d.error).toContain('SENDGRID_API_KEY');
    expect(d.deliveredAt).toBeUndefined();
    expect(await sinkRecords('no-key')).toHaveLength(0);
  });

  it('N messages queued at once with room for N-2: exactly N-2 sent, 2 QUOTAS_EXCEEDED', async () => {
    const N = 10;
    const quota = EMAIL_QUOTA_PER_MONTH.FREE;
    await counterRef(FREE_ORG).set({ month: mailMonth(), sent: quota - (N - 2), quota });
    const batch = db.batch();
    const ids: string[] = [];
    for (let i = 0; i < N; i++) {
      const { id } = await enqueueMail(
        { orgId: FREE_ORG, to: `n${i}@example.test`, template: 'generic', lang: 'it', data: { subject: `n${i}`, body: 'b' } },
        batch,
      );
      ids.push(id);
    }
    await batch.commit();
    const finals = await Promise.all(ids.map((id) => settled(FREE_ORG, id)));
    const states = finals.map((d) => d.state as string);
    expect(states.filter((s) => s === 'SUCCESS')).toHaveLength(N - 2);
    expect(states.filter((s) => s === 'QUOTAS_EXCEEDED')).toHaveLength(2);
    expect((await counterRef(FREE_ORG).get()).get('sent')).toBe(quota);
    const delivered = (await Promise.all(ids.map(sinkRecords))).flat();
    expect(delivered).toHaveLength(N - 2);
  });
});
