import { beforeAll, describe, expect, it } from 'vitest';
import {
  cardPath,
  counterPath,
  groupMemberCounter,
  listNamesPath,
  memberPath,
  orgCol,
  profileId,
  profilePath,
} from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { settles } from '../support/settle';
import { buildWorld, ORG_A, ORG_B, PRINCIPALS, type World } from '../support/world';

// System lists in settings: values added, renamed, priced, deleted with their members moved, the
// names summary and the audit trail written with each change.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
});

const call = (
  who: keyof World['tokens'],
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown } = {},
) => api<Record<string, unknown>>(method, `/v1/settings/${path}`, { token: world.tokens[who], ...opts });

const summary = async (org = ORG_A) => (await db.doc(listNamesPath(org)).get()).data() as Record<string, Record<string, string>>;
const auditOf = async (target: string) =>
  (await db.collection(orgCol(ORG_A, 'audit')).where('target', '==', target).get()).docs.map((d) => d.data());

describe('who may use the system lists', () => {
  it.each(['groupAdmin', 'management', 'staff', 'member'] as const)('%s is refused (NO_USER_ALLOWED)', async (who) => {
    const res = await call(who, 'GET', 'get-list-values', { headers: { type: 'groups' } });
    expect(res.status).toBe(403);
    expect(res.body.err).toBe('NO_USER_ALLOWED');
  });

  it('the other organization sees only its own values', async () => {
    const res = await call('otherOrgAdmin', 'GET', 'get-list-values', { headers: { type: 'groups' } });
    expect(res.status).toBe(200);
    expect((res.body.values as { id: string }[]).map((v) => v.id)).toEqual(['gb1']);
  });
});

describe('reading a list', () => {
  it('answers the values by name with how many members hold each', async () => {
    const res = await call('orgAdmin', 'GET', 'get-list-values', { headers: { type: 'groups' } });
    expect(res.status).toBe(200);
    expect(res.body.values).toEqual([
      { id: 'g1', name: 'Gruppo 1', members: 1 },
      { id: 'g2', name: 'Gruppo 2', members: 1 },
      { id: 'g3', name: 'Gruppo 3', members: 1 },
    ]);
  });

  it('categories carry their price and offer flag', async () => {
    const res = await call('platform', 'GET', 'get-list-values', { headers: { type: 'categories' } });
    expect(res.body.values).toContainEqual({ id: 'cat-sost', name: 'Sostenitore', amount: 10050, offered: true, members: 0 });
  });

  it('an unknown list type is a bad request naming the header', async () => {
    const res = await call('orgAdmin', 'GET', 'get-list-values', { headers: { type: 'hobbies' } });
    expect(res.status).toBe(400);
    expect(res.body.issues?.[0]?.path).toBe('headers.type');
  });
});

