import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { beforeAll } from 'vitest';
import { orgCol } from '@tessera/domain/paths';
import { holds } from '../rules/support/access';
import { useRulesEnv } from '../rules/support/env';
import { ORGS } from '../rules/support/fixtures';
import { nobody } from '../rules/support/access';
import type { Principal } from '../rules/support/principals';
import { readTable } from '../rules/support/table';

// Bulk upload jobs: the job (tested with the organization's collections in tests/rules) and here its per-row
// report, read by who may write members; the chunks with the file's rows are read by nobody but the trigger.
const env = useRulesEnv();
const JOB = 'job-1';

beforeAll(async () => {
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const org of ORGS) {
      await setDoc(doc(db, `${orgCol(org, 'uploads')}/${JOB}`), { mode: 'UPSERT', state: 'DONE', createdBy: 'u-org-a' });
      await setDoc(doc(db, `${orgCol(org, 'uploads')}/${JOB}/report/0`), { n: 0, rows: [{ line: 2, outcome: 'APPLIED' }] });
      await setDoc(doc(db, `${orgCol(org, 'uploads')}/${JOB}/chunks/0`), { n: 0, rows: [], appliedAt: null });
    }
  });
});

readTable('uploads report', env, {
  gets: ORGS.flatMap((org) => [
    {
      label: `get org ${org} report`,
      path: `${orgCol(org, 'uploads')}/${JOB}/report/0`,
      allowed: (p: Principal) => holds(p, org, 'members.write'),
    },
    { label: `get org ${org} chunk`, path: `${orgCol(org, 'uploads')}/${JOB}/chunks/0`, allowed: nobody },
  ]),
  lists: [],
});
