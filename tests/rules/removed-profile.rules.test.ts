import { accountPath, col, memberPath, orgCol, orgPath, profileId, profilePath } from '@tessera/domain/paths';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, where, type Firestore } from 'firebase/firestore';
import { beforeAll, describe, it } from 'vitest';
import { dbAs, useRulesEnv } from './support/env';
import { ORG_A, orgAdminA, type Principal } from './support/principals';

/**
 * An administrator removed in settings (settings/deleteAdmin.ts) still holds a token whose claims name the profile
 * until it expires. The rules read nothing for a profile that no longer exists, so the removal ends every read at
 * once; the same token with its profile in place reads (orgAdminA below), which shows the profile is the reason. A
 * profile flagged `suspended` (its organization suspended by the platform) reads nothing either.
 */
const env = useRulesEnv();

const removedUid = 'u-removed-admin';
const removedAdmin: Principal = {
  key: 'removed-admin',
  label: 'removed general admin',
  uid: removedUid,
  claims: { pid: profileId(removedUid, ORG_A, 'organization'), org: ORG_A, role: 'organization', groups: [], member: null },
};

// its profile is there, flagged: its organization is suspended (organizations/status)
const suspendedUid = 'u-suspended-admin';
const suspendedAdmin: Principal = {
  key: 'suspended-admin',
  label: 'general admin of a suspended organization',
  uid: suspendedUid,
  claims: { pid: profileId(suspendedUid, ORG_A, 'organization'), org: ORG_A, role: 'organization', groups: [], member: null },
};

beforeAll(async () => {
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(db, profilePath(suspendedAdmin.claims!.pid)), { uid: suspendedUid, orgId: ORG_A, suspended: true });
  });
});

const READS: { what: string; run: (p: Principal) => Promise<unknown> }[] = [
  { what: 'the organization', run: (p: Principal) => getDoc(doc(dbAs(env(), p), orgPath(ORG_A))) },
  { what: 'a member', run: (p: Principal) => getDoc(doc(dbAs(env(), p), memberPath(ORG_A, 'mA1'))) },
  { what: 'the members list', run: (p: Principal) => getDocs(collection(dbAs(env(), p), orgCol(ORG_A, 'members'))) },
  { what: 'the audit trail', run: (p: Principal) => getDocs(collection(dbAs(env(), p), orgCol(ORG_A, 'audit'))) },
  {
    what: 'the organization’s profiles',
    run: (p: Principal) => getDocs(query(collection(dbAs(env(), p), col.profiles), where('orgId', '==', ORG_A))),
  },
];

describe('a removed administrator, and the users of a suspended organization', () => {
  for (const r of READS) {
    it.concurrent(`${r.what} › removed admin › denied`, async () => {
      await assertFails(r.run(removedAdmin));
    });
    it.concurrent(`${r.what} › suspended organization's admin › denied`, async () => {
      await assertFails(r.run(suspendedAdmin));
    });
    it.concurrent(`${r.what} › the same role with its profile › allowed`, async () => {
      await assertSucceeds(r.run(orgAdminA));
    });
  }
  it.concurrent('reads another’s profile no more; its own sign-in account stays readable', async () => {
    await assertFails(getDoc(doc(dbAs(env(), removedAdmin), profilePath(orgAdminA.claims!.pid))));
    // nobody seeded this account: reading a missing own account is allowed, and says nothing is there
    await assertSucceeds(getDoc(doc(dbAs(env(), removedAdmin), accountPath(removedUid))));
  });
});
