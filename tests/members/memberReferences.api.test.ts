import { beforeAll, describe, expect, it } from 'vitest';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { db } from '../support/admin';
import { api } from '../support/api';
import { nthTaxCode } from '../support/taxCodes';
import { buildWorld, ORG_A, ORG_B, type World } from '../support/world';

// A member's group, section, category and marital status name values of the organization's own lists (the contracts'
// references, checked by dispatch): another organization's value, one of another list or an invented one is refused.
let world: World;
const memberCount = async () => (await db.collection(orgCol(ORG_A, 'members')).count().get()).data().count;
const notFound = (path: string) => ({ path, message: 'validation.notFound' });

beforeAll(async () => {
  world = await buildWorld();
});

describe('members: the list values a member names', () => {
  it('create: a group of another organization, a section that is a group, an invented category are refused; nothing is stored', async () => {
    const before = await memberCount();
    const res = await api('POST', '/v1/members/one', {
      token: world.tokens.orgAdmin,
      // gb1 is a group of organization B; g1 is a group of A, not a section
      body: { name: 'Lia', surname: 'Valori', ssn: nthTaxCode('VLRLIA', 1), group: 'gb1', section: 'g1', category: 'cat-invented' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      err: 'INVALID_REQUEST',
      issues: [notFound('body.group'), notFound('body.section'), notFound('body.category')],
    });
    expect(await memberCount()).toBe(before);
    const ok = await api('POST', '/v1/members/one', {
      token: world.tokens.orgAdmin,
      body: {
        name: 'Lia',
        surname: 'Valori',
        ssn: nthTaxCode('VLRLIA', 1),
        group: 'g1',
        section: 'sec-1',
        category: 'cat-ord',
        maritalStatus: 'mar-1',
      },
    });
    expect(ok.status).toBe(200);
  });

  it('patch: an invented marital status is refused and the member keeps its value', async () => {
    const res = await api('PATCH', '/v1/members/one', {
      token: world.tokens.orgAdmin,
      headers: { id: 'm1' },
      body: { maritalStatus: 'mar-invented' },
    });
    expect(res.body).toEqual({ err: 'INVALID_REQUEST', issues: [notFound('body.maritalStatus')] });
    expect((await db.doc(memberPath(ORG_A, 'm1')).get()).get('maritalStatus')).not.toBe('mar-invented');
  });

  it('preregister-user: a group of another organization, a section that is a group, an invented category or marital status are refused; nothing is stored', async () => {
    const before = await memberCount();
    const res = await api('POST', '/v1/members/preregister-user', {
      token: world.tokens.orgAdmin,
      body: {
        name: 'Pia',
        surname: 'Attesa',
        ssn: nthTaxCode('TTSPIA', 1),
        group: 'gb1',
        section: 'g1',
        category: 'cat-invented',
        maritalStatus: 'mar-invented',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      err: 'INVALID_REQUEST',
      issues: [notFound('body.group'), notFound('body.section'), notFound('body.category'), notFound('body.maritalStatus')],
    });
    expect(await memberCount()).toBe(before);
    const ok = await api('POST', '/v1/members/preregister-user', {
      token: world.tokens.orgAdmin,
      body: {
        name: 'Pia',
        surname: 'Attesa',
        ssn: nthTaxCode('TTSPIA', 1),
        group: 'g1',
        section: 'sec-1',
        category: 'cat-ord',
        maritalStatus: 'mar-1',
      },
    });
    expect(ok.status).toBe(200);
  });
});

describe('members: the members a member’s relatives are', () => {
  // mb1 is a member of organization B; m1 one of A
  const relative = (memberId: string) => ({ memberId, name: 'Sara', surname: 'Neri', relationship: 'sorella' });

  it('create and preregister-user: a relative naming another organization’s member or nobody is refused; nothing is stored', async () => {
    const before = await memberCount();
    for (const path of ['/v1/members/one', '/v1/members/preregister-user']) {
      const res = await api('POST', path, {
        token: world.tokens.orgAdmin,
        body: {
          name: 'Ida',
          surname: 'Parenti',
          ssn: nthTaxCode('PRNIDA', 1),
          relatives: [relative('m1'), relative('mb1'), relative('nobody')],
        },
      });
      expect(res.body).toEqual({
        err: 'INVALID_REQUEST',
        issues: [notFound('body.relatives.1.memberId'), notFound('body.relatives.2.memberId')],
      });
    }
    expect(await memberCount()).toBe(before);
    const ok = await api('POST', '/v1/members/one', {
      token: world.tokens.orgAdmin,
      body: { name: 'Ida', surname: 'Parenti', ssn: nthTaxCode('PRNIDA', 1), relatives: [relative('m1')] },
    });
    expect(ok.status).toBe(200);
  });

  it('patch: a relative naming another organization’s member is refused and the member keeps its relatives', async () => {
    const relativesOf = async () => (await db.doc(memberPath(ORG_A, 'm2')).get()).get('relatives');
    const kept = await relativesOf();
    const res = await api('PATCH', '/v1/members/one', {
      token: world.tokens.orgAdmin,
      headers: { id: 'm2' },
      body: { relatives: [relative('mb1')] },
    });
    expect(res.body).toEqual({ err: 'INVALID_REQUEST', issues: [notFound('body.relatives.0.memberId')] });
    expect(await relativesOf()).toEqual(kept);
    // the member of organization B is there, in its own organization: the id is real, just not this organization's
    expect((await db.doc(memberPath(ORG_B, 'mb1')).get()).exists).toBe(true);
  });
});
