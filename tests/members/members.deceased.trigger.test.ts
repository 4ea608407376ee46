import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { DECEASED_REPORTS_PER_ORG, deceasedNoticeId } from '@tessera/domain/entities/deceasedNotice';
import { deceasedNoticePath, memberPath, orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, ORG_B, PRINCIPALS, storedMember, updateMember, type World } from '../support/world';
import { propagateDeceased } from '../../functions/src/members/deceased';
import { eventually } from '../support/settle';

const ORG_C = `${ORG_A}-c`;
/**
 * m1's tax code, new for this file: other files flag their m1 (same demo tax code) deceased, and their
 * late reports must not reach this file's twins.
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
const noticesOf = async (org: string) => (await db.collection(orgCol(org, 'deceasedNotices')).get()).docs;
const noticeOf = async (org: string, memberId: string) => (await noticesOf(org)).find((d) => d.get('memberId') === memberId);
const mailsTo = async (org: string, to: string) =>
  (await db.collection(orgCol(org, 'mail')).where('to', '==', to).where('template', '==', 'deceasedPropagated').get()).docs;
const decide = (token: string, id: string, decision: 'confirm' | 'dismiss') =>
  api<{ id: string; memberId: string; status: string }>('POST', '/v1/members/deceased-notice', {
    token,
    headers: { id },
    body: { decision },
  });

describe('deceased reports: a notice in the other organizations, decided by their general admin', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
    await updateMember(ORG_A, 'm1', { ssn: SSN });
    await Promise.all([
      db.doc(memberPath(ORG_B, 'twin-b')).set(member('Mario', SSN, { cardNumber: '77', cardStatus: 'ACTIVE' })),
      db.doc(memberPath(ORG_B, 'twin-b2')).set(member('Mario', SSN)),
      db.doc(memberPath(ORG_C, 'twin-c')).set(member('Mario', SSN)),
      db
        .doc(memberPath(ORG_C, 'twin-c-dead'))
        .set(member('Mario', SSN, { deceased: true, deceasedBy: null, deceasedSource: { org: 'org-z', memberId: 'old' } })),
      db.doc(memberPath(ORG_B, 'other-b')).set(member('Altro', 'ALTRO00000000001')),
      db.doc(memberPath(ORG_A, 'same-org')).set(member('Omonimo', SSN)),
    ]);
  });

  it("a general admin's flag leaves a pending notice on the same tax code in every other organization and changes nothing there", async () => {
    const before = { b: await get(ORG_B, 'twin-b'), c: await get(ORG_C, 'twin-c') };
    const res = await api<{ result: { deceasedBy: string; deceased: boolean } }>('PATCH', '/v1/members/one', {
      token: world.tokens.orgAdmin,
      headers: { id: 'm1' },
      body: { deceased: true },
    });
    expect(res.status).toBe(200);
    // the reporting organization's own member is deceased at once
    expect(res.body.result).toMatchObject({ deceased: true, deceasedByRole: 'organization' });
    // the trigger's one transaction wrote every notice: once they are there, what it left alone is final
    const notices = await eventually(
      async () => [...(await noticesOf(ORG_B)), ...(await noticesOf(ORG_C))],
      (n) => n.length === 3,
    );
    expect(notices.map((n) => n.get('memberId')).sort()).toEqual(['twin-b', 'twin-b2', 'twin-c']);
    for (const n of notices) {
      expect(n.id).toBe(deceasedNoticeId({ org: ORG_A, memberId: 'm1' }, n.get('memberId') as string));
      expect(n.data()).toMatchObject({
        status: 'PENDING',
        memberName: 'Mario Rossi',
        source: { org: ORG_A, orgName: 'Associazione Alfa', memberId: 'm1', by: res.body.result.deceasedBy },
        decidedBy: null,
      });
      expect(n.get('source.at')).toBeInstanceOf(Timestamp);
    }
    // nothing changed on the receiving members: no flag, no status, the card as it was
    expect(await get(ORG_B, 'twin-b')).toEqual(before.b);
    expect(await get(ORG_C, 'twin-c')).toEqual(before.c);
    expect((await get(ORG_C, 'twin-c-dead')).deceasedSource).toEqual({ org: 'org-z', memberId: 'old' });
    expect(await noticeOf(ORG_C, 'twin-c-dead')).toBeUndefined();
    expect((await get(ORG_B, 'other-b')).deceased).toBeUndefined();
    expect((await get(ORG_A, 'same-org')).deceased).toBeUndefined();
    expect(await noticesOf(ORG_A)).toHaveLength(0);

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
      expect.objectContaining({
        type: 'deceasedReceived',
        members: expect.arrayContaining(['twin-b', 'twin-b2']),
        source: expect.objectContaining({ org: ORG_A }),
      }),
    ]);
    // every general admin of the receiving organization is told through its outbox, once per member reported
    expect(await mailsTo(ORG_B, PRINCIPALS.otherOrgAdmin.email)).toHaveLength(2);
    expect(await mailsTo(ORG_B, 'two@test.it')).toHaveLength(2);
    const delivered = await eventually(
      async () => (await mailsTo(ORG_B, PRINCIPALS.otherOrgAdmin.email))[0]!.get('state') as string,
      (s) => s === 'SUCCESS',
    );
    expect(delivered).toBe('SUCCESS');
  });

  it("only the receiving organization's general admin decides: other roles are refused, another organization finds nothing", async () => {
    const notice = (await noticeOf(ORG_B, 'twin-b'))!;
    // the reporting organization's admin looks in its own organization: no such notice
    expect((await decide(world.tokens.orgAdmin, notice.id, 'confirm')).body.err).toBe('NOT_FOUND');
    for (const who of ['groupAdmin', 'management', 'staff', 'member'] as const) {
      const res = await decide(world.tokens[who], notice.id, 'confirm');
      expect([who, res.status]).toEqual([who, 403]);
    }
    expect((await notice.ref.get()).get('status')).toBe('PENDING');
    expect((await get(ORG_B, 'twin-b')).deceased).toBeUndefined();
  });

  it('confirming flags the member as the report says, in one transaction with its audit record; once only', async () => {
    const notice = (await noticeOf(ORG_B, 'twin-b'))!;
    const res = await decide(world.tokens.otherOrgAdmin, notice.id, 'confirm');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: notice.id, memberId: 'twin-b', status: 'CONFIRMED' });
    const flagged = await get(ORG_B, 'twin-b');
    expect(flagged).toMatchObject({ deceased: true, deceasedByRole: 'organization', deceasedSource: { org: ORG_A, memberId: 'm1' } });
    expect(flagged.deceasedAt).toBeInstanceOf(Timestamp);
    expect((await notice.ref.get()).data()).toMatchObject({ status: 'CONFIRMED', decidedBy: expect.any(String) });
    expect(await auditOf(ORG_B)).toContainEqual(
      expect.objectContaining({
        type: 'deceasedConfirmed',
        target: 'twin-b',
        by: expect.objectContaining({ email: PRINCIPALS.otherOrgAdmin.email }),
        after: expect.objectContaining({ notice: 'CONFIRMED', flagged: true }),
      }),
    );
    // a confirmed report is never reported on again
    expect(await propagateDeceased(`confirmed-${Date.now()}`, ORG_B, 'twin-b', { ...flagged, deceased: false }, flagged)).toBe(0);
    const again = await decide(world.tokens.otherOrgAdmin, notice.id, 'dismiss');
    expect([again.status, again.body.err]).toEqual([409, 'REQUEST_ALREADY_DECIDED']);
    expect((await get(ORG_B, 'twin-b')).deceased).toBe(true);
  });

  it('dismissing changes nothing on the member and is audited', async () => {
    const notice = (await noticeOf(ORG_B, 'twin-b2'))!;
    const before = await get(ORG_B, 'twin-b2');
    const res = await decide(world.tokens.otherOrgAdmin, notice.id, 'dismiss');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('DISMISSED');
    expect(await get(ORG_B, 'twin-b2')).toEqual(before);
    expect((await notice.ref.get()).get('status')).toBe('DISMISSED');
    expect(await auditOf(ORG_B)).toContainEqual(
      expect.objectContaining({ type: 'deceasedDismissed', target: 'twin-b2', after: expect.objectContaining({ notice: 'DISMISSED' }) }),
    );
    expect((await decide(world.tokens.otherOrgAdmin, notice.id, 'confirm')).body.err).toBe('REQUEST_ALREADY_DECIDED');
  });

  it('never reports a flag by a group admin, a member created deceased, or a copied flag', async () => {
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
    expect(await noticeOf(ORG_B, 'victim-b')).toBeUndefined();
  });

  it('a redelivered event (same id) writes nothing the second time', async () => {
    const ssn = 'VRDGPP50A02H501T';
    await db.doc(memberPath(ORG_B, 'redeliver-b')).set(member('Giuseppe', ssn));
    const before = { ...member('Giuseppe', ssn) };
    const after = { ...before, deceased: true, deceasedBy: 'someone', deceasedByRole: 'organization' };
    const eventId = `test-event-${Date.now()}`;
    expect(await propagateDeceased(eventId, ORG_C, 'x', before, after)).toBe(1);
    const path = deceasedNoticePath(ORG_B, deceasedNoticeId({ org: ORG_C, memberId: 'x' }, 'redeliver-b'));
    expect((await db.doc(path).get()).get('source')).toMatchObject({ org: ORG_C, memberId: 'x', by: 'someone' });
    // the notice removed by hand: a redelivery of the same event must not write it again
    await db.doc(path).delete();
    expect(await propagateDeceased(eventId, ORG_C, 'x', before, after)).toBe(0);
    expect((await db.doc(path).get()).exists).toBe(false);
  });

  it("beyond a day's allowance an organization's reports reach no one, and its audit trail says so", async () => {
    const ssn = 'BNCLRA60A41H501W';
    const reporter = `${ORG_A}-flood`;
    await db.doc(memberPath(ORG_B, 'flood-b')).set(member('Laura', ssn));
    const before = member('Laura', ssn);
    const flag = { ...before, deceased: true, deceasedBy: 'flooder', deceasedByRole: 'organization' };
    const run = `flood-${Date.now()}`;
    for (let i = 0; i < DECEASED_REPORTS_PER_ORG.max; i++)
      expect(await propagateDeceased(`${run}-${i}`, reporter, `fake-${i}`, before, flag)).toBe(1);
    const floodNotices = async () => (await noticesOf(ORG_B)).filter((n) => n.get('source.org') === reporter);
    expect(await floodNotices()).toHaveLength(DECEASED_REPORTS_PER_ORG.max);

    expect(await propagateDeceased(`${run}-over`, reporter, 'fake-over', before, flag)).toBe(0);
    expect(await floodNotices()).toHaveLength(DECEASED_REPORTS_PER_ORG.max);
    expect((await db.doc(`${orgCol(reporter, 'audit')}/${run}-over`).get()).data()).toMatchObject({
      type: 'deceasedReportsLimited',
      memberId: 'fake-over',
      by: 'flooder',
      notReached: 1,
      limit: DECEASED_REPORTS_PER_ORG.max,
    });
    // another organization's allowance is its own
    expect(await propagateDeceased(`${run}-other`, ORG_C, 'y', before, flag)).toBe(1);
  });
});
