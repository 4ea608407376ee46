import { collection, doc, query, setDoc, where, type Firestore } from 'firebase/firestore';
import { beforeAll } from 'vitest';
import { orgCol } from '@tessera/domain/paths';
import { canSeeUploadJob } from '@tessera/domain/uploads/jobScope';
import { holds, nobody } from '../rules/support/access';
import { useRulesEnv } from '../rules/support/env';
import { ORGS, SAMPLE_ID } from '../rules/support/fixtures';
import { groupAdminA, type Principal } from '../rules/support/principals';
import { readTable, type GetCase, type ListCase } from '../rules/support/table';

// Bulk upload jobs and their per-row report: read by who may write members, a group admin only the jobs it may see
// (the domain's canSeeUploadJob, which the resume endpoint applies too); the chunks with the file's rows are read
// by nobody but the trigger.
const env = useRulesEnv();

const JOBS: readonly { id: string; createdBy: string; scope?: { role: string; groups: string[] } }[] = [
  { id: 'job-org', createdBy: 'u-org-a', scope: { role: 'organization', groups: [] } },
  { id: 'job-mine', createdBy: groupAdminA.uid!, scope: { role: 'group', groups: ['g1', 'g2'] } },
  { id: 'job-group-inside', createdBy: 'u-group-x', scope: { role: 'group', groups: ['g1'] } },
  { id: 'job-group-partly-outside', createdBy: 'u-group-x', scope: { role: 'group', groups: ['g1', 'g3'] } },
  { id: 'job-group-no-groups', createdBy: 'u-group-x', scope: { role: 'group', groups: [] } },
  { id: 'job-no-scope', createdBy: 'u-group-x' },
];

const sees = (p: Principal, org: string, job: (typeof JOBS)[number]) =>
  holds(p, org, 'members.write') && canSeeUploadJob(p.claims!, p.uid!, job);
const uploads = (db: Firestore, org: string) => collection(db, orgCol(org, 'uploads'));

beforeAll(async () => {
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const org of ORGS) {
      for (const job of JOBS) {
        const { id, ...data } = job;
        await setDoc(doc(db, `${orgCol(org, 'uploads')}/${id}`), { mode: 'UPSERT', state: 'DONE', ...data });
        await setDoc(doc(db, `${orgCol(org, 'uploads')}/${id}/report/0`), { n: 0, rows: [{ line: 2, outcome: 'APPLIED' }] });
        await setDoc(doc(db, `${orgCol(org, 'uploads')}/${id}/chunks/0`), { n: 0, rows: [], appliedAt: null });
      }
    }
  });
});

readTable('uploads', env, {
  gets: ORGS.flatMap((org) =>
    JOBS.flatMap((job): GetCase[] => [
      { label: `get org ${org} ${job.id}`, path: `${orgCol(org, 'uploads')}/${job.id}`, allowed: (p) => sees(p, org, job) },
      { label: `get org ${org} ${job.id} report`, path: `${orgCol(org, 'uploads')}/${job.id}/report/0`, allowed: (p) => sees(p, org, job) },
      { label: `get org ${org} ${job.id} chunk`, path: `${orgCol(org, 'uploads')}/${job.id}/chunks/0`, allowed: nobody },
    ]),
  ),
  lists: ORGS.flatMap((org): ListCase[] => [
    // unfiltered, the list may hold jobs a group admin may not see
    {
      label: `list org ${org} unfiltered`,
      query: (db) => uploads(db, org),
      allowed: (p) => holds(p, org, 'members.write') && p.claims!.role !== 'group',
    },
    {
      label: `list org ${org} createdBy == ${groupAdminA.uid}`,
      query: (db) => query(uploads(db, org), where('createdBy', '==', groupAdminA.uid)),
      allowed: (p) => holds(p, org, 'members.write') && (p.claims!.role !== 'group' || p.uid === groupAdminA.uid),
    },
    ...JOBS.map((job): ListCase => ({
      label: `list org ${org} ${job.id} report`,
      query: (db) => collection(db, `${orgCol(org, 'uploads')}/${job.id}/report`),
      allowed: (p) => sees(p, org, job),
    })),
  ]),
});

// Saved column mappings are read through the API (GET /v1/members/upload-mappings): no browser reads them.
readTable('uploadMappings', env, {
  gets: ORGS.map((org) => ({
    label: `get org ${org} mapping`,
    path: `${orgCol(org, 'uploadMappings')}/${SAMPLE_ID.uploadMappings}`,
    allowed: nobody,
  })),
  lists: ORGS.map((org) => ({
    label: `list org ${org} mappings`,
    query: (db) => collection(db, orgCol(org, 'uploadMappings')),
    allowed: nobody,
  })),
});
