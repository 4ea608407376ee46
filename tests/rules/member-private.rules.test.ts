import { orgCol } from '@tessera/domain/paths';
import { collection, doc, setDoc, type Firestore } from 'firebase/firestore';
import { beforeAll } from 'vitest';
import { holdsInScope } from './support/access';
import { useRulesEnv } from './support/env';
import { MEMBERS, ORGS } from './support/fixtures';
import type { Principal } from './support/principals';
import { readTable } from './support/table';

// A member's back-office-only data (members/{id}/private/admin: notes, hidden custom values, suspension
// communications) is read by the back office within the member's group scope, like the member, but never by the
// member itself.
const env = useRulesEnv();
const privateCol = (org: string, memberId: string) => `${orgCol(org, 'members')}/${memberId}/private`;

beforeAll(async () => {
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const org of ORGS)
      for (const m of MEMBERS[org]!) await setDoc(doc(db, `${privateCol(org, m.id)}/admin`), { notes: `notes of ${m.id}` });
  });
});

readTable('members private', env, {
  gets: ORGS.flatMap((org) =>
    MEMBERS[org]!.map((m) => ({
      label: `get org ${org} private data of ${m.id} (group ${m.group})`,
      path: `${privateCol(org, m.id)}/admin`,
      allowed: (p: Principal) => holdsInScope(p, org, 'members.read', [m.group]),
    })),
  ),
  lists: ORGS.flatMap((org) =>
    MEMBERS[org]!.map((m) => ({
      label: `list org ${org} private data of ${m.id} (group ${m.group})`,
      query: (db: Firestore) => collection(db, privateCol(org, m.id)),
      allowed: (p: Principal) => holdsInScope(p, org, 'members.read', [m.group]),
    })),
  ),
});
