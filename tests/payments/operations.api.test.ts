import { beforeAll, describe, expect, it } from 'vitest';
import { rolesWith } from '@tessera/domain/permissions';
import { orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, ORG_B, type PrincipalName, type World } from '../support/world';

// Payment operations (docs/data-model.md §2.14): the accounting classifications payments are filed under.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
});

type Answer = {
  id?: string;
  operations?: { id: string; name: string; active: boolean }[];
  err?: string;
  issues?: { path: string; message: string }[];
};
const PATH = '/v1/payments/operations';
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', who: PrincipalName, opts: { id?: string; body?: unknown } = {}) =>
  api<Answer>(method, PATH, {
    token: world.tokens[who],
    ...(opts.id ? { headers: { id: opts.id } } : {}),
    ...(opts.body ? { body: opts.body } : {}),
  });
const audit = async (type: string) =>
  (await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', type).get()).docs.map((d) => d.data());

describe('/v1/payments/operations', () => {
  let quota = '';

  it('adds an operation (trimmed, active by default), audited; lists them by name', async () => {
    const res = await call('POST', 'orgAdmin', {
      body: { name: '  Quota associativa ', b1Aggregate: 'B1-01', account: '70.01', cdc: 'SEDE' },
    });
    expect(res.status).toBe(200);
    quota = res.body.id!;
    await call('POST', 'management', { body: { name: 'Attività estive', project: 'EST-26' } });
    const list = await call('GET', 'staff');
    expect(list.body.operations!.map((o) => [o.name, o.active])).toEqual([
      ['Attività estive', true],
      ['Quota associativa', true],
    ]);
    expect(await audit('operationAdded')).toContainEqual(
      expect.objectContaining({ target: quota, after: expect.objectContaining({ name: 'Quota associativa', account: '70.01' }) }),
    );
  });

  it('refuses a name another operation has (case and accents ignored) and bad fields, writing nothing', async () => {
    const before = (await db.collection(orgCol(ORG_A, 'operations')).get()).size;
    const same = await call('POST', 'orgAdmin', { body: { name: 'QUOTA  associativa' } });
    expect([same.status, same.body.issues]).toEqual([400, [{ path: 'body.name', message: 'validation.duplicate' }]]);
    const accents = await call('POST', 'orgAdmin', { body: { name: 'Attivita estive' } });
    expect(accents.body.issues).toEqual([{ path: 'body.name', message: 'validation.duplicate' }]);
    const bad = await call('POST', 'orgAdmin', { body: { name: '', account: 'x'.repeat(51) } });
    expect(bad.status).toBe(400);
    expect(bad.body.issues!.map((i) => [i.path, i.message])).toEqual([
      ['body.name', 'validation.required'],
      ['body.account', 'validation.tooLong'],
    ]);
    expect((await db.collection(orgCol(ORG_A, 'operations')).get()).size).toBe(before);
  });

  it('changes one (keeping its own name is no duplicate), audited with before and after; an unknown id is NOT_FOUND', async () => {
    const res = await call('PATCH', 'orgAdmin', { id: quota, body: { name: 'Quota associativa', account: '70.02', active: false } });
    expect(res.status).toBe(200);
    const stored = (await db.doc(`${orgCol(ORG_A, 'operations')}/${quota}`).get()).data()!;
    expect(stored).toMatchObject({ account: '70.02', active: false });
    expect(stored).not.toHaveProperty('cdc');
    const changed = (await audit('operationChanged')).find((a) => a.target === quota)!;
    expect(changed.before).toMatchObject({ account: '70.01', cdc: 'SEDE' });
    expect(changed.after).toMatchObject({ account: '70.02', active: false });
    expect((await call('PATCH', 'orgAdmin', { id: 'nope', body: { name: 'X' } })).status).toBe(404);
  });

  it('who may: the back office but group admins reads, the administration writes; another organization sees none of it', async () => {
    expect(rolesWith('operations.read')).not.toContain('group');
    for (const who of ['groupAdmin', 'member'] as const) expect((await call('GET', who)).status).toBe(403);
    for (const who of ['staff', 'groupAdmin', 'member'] as const) {
      expect((await call('POST', who, { body: { name: `Di ${who}` } })).status).toBe(403);
      expect((await call('DELETE', who, { id: quota })).status).toBe(403);
    }
    expect((await call('GET', 'otherOrgAdmin')).body.operations).toEqual([]);
    expect((await call('DELETE', 'otherOrgAdmin', { id: quota })).status).toBe(404);
    expect((await db.doc(`${orgCol(ORG_A, 'operations')}/${quota}`).get()).exists).toBe(true);
    expect((await db.collection(orgCol(ORG_B, 'operations')).get()).size).toBe(0);
  });

  it('deletes one, audited', async () => {
    const res = await call('DELETE', 'management', { id: quota });
    expect(res.body).toEqual({ deleted: true });
    expect((await call('GET', 'orgAdmin')).body.operations!.map((o) => o.name)).toEqual(['Attività estive']);
    expect((await audit('operationDeleted')).map((a) => a.target)).toContain(quota);
    expect((await call('DELETE', 'management', { id: quota })).status).toBe(404);
  });
});