describe('adding and renaming', () => {
  it('adds a value: stored, in the names summary and in the audit trail', async () => {
    const res = await call('orgAdmin', 'POST', 'add-list-values', { headers: { type: 'sections' }, body: { name: 'Sezione Sud' } });
    expect(res.status).toBe(200);
    const id = res.body.id as string;
    expect((await db.doc(`${orgCol(ORG_A, 'listValues')}/${id}`).get()).data()).toEqual({ type: 'sections', name: 'Sezione Sud' });
    expect((await summary()).sections?.[id]).toBe('Sezione Sud');
    const [record] = await auditOf(`sections/${id}`);
    expect(record).toMatchObject({
      type: 'listValueAdded',
      by: { uid: 'uid-orgAdmin', role: 'organization' },
      after: { name: 'Sezione Sud' },
    });
  });

  it('refuses a name the list already has, ignoring case, accents and spaces, and writes nothing', async () => {
    const before = await db.collection(orgCol(ORG_A, 'listValues')).count().get();
    const res = await call('orgAdmin', 'POST', 'add-list-values', { headers: { type: 'groups' }, body: { name: '  gruppo   1 ' } });
    expect(res.status).toBe(409);
    expect(res.body.err).toBe('LIST_VALUE_NAME_TAKEN');
    expect((await db.collection(orgCol(ORG_A, 'listValues')).count().get()).data().count).toBe(before.data().count);
  });

  it('the same name is fine in another list or another organization', async () => {
    expect((await call('orgAdmin', 'POST', 'add-list-values', { headers: { type: 'marital' }, body: { name: 'Gruppo 1' } })).status).toBe(
      200,
    );
    expect(
      (await call('otherOrgAdmin', 'POST', 'add-list-values', { headers: { type: 'groups' }, body: { name: 'Gruppo 2' } })).status,
    ).toBe(200);
  });

  it('refuses a price on a list that is not categories, and an empty name', async () => {
    const priced = await call('orgAdmin', 'POST', 'add-list-values', { headers: { type: 'groups' }, body: { name: 'Roma', amount: 100 } });
    expect(priced.status).toBe(400);
    expect(priced.body.issues).toEqual([{ path: 'body.amount', message: 'validation.notAllowed' }]);
    const empty = await call('orgAdmin', 'POST', 'add-list-values', { headers: { type: 'groups' }, body: { name: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.issues?.[0]).toEqual({ path: 'body.name', message: 'validation.required' });
  });

  it('renames a value: members keep it, the summary shows the new name, the trail the old one', async () => {
    const res = await call('orgAdmin', 'PATCH', 'patch-list-values', { headers: { type: 'groups', id: 'g3' }, body: { name: 'Roma Est' } });
    expect(res.status).toBe(200);
    expect((await summary()).groups?.g3).toBe('Roma Est');
    expect((await db.doc(memberPath(ORG_A, 'm3')).get()).get('group')).toBe('g3');
    const [record] = await auditOf('groups/g3');
    expect(record).toMatchObject({ type: 'listValueChanged', before: { name: 'Gruppo 3' }, after: { name: 'Roma Est' } });
  });

  it('reprices a category', async () => {
    const res = await call('orgAdmin', 'PATCH', 'patch-list-values', {
      headers: { type: 'categories', id: 'cat-ord' },
      body: { amount: 3500, offered: false },
    });
    expect(res.status).toBe(200);
    expect((await db.doc(`${orgCol(ORG_A, 'listValues')}/cat-ord`).get()).data()).toMatchObject({ amount: 3500, offered: false });
  });

  it('a value of another list or organization is not found', async () => {
    const wrongList = await call('orgAdmin', 'PATCH', 'patch-list-values', {
      headers: { type: 'sections', id: 'g1' },
      body: { name: 'X' },
    });
    expect(wrongList.body.err).toBe('NOT_FOUND');
    const otherOrg = await call('otherOrgAdmin', 'PATCH', 'patch-list-values', {
      headers: { type: 'groups', id: 'g1' },
      body: { name: 'X' },
    });
    expect(otherOrg.body.err).toBe('NOT_FOUND');
    expect((await summary()).groups?.g1).toBe('Gruppo 1');
  });
});

describe('deleting', () => {
  it('refuses a value members hold without a place to move them, and changes nothing', async () => {
    const res = await call('orgAdmin', 'DELETE', 'delete-list-values', { headers: { type: 'groups', id: 'g2' } });
    expect(res.status).toBe(409);
    expect(res.body.err).toBe('LIST_VALUE_IN_USE');
    expect((await db.doc(`${orgCol(ORG_A, 'listValues')}/g2`).get()).exists).toBe(true);
    expect((await summary()).groups?.g2).toBe('Gruppo 2');
  });

  it('refuses moving to itself or to a value of another list', async () => {
    const self = await call('orgAdmin', 'DELETE', 'delete-list-values', { headers: { type: 'groups', id: 'g2', 'move-to': 'g2' } });
    expect(self.status).toBe(400);
    const otherList = await call('orgAdmin', 'DELETE', 'delete-list-values', { headers: { type: 'groups', id: 'g2', 'move-to': 'sec-1' } });
    expect(otherList.body.err).toBe('NOT_FOUND');
    expect((await db.doc(memberPath(ORG_A, 'm2')).get()).get('group')).toBe('g2');
  });

  it('moves the holders (member, its card and list fields) and deletes the value', async () => {
    const res = await call('orgAdmin', 'DELETE', 'delete-list-values', { headers: { type: 'groups', id: 'g2', 'move-to': 'g1' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, moved: 1 });
    const m2 = (await db.doc(memberPath(ORG_A, 'm2')).get()).data()!;
    expect(m2.group).toBe('g1');
    expect(m2.sortKeys.group).toBe('g1');
    expect((await db.doc(cardPath(ORG_A, '1002')).get()).get('group')).toBe('g1');
    expect((await db.doc(`${orgCol(ORG_A, 'listValues')}/g2`).get()).exists).toBe(false);
    expect((await summary()).groups?.g2).toBeUndefined();
    const [record] = await auditOf('groups/g2');
    expect(record).toMatchObject({
      type: 'listValueDeleted',
      before: { name: 'Gruppo 2' },
      after: { movedTo: 'g1', moved: 1, leftAdmins: [PRINCIPALS.groupAdmin.email] },
    });
    // the local admin of g1 and g2 keeps g1 only: no profile names a group that is gone
    expect((await db.doc(profilePath(profileId(world.uid('groupAdmin'), ORG_A, 'group'))).get()).get('groups')).toEqual(['g1']);
    // the counters trigger follows the move: the group counters agree with the members again
    const total = async (g: string) =>
      ((await db.doc(counterPath(ORG_A, groupMemberCounter(g))).get()).get('total') as number | undefined) ?? 0;
    expect(await settles(async () => (await total('g1')) === 2 && (await total('g2')) === 0)).toBe(true);
  });

  it('deletes a value nobody holds at once', async () => {
    const res = await call('platform', 'DELETE', 'delete-list-values', { headers: { type: 'marital', id: 'mar-1' } });
    expect(res.body).toEqual({ deleted: true, moved: 0 });
    expect((await summary()).marital?.['mar-1']).toBeUndefined();
    expect((await summary(ORG_B)).groups?.gb1).toBe('Gruppo 1');
  });
});

describe('company lists and payroll enrolment', () => {
  let groupCompany = '';
  let external = '';

  it('a company needs its code; a group company its group, which must exist', async () => {
    const noCode = await call('orgAdmin', 'POST', 'add-list-values', { headers: { type: 'ext_companies' }, body: { name: 'Fornitore' } });
    expect(noCode.body.issues).toEqual([{ path: 'body.code', message: 'validation.required' }]);
    const noGroup = await call('orgAdmin', 'POST', 'add-list-values', {
      headers: { type: 'group_companies' },
      body: { name: 'Alfa Servizi', code: 'AS1' },
    });
    expect(noGroup.body.issues).toEqual([{ path: 'body.group', message: 'validation.required' }]);
    const strayGroup = await call('orgAdmin', 'POST', 'add-list-values', {
      headers: { type: 'group_companies' },
      body: { name: 'Alfa Servizi', code: 'AS1', group: 'gb1' },
    });
    expect(strayGroup.body.err).toBe('NOT_FOUND');
    const groupOnExternal = await call('orgAdmin', 'POST', 'add-list-values', {
      headers: { type: 'ext_companies' },
      body: { name: 'Fornitore', code: 'F1', group: 'g1' },
    });
    expect(groupOnExternal.body.issues).toEqual([{ path: 'body.group', message: 'validation.notAllowed' }]);
  });

  it('adds companies and lists them with code and group, without a members count', async () => {
    const a = await call('orgAdmin', 'POST', 'add-list-values', {
      headers: { type: 'group_companies' },
      body: { name: 'Alfa Servizi', code: 'AS1', group: 'g1' },
    });
    const b = await call('orgAdmin', 'POST', 'add-list-values', {
      headers: { type: 'ext_companies' },
      body: { name: 'Fornitore', code: 'F1' },
    });
    groupCompany = a.body.id as string;
    external = b.body.id as string;
    const list = await call('orgAdmin', 'GET', 'get-list-values', { headers: { type: 'group_companies' } });
    expect(list.body.values).toEqual([{ id: groupCompany, name: 'Alfa Servizi', code: 'AS1', group: 'g1', members: null }]);
    expect((await summary()).ext_companies?.[external]).toBe('Fornitore');
  });

  it('payroll enrolment sets the chosen companies on and the others off, with one audit record of the change', async () => {
    const first = await call('orgAdmin', 'POST', 'update-payroll-companies', { body: { payload: [groupCompany, external] } });
    expect(first.status).toBe(200);
    const second = await call('orgAdmin', 'POST', 'update-payroll-companies', { body: { payload: [external] } });
    expect(second.body).toEqual({ payroll: [external] });
    const read = async (id: string) => (await db.doc(`${orgCol(ORG_A, 'listValues')}/${id}`).get()).get('payroll');
    expect([await read(groupCompany), await read(external)]).toEqual([false, true]);
    const records = await auditOf('payrollCompanies');
    expect(records.map((r) => r.after)).toContainEqual({ [groupCompany]: false });
  });

  it('refuses a payroll company that is no company, and changes nothing', async () => {
    const res = await call('orgAdmin', 'POST', 'update-payroll-companies', { body: { payload: [external, 'g1'] } });
    expect(res.body.err).toBe('NOT_FOUND');
    expect((await db.doc(`${orgCol(ORG_A, 'listValues')}/${external}`).get()).get('payroll')).toBe(true);
  });

  it('a company is deleted at once; move-to means nothing for it', async () => {
    const move = await call('orgAdmin', 'DELETE', 'delete-list-values', {
      headers: { type: 'ext_companies', id: external, 'move-to': 'g1' },
    });
    expect(move.status).toBe(400);
    const res = await call('orgAdmin', 'DELETE', 'delete-list-values', { headers: { type: 'ext_companies', id: external } });
    expect(res.body).toEqual({ deleted: true, moved: 0 });
  });
});
