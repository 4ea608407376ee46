import { assertFails } from '@firebase/rules-unit-testing';
import { memberConsentsPath } from '@tessera/domain/privacy/consents';
import { addDoc, collection, deleteDoc, doc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { holdsInScope, isSelf } from '../rules/support/access';
import { dbAs, useRulesEnv } from '../rules/support/env';
import { MEMBERS, ORGS } from '../rules/support/fixtures';
import { memberA1, orgAdminA, PRINCIPALS, type Principal } from '../rules/support/principals';
import { readTable } from '../rules/support/table';

// A member's consents (members/{id}/consents/{id}): the member reads their own, the back office within the member's
// group scope; nobody writes them but the server.
const env = useRulesEnv();

beforeAll(async () => {
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const org of ORGS)
      for (const m of MEMBERS[org]!)
        await setDoc(doc(db, `${memberConsentsPath(org, m.id)}/c1`), { kind: 'marketing', given: true, source: 'personalArea' });
  });
});

const reader = (org: string, m: { id: string; group: string }) => (p: Principal) =>
  isSelf(p, org, m.id) || holdsInScope(p, org, 'members.read', [m.group]);

readTable('member consents', env, {
  gets: ORGS.flatMap((org) =>
    MEMBERS[org]!.map((m) => ({
      label: `get org ${org} consent of ${m.id} (group ${m.group})`,
      path: `${memberConsentsPath(org, m.id)}/c1`,
      allowed: reader(org, m),
    })),
  ),
  lists: ORGS.flatMap((org) =>
    MEMBERS[org]!.map((m) => ({
      label: `list org ${org} consents of ${m.id} (group ${m.group})`,
      query: (db: Firestore) => collection(db, memberConsentsPath(org, m.id)),
      allowed: reader(org, m),
    })),
  ),
});

describe('no client writes a consent', () => {
  it('neither the member nor any admin creates, changes or deletes one', async () => {
    for (const p of [memberA1, orgAdminA, ...PRINCIPALS]) {
      const db = dbAs(env(), p);
      const path = memberConsentsPath('A', 'mA1');
      await assertFails(addDoc(collection(db, path), { kind: 'photo', given: true }));
      await assertFails(setDoc(doc(db, `${path}/c1`), { kind: 'marketing', given: false }));
      await assertFails(updateDoc(doc(db, `${path}/c1`), { given: false }));
      await assertFails(deleteDoc(doc(db, `${path}/c1`)));
    }
  });
});
