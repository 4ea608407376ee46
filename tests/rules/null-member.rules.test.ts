import { orgCol, profileId, profilePath } from '@tessera/domain/paths';
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, where, type Firestore } from 'firebase/firestore';
import { beforeAll, it } from 'vitest';
import { dbAs, useRulesEnv } from './support/env';
import { groupAdminA, ORG_A, type Principal } from './support/principals';

/**
 * A record whose memberId is null is nobody's own. Profiles that are not members carry `member: null`
 * on the token; the rules once compared `token().member == memberId` without requiring a string, so a
 * group admin read such records outside its groups, and could query `memberId == null` with no group
 * filter. Today's schemas make memberId a non-empty string, so only bad or legacy data has null; these
 * tests keep the guard in place.
 */
const env = useRulesEnv();

// A member profile whose member id is missing, e.g. its member record was deleted: it must not own null records either.
const memberWithoutId: Principal = {
  key: 'member-noid',
  label: 'member without member id',
  uid: 'u-member-noid',
  claims: { pid: profileId('u-member-noid', ORG_A, 'member'), org: ORG_A, role: 'member', groups: [], member: null },
};

const RECORDS = [
  { area: 'cards', collectionPath: orgCol(ORG_A, 'cards'), id: 'card-nobody', data: { memberId: null, group: 'g3' } },
  { area: 'payments', collectionPath: orgCol(ORG_A, 'payments'), id: 'pay-nobody', data: { memberId: null, group: 'g3' } },
  // Registrations are read by the whole back office anyway; only the member case matters there.
  {
    area: 'registrations',
    collectionPath: `${orgCol(ORG_A, 'sales')}/sale-online/registrations`,
    id: 'reg-nobody',
    data: { memberId: null },
  },
] as const;

beforeAll(async () => {
  await env().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await Promise.all(RECORDS.map((r) => setDoc(doc(db, r.collectionPath, r.id), r.data)));
    // its profile exists: the rules refuse a token whose profile is gone, which would make these tests pass for that reason
    await setDoc(doc(db, profilePath(memberWithoutId.claims!.pid)), { uid: memberWithoutId.uid, orgId: ORG_A, role: 'member', groups: [] });
  });
});

for (const r of RECORDS) {
  for (const p of r.area === 'registrations' ? [memberWithoutId] : [groupAdminA, memberWithoutId]) {
    it.concurrent(`${r.area} › ${p.label} › get org ${ORG_A} ${r.id} (memberId null) › denied`, async () => {
      await assertFails(getDoc(doc(dbAs(env(), p), r.collectionPath, r.id)));
    });
    it.concurrent(`${r.area} › ${p.label} › list org ${ORG_A} memberId == null › denied`, async () => {
      await assertFails(getDocs(query(collection(dbAs(env(), p), r.collectionPath), where('memberId', '==', null))));
    });
  }
}
