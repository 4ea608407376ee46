import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, ORG_B, PRINCIPALS, storedMember, updateMember, type World } from '../support/world';
import { propagateDeceased } from '../../functions/src/members/deceased';
import { eventually, settles } from '../support/settle';

const ORG_C = `${ORG_A}-c`;
/**
 * m1's tax code, new for this file: other files flag their m1 (same demo tax code) deceased, and their
 * late propagation must not reach this file's twins.
 */
const SSN = `RSSMRA80A01H${String(Math.floor(Math.random() * 900) + 100)}U`;

const member = (name: string, ssn: string, extra: Record<string, unknown> = {}) =>
  storedMember({
    name,
    surname: 'Rossi',
    ssn,
    accountStatus: 'ACTIVE',
    cardStatus: 'NOT_FOUND',
    registeredAt: Timestamp.now(),
    ...extra,
  });

const get = async (org: string, id: string) => (await db.doc(memberPath(org, id)).get()).data()!;
const auditOf = async (org: string) => (await db.collection(orgCol(org, 'audit')).get()).docs.map((d) => d.data());
const mailsTo = async (org: string, to: string) =>
  (await db.collection(orgCol(org, 'mail')).where('to', '==', to).where('template', '==', 'deceasedPropagated').get()).docs;

describe('deceased propagation trigger', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
    await updateMember(ORG_A, 'm1', { ssn: SSN });
    await Promise.all([
      db.doc(memberPath(ORG_B, 'twin-b')).set(member('Mario', SSN)),
      db.doc(memberPath(ORG_C, 'twin-c')).set(member('Mario', SSN)),
      db
        .doc(memberPath(ORG_C, 'twin-c-dead'))
        .set(member('Mario', SSN, { deceased: true, deceasedBy: null, deceasedSource: { org: 'org-z', memberId: 'old' } })),
      db.doc(memberPath(ORG_B, 'other-b')).set(member('Altro', 'ALTRO00000000001')),
      db.doc(memberPath(ORG_A, 'same-org')).set(member('Omonimo', SSN)),
    ]);
  });

  it("a general admin's flag reaches the same tax code in every other organization: who, where and when, audited, admins told", async () => {
    const res = await api<{ result: { deceasedBy: string } }>('PATCH', '/v1/members/one', {
      token: world.tokens.orgAdmin,
      headers: { id: 'm1' },
      body: { deceased: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ deceasedByRole: 'organization' });
    expect(
      await settles(async () => (await get(ORG_B, 'twin-b')).deceased === true && (await get(ORG_C, 'twin-c')).deceased === true),
    ).toBe(true);
    // one transaction flagged both: what it left alone is final now
    for (const [org, id] of [
      [ORG_B, 'twin-b'],
      [ORG_C, 'twin-c'],
    ] as const) {
      const d = await get(org, id);
      expect(d.deceasedSource).toMatchObject({ org: ORG_A, orgName: 'Associazione Alfa', memberId: 'm1', by: res.body.result.deceasedBy });
      expect(d.deceasedSource.at).toBeInstanceOf(Timestamp);
      expect(d.deceasedAt).toBeInstanceOf(Timestamp);
      expect(d.deceasedBy).toBeNull();
    }
    expect((await get(ORG_C, 'twin-c-dead')).deceasedSource).toEqual({ org: 'org-z', memberId: 'old' });
    expect((await get(ORG_B, 'other-b')).deceased).toBeUndefined();
    expect((await get(ORG_A, 'same-org')).deceased).toBeUndefined();

    // audited in both directions
    expect(await auditOf(ORG_A)).toEqual([
      expect.objectContaining({
        type: 'deceasedPropagated',
        memberId: 'm1',
        reached: expect.arrayContaining([
          { org: ORG_B, memberId: 'twin-b' },
          { org: ORG_C, memberId: 'twin-c' },
        ]),
      }),
    ]);
    expect(await auditOf(ORG_B)).toEqual([
      expect.objectContaining({ type: 'deceasedReceived', members: ['twin-b'], source: expect.objectContaining({ org: ORG_A }) }),
    ]);
    // every general admin of the receiving organization is told through its outbox
    expect(await mailsTo(ORG_B, PRINCIPALS.otherOrgAdmin.email)).toHaveLength(1);
    expect(await mailsTo(ORG_B, 'two@test.it')).toHaveLength(1);
    const delivered = await eventually(
      async () => (await mailsTo(ORG_B, PRINCIPALS.otherOrgAdmin.email))[0]!.get('state') as string,
      (s) => s === 'SUCCESS',
    );
    expect(delivered).toBe('SUCCESS');
  });

  it("the receiving organization's admin reverts the copy; it stays reverted and is not propagated again", async () => {
    const res = await api('PATCH', '/v1/members/one', {
      token: world.tokens.otherOrgAdmin,
      headers: { id: 'twin-b' },
      body: { deceased: false },
    });
    expect(res.status).toBe(200);
    const reverted = await get(ORG_B, 'twin-b');
    expect(reverted).toMatchObject({ deceased: false, deceasedAt: null, deceasedBy: null });
    expect(reverted.deceasedSource).toBeUndefined();
    // the origin's later writes (still deceased) and the revert itself propagate nothing
    const origin = await get(ORG_A, 'm1');
    expect(await propagateDeceased(`later-${Date.now()}`, ORG_A, 'm1', origin, { ...origin, notes: 'aggiornato' })).toBe(0);
    expect(await propagateDeceased(`revert-${Date.now()}`, ORG_B, 'twin-b', { deceased: true }, reverted)).toBe(0);
    expect((await get(ORG_B, 'twin-b')).deceased).toBe(false);
  });

  it('never propagates a flag by a group admin, a member created deceased, or a copied flag', async () => {
    const ssn = 'VRDGPP50A01H501O';
    await db.doc(memberPath(ORG_B, 'victim-b')).set(member('Giuseppe', ssn));
    await db.doc(memberPath(ORG_A, 'local-a')).set(member('Giuseppe', ssn, { group: 'g1' }));
    const before = await get(ORG_A, 'local-a');
    const byGroup = await api('PATCH', '/v1/members/one', {
      token: world.tokens.groupAdmin,
      headers: { id: 'local-a' },
      body: { deceased: true },
    });
    expect(byGroup.status).toBe(200);
    expect(await propagateDeceased(`group-${Date.now()}`, ORG_A, 'local-a', before, await get(ORG_A, 'local-a'))).toBe(0);

    // a general admin inventing a member with someone else's tax code, created deceased
    const created = await api<{ result: { id: string } }>('POST', '/v1/members/one', {
      token: world.tokens.orgAdmin,
      body: { name: 'Finto', surname: 'Socio', ssn, deceased: true },
    });
    expect(created.status).toBe(200);
    const invented = await get(ORG_A, created.body.result.id);
    expect(await propagateDeceased(`create-${Date.now()}`, ORG_A, created.body.result.id, undefined, invented)).toBe(0);

    const copied = { ...member('Giuseppe', ssn), deceased: true, deceasedByRole: 'organization', deceasedSource: { org: ORG_C } };
    expect(await propagateDeceased(`copy-${Date.now()}`, ORG_B, 'x', member('Giuseppe', ssn), copied)).toBe(0);
    expect((await get(ORG_B, 'victim-b')).deceased).toBeUndefined();
  });

  it('a redelivered event (same id) flags nothing the second time', async () => {
    const ssn = 'VRDGPP50A02H501T';
    await db.doc(memberPath(ORG_B, 'redeliver-b')).set(member('Giuseppe', ssn));
    const before = { ...member('Giuseppe', ssn) };
    const after = { ...before, deceased: true, deceasedBy: 'someone', deceasedByRole: 'organization' };
    const eventId = `test-event-${Date.now()}`;
    expect(await propagateDeceased(eventId, ORG_C, 'x', before, after)).toBe(1);
    const first = await get(ORG_B, 'redeliver-b');
    expect(first.deceasedSource).toMatchObject({ org: ORG_C, memberId: 'x', by: 'someone' });
    // un-flag by hand: a redelivery of the same event must not touch it
    await db.doc(memberPath(ORG_B, 'redeliver-b')).update({ deceased: false });
    expect(await propagateDeceased(eventId, ORG_C, 'x', before, after)).toBe(0);
    expect((await get(ORG_B, 'redeliver-b')).deceased).toBe(false);
  });
});
