import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { memberPath } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, ORG_B, type World } from '../support/world';
import { propagateDeceased } from '../../functions/src/members/deceased';
import { settles } from '../support/settle';

const ORG_C = `${ORG_A}-c`;
/**
 * m1's tax code, new for this file: other files flag their m1 (same demo tax code) deceased, and their
 * late propagation must not reach this file's twins.
 */
const SSN = `RSSMRA80A01H${String(Math.floor(Math.random() * 900) + 100)}U`;

const member = (name: string, ssn: string, extra: Record<string, unknown> = {}) => ({
  name,
  surname: 'Rossi',
  ssn,
  accountStatus: 'ACTIVE',
  cardStatus: 'NOT_FOUND',
  registeredAt: Timestamp.now(),
  ...extra,
});

describe('deceased propagation trigger', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
    await db.doc(memberPath(ORG_A, 'm1')).update({ ssn: SSN });
    await Promise.all([
      db.doc(memberPath(ORG_B, 'twin-b')).set(member('Mario', SSN)),
      db.doc(memberPath(ORG_C, 'twin-c')).set(member('Mario', SSN)),
      db
        .doc(memberPath(ORG_C, 'twin-c-dead'))
        .set(member('Mario', SSN, { deceased: true, deceasedBy: null, deceasedPropagatedFrom: { org: 'org-z', memberId: 'old' } })),
      db.doc(memberPath(ORG_B, 'other-b')).set(member('Altro', 'ALTRO00000000001')),
      db.doc(memberPath(ORG_A, 'same-org')).set(member('Omonimo', SSN)),
    ]);
  });

  it('flags the same tax code in every other organization, with origin and time; the same organization and the dead untouched', async () => {
    const res = await api('PATCH', '/v1/members/one', { token: world.tokens.orgAdmin, headers: { id: 'm1' }, body: { deceased: true } });
    expect(res.status).toBe(200);
    const get = async (org: string, id: string) => (await db.doc(memberPath(org, id)).get()).data()!;
    expect(
      await settles(async () => (await get(ORG_B, 'twin-b')).deceased === true && (await get(ORG_C, 'twin-c')).deceased === true),
    ).toBe(true);
    for (const [org, id] of [
      [ORG_B, 'twin-b'],
      [ORG_C, 'twin-c'],
    ] as const) {
      const d = await get(org, id);
      expect(d.deceasedPropagatedFrom).toMatchObject({ org: ORG_A, memberId: 'm1' });
      expect(d.deceasedPropagatedFrom.at).toBeInstanceOf(Timestamp);
      expect(d.deceasedAt).toBeInstanceOf(Timestamp);
      expect(d.deceasedBy).toBeNull();
    }
    await new Promise((r) => setTimeout(r, 1500));
    // already deceased (flagged earlier from another organization): untouched
    expect((await get(ORG_C, 'twin-c-dead')).deceasedPropagatedFrom).toEqual({ org: 'org-z', memberId: 'old' });
    expect((await get(ORG_B, 'other-b')).deceased).toBeUndefined();
    expect((await get(ORG_A, 'same-org')).deceased).toBeUndefined();
  });

  it('a later update of the deceased member propagates nothing again', async () => {
    // someone un-flags a propagated member by hand; updating the origin again must not flag it back
    await db.doc(memberPath(ORG_B, 'twin-b')).update({ deceased: false });
    await api('PATCH', '/v1/members/one', { token: world.tokens.orgAdmin, headers: { id: 'm1' }, body: { notes: 'aggiornato' } });
    await new Promise((r) => setTimeout(r, 2500));
    expect((await db.doc(memberPath(ORG_B, 'twin-b')).get()).get('deceased')).toBe(false);
  });

  it('a redelivered event (same id) flags nothing the second time', async () => {
    const ssn = 'VRDGPP50A01H501Z';
    await db.doc(memberPath(ORG_B, 'redeliver-b')).set(member('Giuseppe', ssn));
    const before = { ...member('Giuseppe', ssn) };
    const after = { ...before, deceased: true };
    const eventId = `test-event-${Date.now()}`;
    expect(await propagateDeceased(eventId, ORG_C, 'x', before, after)).toBe(1);
    const first = (await db.doc(memberPath(ORG_B, 'redeliver-b')).get()).data()!;
    expect(first.deceasedPropagatedFrom).toMatchObject({ org: ORG_C, memberId: 'x' });
    // un-flag by hand: a redelivery of the same event must not touch it
    await db.doc(memberPath(ORG_B, 'redeliver-b')).update({ deceased: false });
    expect(await propagateDeceased(eventId, ORG_C, 'x', before, after)).toBe(0);
    expect((await db.doc(memberPath(ORG_B, 'redeliver-b')).get()).get('deceased')).toBe(false);
    // a propagated flag does not propagate again
    expect(
      await propagateDeceased(`${eventId}-b`, ORG_B, 'redeliver-b', before, { ...after, deceasedPropagatedFrom: { org: ORG_C } }),
    ).toBe(0);
  });
});
