import { memberPath, orgCol, profileId, profilePath } from '@tessera/domain/paths';
import type { Claims } from '@tessera/domain/claims';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, type Firestore } from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { dbAs, useRulesEnv } from './support/env';
import { ORG_A, type Principal } from './support/principals';

/**
 * An administrator whose role or groups were changed in settings (settings/patchAdmin.ts) still holds a token with
 * the old claims until it is refreshed. The rules compare the token with the profile as it is now, so the old token
 * reads nothing from the change on; a token that matches its profile reads as before, which shows the change is the
 * reason. A platform admin impersonating carries a general admin's role while its profile stays a platform one.
 */
const env = useRulesEnv();

function principal(key: string, claims: Omit<Claims, 'pid'>, profile: Record<string, unknown>) {
  const uid = `u-${key}`;
  const p: Principal = { key, label: key, uid, claims: { pid: profileId(uid, claims.org, key), ...claims } };
  return { p, profile: { uid, orgId: claims.org, ...profile } };
}

const CASES = {
  // demoted to staff: the token still says management
  demoted: principal('demoted', { org: ORG_A, role: 'management', groups: [], member: null }, { role: 'staff', groups: [] }),
  // a local admin that lost g2 (its member mA2 sits in g3, mA1 in g1: the fixtures)
  shrunk: principal('shrunk', { org: ORG_A, role: 'group', groups: ['g1', 'g3'], member: null }, { role: 'group', groups: ['g1'] }),
  // the same local admin's token, once refreshed
  current: principal('current', { org: ORG_A, role: 'group', groups: ['g1'], member: null }, { role: 'group', groups: ['g1'] }),
  // given one more group: the old token names fewer, all of them still granted
  grown: principal('grown', { org: ORG_A, role: 'group', groups: ['g1'], member: null }, { role: 'group', groups: ['g1', 'g3'] }),
  impersonating: principal(
    'impersonating',
    { org: ORG_A, role: 'organization', groups: [], member: null, imp: 'B' },
    { role: 'platform', groups: [] },
  ),
  // a general admin's profile with an `imp` claim it was never given
  forgedImp: principal(
    'forgedImp',
    { org: ORG_A, role: 'organization', groups: [], member: null, imp: 'B' },
    { role: 'staff', groups: [] },
  ),
};

beforeAll(async () => {
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await Promise.all(Object.values(CASES).map((c) => setDoc(doc(db, profilePath(c.p.claims!.pid)), c.profile)));
  });
});

const member = (p: Principal, id: string) => getDoc(doc(dbAs(env(), p), memberPath(ORG_A, id)));
const audit = (p: Principal) => getDocs(collection(dbAs(env(), p), orgCol(ORG_A, 'audit')));

describe('a token whose profile changed since it was issued', () => {
  it.concurrent('demoted management → staff: reads nothing with the old token', async () => {
    await assertFails(member(CASES.demoted.p, 'mA1'));
  });
  it.concurrent('local admin that lost a group: reads nothing with the old token, not even its kept group', async () => {
    await assertFails(member(CASES.shrunk.p, 'mA2'));
    await assertFails(member(CASES.shrunk.p, 'mA1'));
  });
  it.concurrent('the refreshed token of that local admin reads its group', async () => {
    await assertSucceeds(member(CASES.current.p, 'mA1'));
    await assertFails(member(CASES.current.p, 'mA2'));
  });
  it.concurrent('a local admin given a group keeps reading with the old token, within the groups it names', async () => {
    await assertSucceeds(member(CASES.grown.p, 'mA1'));
    await assertFails(member(CASES.grown.p, 'mA2'));
  });
  it.concurrent('a platform admin impersonating reads as the general admin', async () => {
    await assertSucceeds(audit(CASES.impersonating.p));
  });
  it.concurrent('an impersonation claim on a profile that is no platform one grants nothing', async () => {
    await assertFails(audit(CASES.forgedImp.p));
  });
});
