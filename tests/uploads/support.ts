import { Timestamp } from 'firebase-admin/firestore';
import { memberPath, orgCol } from '@tessera/domain/paths';
import type { UploadReportRow } from '@tessera/domain/uploads/memberUpload';
import { db } from '../support/admin';
import { api } from '../support/api';
import { ORG_A } from '../support/world';
import { UPLOADED_MEMBER_FIELD } from '../../functions/src/memberReactions/registry';
import { countMember } from '../../functions/src/counters/memberCounters';

export const HEADER = 'firstname,lastname,email,dob,address,telephone';

export function upload(token: string | undefined, mode: string, fileName: string, content: string | Uint8Array) {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  return api<{ jobId: string; total: number }>('POST', '/v1/members/bulk-upload', {
    token,
    headers: { mode },
    body: { fileName, contentBase64: bytes.toString('base64') },
  });
}

export type Job = {
  state: string;
  total: number;
  processed: number;
  applied: number;
  skipped: number;
  refused: number;
  invalidatedCards?: number;
};

/** Polls the job until it is DONE or FAILED. */
export async function finished(jobId: string, org = ORG_A, timeoutMs = 90_000): Promise<Job> {
  const ref = db.doc(`${orgCol(org, 'uploads')}/${jobId}`);
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const job = (await ref.get()).data() as Job | undefined;
    if (job && (job.state === 'DONE' || job.state === 'FAILED')) return job;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`job ${jobId} did not finish`);
}

export async function report(jobId: string, org = ORG_A): Promise<UploadReportRow[]> {
  const snap = await db.collection(`${orgCol(org, 'uploads')}/${jobId}/report`).get();
  return snap.docs.flatMap((d) => d.get('rows') as UploadReportRow[]).sort((a, b) => a.line - b.line);
}

export async function upAndWait(token: string, mode: string, fileName: string, content: string | Uint8Array) {
  const res = await upload(token, mode, fileName, content);
  if (res.status !== 200) throw new Error(`upload answered ${res.status} ${JSON.stringify(res.body)}`);
  const job = await finished(res.body.jobId);
  return { jobId: res.body.jobId, job, rows: await report(res.body.jobId) };
}

export async function memberByEmail(email: string, org = ORG_A) {
  const snap = await db.collection(orgCol(org, 'members')).where('email', '==', email).get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown> & { id: string });
}

export async function count(name: 'members' | 'cards' | 'uploads', org = ORG_A) {
  return (await db.collection(orgCol(org, name)).count().get()).data().count;
}

export const csvRow = (i: number, over: Partial<Record<'first' | 'last' | 'email' | 'dob' | 'addr' | 'tel', string>> = {}) =>
  [
    over.first ?? `Nome${i}`,
    over.last ?? `Cognome${i}`,
    over.email ?? `socio${i}@prova.it`,
    over.dob ?? '05/03/1980',
    over.addr ?? `Via Roma ${i}`,
    over.tel ?? `33312345${i}`,
  ].join(',');

export const uploadRef = (jobId: string, org = ORG_A) => db.doc(`${orgCol(org, 'uploads')}/${jobId}`);

/**
 * Undoes the counting of a job's members (which its chunks' checkpoints do), through the counters' own code: what a
 * crash before the checkpoint leaves. Every member the job created counts as created by the chunk said to crash.
 */
export async function uncountJobMembers(jobId: string, org = ORG_A) {
  const created = await db.collection(orgCol(org, 'members')).where(UPLOADED_MEMBER_FIELD, '==', jobId).get();
  for (const m of created.docs)
    await countMember({ eventId: `crash-${m.id}`, document: m.ref.path, orgId: org, memberId: m.id, before: m.data(), after: undefined });
}

/**
 * What a crash in the middle of chunk 0 leaves: some of its rows written (the others, `unwrittenIds`, deleted
 * again), none checkpointed (no appliedAt, no report, counters not moved), the job RUNNING under the dead run's
 * lease, which ends at `leaseEndsAt` (ms).
 */
export async function crashInChunk0(jobId: string, opts: { org?: string; unwrittenIds?: string[]; leaseEndsAt: number }) {
  const org = opts.org ?? ORG_A;
  const ref = uploadRef(jobId, org);
  await Promise.all((opts.unwrittenIds ?? []).map((id) => db.doc(memberPath(org, id)).delete()));
  await uncountJobMembers(jobId, org);
  await db.doc(`${ref.path}/chunks/0`).update({ appliedAt: null });
  await db.doc(`${ref.path}/report/0`).delete();
  await ref.update({
    state: 'RUNNING',
    processed: 0,
    applied: 0,
    skipped: 0,
    refused: 0,
    leaseId: 'crashed-run',
    leaseExpiresAt: Timestamp.fromMillis(opts.leaseEndsAt),
  });
}
