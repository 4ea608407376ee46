import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { INVALID_KEY, NO_GROUP } from '@tessera/domain/counters';
import { ORG_MEMBER_COUNTER, counterPath, groupMemberCounter, memberPath } from '@tessera/domain/paths';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { ORG_A, RAW_ORG_MARK } from '../support/world';

/** An organization of its own: nothing else writes members here (written around the API: not list-checked). */
const ORG = `${ORG_A}${RAW_ORG_MARK}-strange`;

/** Group values only a write around the API can store (the API's schemas refuse them all). */
const STRANGE_GROUPS: unknown[] = ['a/b', '__x__', '..', '.', '', 'x'.repeat(1600), 42, { nested: 'g1' }, ['g1']];

const member = (i: number, extra: Record<string, unknown>) => ({
  name: `Strano${i}`,
  surname: 'Rossi',
  ssn: `STRANO${i}`,
  accountStatus: 'ACTIVE',
  cardStatus: 'NOT_FOUND',
  registeredAt: Timestamp.now(),
  ...extra,
});

const tallies = (d: Record<string, unknown> | undefined) => ({
  total: d?.total ?? 0,
  byAccountStatus: d?.byAccountStatus ?? {},
  byGroup: d?.byGroup ?? {},
});

describe('counters trigger and strange member documents', () => {
  it('counts a member with an unusable group as no group, an unusable status under _invalid, and keeps counting the others', async () => {
    const batch = db.batch();
    STRANGE_GROUPS.forEach((group, i) => batch.set(db.doc(memberPath(ORG, `s${i}`)), member(i, { group })));
    batch.set(db.doc(memberPath(ORG, 'odd-status')), member(98, { group: 'g1', accountStatus: '__x__' }));
    batch.set(db.doc(memberPath(ORG, 'plain')), member(99, { group: 'g1' }));
    await batch.commit();

    const want = {
      total: STRANGE_GROUPS.length + 2,
      byAccountStatus: { ACTIVE: STRANGE_GROUPS.length + 1, [INVALID_KEY]: 1 },
      byGroup: { [NO_GROUP]: STRANGE_GROUPS.length, g1: 2 },
    };
    const org = await eventually(
      async () => tallies((await db.doc(counterPath(ORG, ORG_MEMBER_COUNTER)).get()).data()),
      (v) => isDeepStrictEqual(v, want),
    );
    expect(org).toEqual(want);
    const g1 = (await db.doc(counterPath(ORG, groupMemberCounter('g1'))).get()).data();
    expect(g1).toMatchObject({ total: 2, byAccountStatus: { ACTIVE: 1, [INVALID_KEY]: 1 } });

    // Fixing the group later moves the member from "no group" to its group: the counts stay exact.
    await db.doc(memberPath(ORG, 's0')).update({ group: 'g1' });
    const fixed = { ...want, byGroup: { [NO_GROUP]: STRANGE_GROUPS.length - 1, g1: 3 } };
    expect(
      await eventually(
        async () => tallies((await db.doc(counterPath(ORG, ORG_MEMBER_COUNTER)).get()).data()),
        (v) => isDeepStrictEqual(v, fixed),
      ),
    ).toEqual(fixed);
  });
});
