import { performance } from 'node:perf_hooks';
import { DEV_MAILBOX_COLLECTION } from '@tessera/domain/entities/mail';
import { orgCol, orgPath } from '@tessera/domain/paths';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { buildWorld, drawWorldIds, ORG_A } from '../support/world';
import { enqueueMail } from '../../functions/src/mail/enqueue';
import type { JobHeap } from '../../functions/src/shared/jobHeap';
import { csv, draft, mailshotDoc, saveDraft, sendDraft, sinkByAddress, uploadRecipients, verifiedSender } from '../mailshots/support';

const sink = () => db.collection(DEV_MAILBOX_COLLECTION).where('orgId', '==', ORG_A);
const sinkCount = async () => (await sink().count().get()).data().count;

/**
 * The sink is counted every 2 s: the count scans it on the emulator, and polled every 300 ms it took a share of the
 * machine from the triggers being measured.
 */
const SINK_POLL_MS = 2_000;

/**
 * Mailshots: `n` recipients from a file, send → every message in the local sink, against the raw outbox
 * (the same number of plain messages queued at once) in the same run; every recipient exactly once; the expansion
 * job's heap (kept on the mailshot). On the emulators: the outbox's triggers and the sink are the real ones.
 */
export async function benchMailshots(n: number) {
  drawWorldIds();
  const world = await buildWorld();
  await verifiedSender(ORG_A);
  await db.doc(orgPath(ORG_A)).update({ 'plan.name': 'WORLDSTAR' });

  // the raw outbox: n messages queued in batches, until the sink has them all
  const rawStarted = performance.now();
  for (let i = 0; i < n; i += 200) {
    const batch = db.batch();
    for (let j = i; j < Math.min(n, i + 200); j++)
      await enqueueMail(
        { orgId: ORG_A, to: `raw${j}@bench.test`, template: 'generic', lang: 'it', data: { subject: 's', body: 'b' } },
        batch,
      );
    await batch.commit();
  }
  await eventually(sinkCount, (c) => c >= n, 3_600_000, SINK_POLL_MS);
  const rawMs = performance.now() - rawStarted;
  // the raw messages leave the sink before the mailshot is timed: both runs then count a sink that grows from empty
  // (measured second over the raw run's 20,000, the mailshot paid twice the counting)
  const writer = db.bulkWriter();
  for (const d of (await sink().select().get()).docs) void writer.delete(d.ref);
  await writer.close();

  const addresses = Array.from({ length: n }, (_, i) => `socio${i}@bench.test`);
  const up = await uploadRecipients(world.tokens.orgAdmin, 'bench.csv', csv(['email', ...addresses]));
  const saved = await saveDraft(world.tokens.orgAdmin, draft({ kind: 'file', fileId: up.body.fileId, fileName: 'bench.csv' }));
  const started = performance.now();
  const sent = await sendDraft(world.tokens.orgAdmin, saved.body.id);
  if (sent.status !== 200) throw new Error(`send refused: ${JSON.stringify(sent.body)}`);
  await eventually(sinkCount, (c) => c >= n, 3_600_000, SINK_POLL_MS);
  const ms = performance.now() - started;
  const byAddress = await sinkByAddress(ORG_A, saved.body.id);
  const once = byAddress.size === n && [...byAddress.values()].every((c) => c === 1);
  const doc = await eventually(
    () => mailshotDoc(ORG_A, saved.body.id),
    (m) => m.state === 'DONE',
    600_000,
  );
  const messages = (await db.collection(orgCol(ORG_A, 'mail')).where('mailshotId', '==', saved.body.id).count().get()).data().count;
  return { n, rawMs, ms, once, messages, memory: doc.memory as JobHeap | undefined };
}
