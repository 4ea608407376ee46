import { accountPath, col, memberPath, orgCol, profilePath } from '@tessera/domain/paths';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { dbAs, useRulesEnv } from './support/env';
import { memberA1, ORG_A, orgAdminA, type Principal } from './support/principals';

/**
 * A session that owes the SMS second factor (mfaUntil past) or a forced password change (pwdChange) reads nothing,
 * its own account and profiles included: the API refuses it too (dispatch.ts), only the sign-in steps answer.
 */
const env = useRulesEnv();

const withClaims = (p: Principal, key: string, extra: Record<string, unknown>): Principal => ({
  ...p,
  key: `${p.key}-${key}`,
  label: `${p.label} (${key})`,
  claims: { ...p.claims!, ...extra },
});

const HOUR = 3_600_000;
const member = {
  due: withClaims(memberA1, 'second factor due', { mfaUntil: Date.now() - HOUR }),
  forced: withClaims(memberA1, 'forced change', { pwdChange: true }),
  fresh: withClaims(memberA1, 'second factor fresh', { mfaUntil: Date.now() + HOUR }),
};
const admin = { due: withClaims(orgAdminA, 'second factor due', { mfaUntil: Date.now() - HOUR }) };

const READS = [
  { what: 'own member record', run: (p: Principal) => getDoc(doc(dbAs(env(), p), memberPath(ORG_A, 'mA1'))) },
  { what: 'own account', run: (p: Principal) => getDoc(doc(dbAs(env(), p), accountPath(p.uid!))) },
  { what: 'own profile', run: (p: Principal) => getDoc(doc(dbAs(env(), p), profilePath(p.claims!.pid))) },
  { what: 'own card', run: (p: Principal) => getDoc(doc(dbAs(env(), p), `${orgCol(ORG_A, 'cards')}/card-mA1`)) },
];

describe('restricted sessions read nothing', () => {
  for (const r of READS) {
    it.concurrent(`${member.due.label} › ${r.what} › denied`, async () => {
      await assertFails(r.run(member.due));
    });
    it.concurrent(`${member.forced.label} › ${r.what} › denied`, async () => {
      await assertFails(r.run(member.forced));
    });
    it.concurrent(`${member.fresh.label} › ${r.what} › allowed`, async () => {
      await assertSucceeds(r.run(member.fresh));
    });
  }
  it.concurrent(`${admin.due.label} › the organization's members › denied`, async () => {
    await assertFails(getDocs(collection(dbAs(env(), admin.due), orgCol(ORG_A, 'members'))));
  });
  it.concurrent(`${admin.due.label} › the organization's profiles › denied`, async () => {
    await assertFails(getDocs(query(collection(dbAs(env(), admin.due), col.profiles), where('orgId', '==', ORG_A))));
  });
});
