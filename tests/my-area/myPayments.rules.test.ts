import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { orgCol } from '@tessera/domain/paths';
import { collection, getDocs, query, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { dbAs, useRulesEnv } from '../rules/support/env';
import { memberA1, orgAdminA, staffA } from '../rules/support/principals';

// My-payments lists the member's own payments with `where memberId == own`: the rules must allow exactly that
// query for the member, and refuse a list that could hold anybody else's payment.
const env = useRulesEnv();
const payments = (org: string) => collection(dbAs(env(), memberA1), orgCol(org, 'payments'));

describe('member reads of their own payments (my-payments)', () => {
  it('the member lists the payments whose memberId is theirs', async () => {
    const snap = await assertSucceeds(getDocs(query(payments('A'), where('memberId', '==', 'mA1'))));
    if (snap.docs.length === 0 || snap.docs.some((d) => d.get('memberId') !== 'mA1')) throw new Error('expected only the own payments');
  });
  it('another member’s payments, the whole collection, another organization: refused', async () => {
    await assertFails(getDocs(query(payments('A'), where('memberId', '==', 'mA2'))));
    await assertFails(getDocs(payments('A')));
    await assertFails(getDocs(query(payments('B'), where('memberId', '==', 'mA1'))));
  });
  it('back-office roles list the organization’s payments as before', async () => {
    await assertSucceeds(getDocs(collection(dbAs(env(), staffA), orgCol('A', 'payments'))));
    await assertSucceeds(getDocs(collection(dbAs(env(), orgAdminA), orgCol('A', 'payments'))));
  });
});
