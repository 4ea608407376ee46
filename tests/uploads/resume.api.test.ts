import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORG_MEMBER_COUNTER, counterPath } from '@tessera/domain/paths';
import { UPLOAD_LEASE_MS } from '@tessera/domain/uploads/memberUpload';
import { db } from '../support/admin';
import { api } from '../support/api';
import { settles } from '../support/settle';
import { buildWorld, ORG_A, type World } from '../support/world';
import { count, crashInChunk0, csvRow, finished, HEADER, memberByEmail, report, upAndWait, uploadRef } from './support';

const resume = (token: string | undefined, job: string | undefined) =>
  api<{ jobId: string; state: string }>('POST', '/v1/members/bulk-upload-resume', { token, headers: job ? { job } : {} });

const jobRef = (jobId: string) => uploadRef(jobId);

describe('POST /v1/members/bulk-upload-resume', () => {
  let world: World;
  let admin: string;
  let jobId: string;
  const n = 30;
  beforeAll(async () => {
    world = await buildWorld();
    admin = world.tokens.orgAdmin;
    const lines = Array.from({ length: n }, (_, i) => csvRow(i + 3000, { email: `stall${i}@prova.it` }));
    lines.push(csvRow(3999, { email: 'not-an-email' }));
    const up = await upAndWait(admin, 'UPSERT', 'stall.csv', `${HEADER}\n${lines.join('\n')}`);
    expect(up.job).toMatchObject({ state: 'DONE', applied: n, refused: 1, processed: n + 1 });
    jobId = up.jobId;
    // the run's lease is released at the end
    expect((await jobRef(jobId).get()).data()).toMatchObject({ leaseId: null, leaseExpiresAt: null });
  }, 180_000);

  it('no token → 401; staff and members → 403; a missing header → 400; nothing changes', async () => {
    const before = (await jobRef(jobId).get()).data();
    expect((await resume(undefined, jobId)).status).toBe(401);
    for (const who of ['staff', 'member'] as const) {
      const res = await resume(world.tokens[who], jobId);
      expect(res.status).toBe(403);
      expect(res.body.err).toBe('NO_USER_ALLOWED');
    }
    const missing = await resume(admin, undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.err).toBe('INVALID_REQUEST');
    expect((await jobRef(jobId).get()).data()).toEqual(before);
  });

  it('an admin of another organization does not find the job; an unknown id → 404 UPLOAD_JOB_NOT_FOUND', async () => {
    for (const [token, id] of [
      [world.tokens.otherOrgAdmin, jobId],
      [admin, 'no-such-job'],
    ] as const) {
      const res = await resume(token, id);
      expect(res.status).toBe(404);
      expect(res.body.err).toBe('UPLOAD_JOB_NOT_FOUND');
    }
  });

  it('a finished job → 409 UPLOAD_JOB_FINISHED', async () => {
    const res = await resume(admin, jobId);
    expect(res.status).toBe(409);
    expect(res.body.err).toBe('UPLOAD_JOB_FINISHED');
    expect((await jobRef(jobId).get()).get('state')).toBe('DONE');
  });

  it('a stalled job: a live lease is refused (409 UPLOAD_JOB_BUSY), an expired one resumes and finishes with the right report and no duplicates', async () => {
    const before = await count('members');
    const ids = await Promise.all(Array.from({ length: n }, async (_, i) => (await memberByEmail(`stall${i}@prova.it`))[0]!.id));
    // the run crashed after writing the first 20 rows of the chunk
    const unwritten = ids.slice(20);
    await crashInChunk0(jobId, { unwrittenIds: unwritten, leaseEndsAt: Date.now() + UPLOAD_LEASE_MS });
    expect(await count('members')).toBe(before - unwritten.length);

    // The lease is live: the run may still be working. Refused, and the job is left as it is.
    const stalledDoc = (await jobRef(jobId).get()).data();
    const busy = await resume(admin, jobId);
    expect(busy.status).toBe(409);
    expect(busy.body.err).toBe('UPLOAD_JOB_BUSY');
    // a group admin may not resume a job another admin started
    const group = await resume(world.tokens.groupAdmin, jobId);
    expect(group.status).toBe(403);
    expect((await jobRef(jobId).get()).data()).toEqual(stalledDoc);

    // The lease ran out: resumed.
    await jobRef(jobId).update({ leaseExpiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const res = await resume(admin, jobId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ jobId, state: 'QUEUED' });
    const job = await finished(jobId);
    expect(job).toMatchObject({ state: 'DONE', total: n + 1, processed: n + 1, applied: n, skipped: 0, refused: 1 });
    const stored = (await jobRef(jobId).get()).data()!;
    expect(stored).toMatchObject({ resumes: 1, resumedBy: world.uid('orgAdmin'), leaseId: null, leaseExpiresAt: null });

    // every row once: the unwritten members are back under the same ids, nobody twice
    expect(await count('members')).toBe(before);
    for (let i = 0; i < n; i++) {
      const found = await memberByEmail(`stall${i}@prova.it`);
      expect(found.map((m) => m.id)).toEqual([ids[i]]);
    }
    const rows = await report(jobId);
    expect(rows).toHaveLength(n + 1);
    expect(rows.filter((r) => r.outcome === 'REFUSED')).toEqual([
      { line: n + 2, outcome: 'REFUSED', reason: 'INVALID_EMAIL', column: 'email' },
    ]);
    expect(
      await settles(async () => (await db.doc(counterPath(ORG_A, ORG_MEMBER_COUNTER)).get()).get('total') === (await count('members'))),
    ).toBe(true);
  }, 180_000);

  it('a FAILED job resumes too, and its error is cleared', async () => {
    await jobRef(jobId).update({ state: 'FAILED', error: 'bulk writes failed: boom' });
    const res = await resume(admin, jobId);
    expect(res.status).toBe(200);
    const job = await finished(jobId);
    expect(job).toMatchObject({ state: 'DONE', processed: n + 1, applied: n });
    const stored = (await jobRef(jobId).get()).data()!;
    expect(stored).not.toHaveProperty('error');
    expect(stored.resumes).toBe(2);
  }, 120_000);

  it('a group admin resumes a group job within its groups, not one reaching another group (as the rules let it read them)', async () => {
    const at = (id: string) => jobRef(id);
    const job = (groups: string[]) => ({
      kind: 'members',
      mode: 'UPSERT',
      state: 'FAILED',
      error: 'boom',
      createdBy: 'uid-another-group-admin',
      scope: { role: 'group', groups },
      total: 0,
      processed: 0,
      applied: 0,
      skipped: 0,
      refused: 0,
      chunks: 0,
    });
    await at('job-group-inside').set(job(['g1']));
    await at('job-group-outside').set(job(['g1', 'g3']));
    const outside = await resume(world.tokens.groupAdmin, 'job-group-outside');
    expect(outside.status).toBe(403);
    expect(outside.body.err).toBe('NO_USER_ALLOWED');
    expect((await at('job-group-outside').get()).get('state')).toBe('FAILED');
    const inside = await resume(world.tokens.groupAdmin, 'job-group-inside');
    expect(inside.status).toBe(200);
    expect(await finished('job-group-inside')).toMatchObject({ state: 'DONE' });
  });

  it('a job without a scope is refused by the trigger (FAILED, nothing applied), also when resumed', async () => {
    const ref = jobRef('job-no-scope');
    await ref
      .collection('chunks')
      .doc('0')
      .set({
        n: 0,
        rows: [{ line: 2, ok: true, data: { name: 'Senza', surname: 'Ambito', email: 'noscope@prova.it' } }],
        appliedAt: null,
      });
    const job = {
      kind: 'members',
      mode: 'UPSERT',
      createdBy: world.uid('orgAdmin'),
      total: 1,
      processed: 0,
      applied: 0,
      skipped: 0,
      refused: 0,
      chunks: 1,
    };
    await ref.set({ ...job, state: 'QUEUED' });
    expect(await finished('job-no-scope')).toMatchObject({ state: 'FAILED', applied: 0 });
    expect((await ref.get()).get('error')).toBe('job without a scope');
    expect(await memberByEmail('noscope@prova.it')).toEqual([]);
    expect((await resume(admin, 'job-no-scope')).status).toBe(200);
    expect(await finished('job-no-scope')).toMatchObject({ state: 'FAILED', applied: 0 });
    expect(await memberByEmail('noscope@prova.it')).toEqual([]);
  }, 120_000);
});
