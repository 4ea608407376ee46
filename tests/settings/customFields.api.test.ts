import { beforeAll, describe, expect, it } from 'vitest';
import { memberPath, memberPrivatePath, orgCol } from '@tessera/domain/paths';
import { MAX_CUSTOM_FIELDS } from '@tessera/domain/settings/customFields';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, ORG_B, type World } from '../support/world';

// Custom user fields in settings: definitions added, edited, reordered and deleted, the holders counted
// on both sides (member record, back-office document), and their values following every change of definition.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
});

type Field = { id: string; name: string; members: number; order: number; deleting: boolean } & Record<string, unknown>;

const call = (
  who: keyof World['tokens'],
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown } = {},
) => api<Record<string, unknown>>(method, `/v1/settings/${path}`, { token: world.tokens[who], ...opts });

const fields = async (who: keyof World['tokens'] = 'orgAdmin') => {
  const res = await call(who, 'GET', 'get-fields');
  expect(res.status).toBe(200);
  return res.body.fields as Field[];
};
const fieldNamed = async (name: string) => (await fields()).find((f) => f.name === name)!;
const add = (body: Record<string, unknown>) => call('orgAdmin', 'POST', 'add-field', { body });
const patchMember = (id: string, customFields: Record<string, unknown>) =>
  api<Record<string, unknown>>('PATCH', '/v1/members/one', { token: world.tokens.orgAdmin, headers: { id }, body: { customFields } });
const shown = async (id: string) => ((await db.doc(memberPath(ORG_A, id)).get()).get('customFields') ?? {}) as Record<string, unknown>;
const hidden = async (id: string) => (await db.doc(memberPrivatePath(ORG_A, id)).get()).data() ?? {};
const auditOf = async (target: string) =>
  (await db.collection(orgCol(ORG_A, 'audit')).where('target', '==', target).get()).docs.map((d) => d.data());

describe('who may define custom fields', () => {
  it.each(['groupAdmin', 'management', 'staff', 'member'] as const)('%s is refused (NO_USER_ALLOWED)', async (who) => {
    const res = await call(who, 'POST', 'add-field', { body: { name: 'Intruso', type: 'TEXT' } });
    expect(res.status).toBe(403);
    expect(res.body.err).toBe('NO_USER_ALLOWED');
    expect((await db.collection(orgCol(ORG_A, 'customFields')).where('name', '==', 'Intruso').get()).empty).toBe(true);
  });

  it('the other organization works on its own fields only', async () => {
    const mine = await add({ name: 'Solo di A', type: 'TEXT' });
    expect(mine.status).toBe(200);
    expect((await fields('otherOrgAdmin')).map((f) => f.name)).not.toContain('Solo di A');
    const res = await call('otherOrgAdmin', 'DELETE', 'delete-field', { headers: { id: mine.body.id as string } });
    expect(res.status).toBe(404);
    await call('orgAdmin', 'DELETE', 'delete-field', { headers: { id: mine.body.id as string } });
  });
});

describe('adding a field', () => {
  it('stores the definition last in the order, audited; a text field keeps no allowed values', async () => {
    const res = await add({ name: 'Professione', type: 'TEXT', allowedValues: ['x'], required: false });
    expect(res.status).toBe(200);
    const id = res.body.id as string;
    const stored = (await db.doc(`${orgCol(ORG_A, 'customFields')}/${id}`).get()).data()!;
    expect(stored).toMatchObject({ name: 'Professione', type: 'TEXT', allowedValues: [], required: false, visibleToMember: false });
    const all = await fields();
    expect(all.at(-1)).toMatchObject({ id, members: 0, deleting: false });
    expect(await auditOf(`customFields/${id}`)).toEqual([expect.objectContaining({ type: 'customFieldAdded', before: null })]);
  });

  it('a name taken (case and accents ignored) is refused and nothing is stored', async () => {
    expect((await add({ name: 'Città natale', type: 'TEXT' })).status).toBe(200);
    const res = await add({ name: '  CITTA  natale ', type: 'NUMBER' });
    expect(res.status).toBe(409);
    expect(res.body.err).toBe('CUSTOM_FIELD_NAME_TAKEN');
    expect((await fields()).filter((f) => /natale/i.test(f.name))).toHaveLength(1);
  });

  it('a choice field needs allowed values, none repeated', async () => {
    const none = await add({ name: 'Turno', type: 'RADIO', allowedValues: [] });
    expect(none.status).toBe(400);
    expect(none.body.issues).toEqual([{ path: 'body.allowedValues', message: 'validation.required' }]);
    const twice = await add({ name: 'Turno', type: 'RADIO', allowedValues: ['Mattina', 'mattina '] });
    expect(twice.status).toBe(400);
    expect(twice.body.issues).toEqual([{ path: 'body.allowedValues.1', message: 'validation.duplicate' }]);
    const bad = await add({ name: 'Turno', type: 'COLOUR' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: 'body.type', message: 'validation.notAllowed' }]);
    expect((await fields()).map((f) => f.name)).not.toContain('Turno');
  });

  it(`an organization has at most ${MAX_CUSTOM_FIELDS} fields`, async () => {
    const col = db.collection(orgCol(ORG_B, 'customFields'));
    const batch = db.batch();
    for (let i = 0; i < MAX_CUSTOM_FIELDS; i++) batch.set(col.doc(`many-${i}`), { name: `Campo ${i}`, type: 'TEXT', order: i });
    await batch.commit();
    const res = await call('otherOrgAdmin', 'POST', 'add-field', { body: { name: 'Uno di troppo', type: 'TEXT' } });
    expect(res.status).toBe(409);
    expect(res.body.err).toBe('TOO_MANY_CUSTOM_FIELDS');
    const cleanup = db.batch();
    for (let i = 0; i < MAX_CUSTOM_FIELDS; i++) cleanup.delete(col.doc(`many-${i}`));
    await cleanup.commit();
  });
});

describe('values held by members follow the definitions', () => {
  let taglia: string;
  let allergie: string;
  beforeAll(async () => {
    taglia = (await add({ name: 'Taglia', type: 'SELECT', allowedValues: ['S', 'M', 'L'], visibleToMember: true })).body.id as string;
    allergie = (await add({ name: 'Allergie', type: 'TEXT' })).body.id as string;
    expect((await patchMember('m1', { Taglia: 'M', Allergie: 'noci' })).status).toBe(200);
    expect((await patchMember('m2', { Taglia: 'L' })).status).toBe(200);
  });

  it('counts the holders on both sides; a hidden value lives in the back-office document, found by its key', async () => {
    expect(await fieldNamed('Taglia')).toMatchObject({ members: 2 });
    expect(await fieldNamed('Allergie')).toMatchObject({ members: 1 });
    expect(await shown('m1')).toEqual({ Taglia: 'M' });
    expect(await hidden('m1')).toMatchObject({ customFields: { Allergie: 'noci' }, customFieldKeys: ['Allergie'], org: ORG_A });
  });

  it('the type of a field members hold cannot change; nothing changes', async () => {
    const res = await call('orgAdmin', 'PATCH', 'patch-field', {
      headers: { id: allergie },
      body: { name: 'Allergie', type: 'NUMBER' },
    });
    expect(res.status).toBe(409);
    expect(res.body.err).toBe('CUSTOM_FIELD_IN_USE');
    expect(await fieldNamed('Allergie')).toMatchObject({ type: 'TEXT' });
  });

  it('made visible to members, the values move to the member record', async () => {
    const res = await call('orgAdmin', 'PATCH', 'patch-field', {
      headers: { id: allergie },
      body: { name: 'Allergie', type: 'TEXT', visibleToMember: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.rewritten).toBe(1);
    expect(await shown('m1')).toEqual({ Taglia: 'M', Allergie: 'noci' });
    expect(await hidden('m1')).not.toHaveProperty('customFields');
    expect(await hidden('m1')).not.toHaveProperty('customFieldKeys');
    expect(await fieldNamed('Allergie')).toMatchObject({ members: 1, visibleToMember: true });
  });

  it('renamed, the values follow the new name and the old name is refused', async () => {
    const res = await call('orgAdmin', 'PATCH', 'patch-field', {
      headers: { id: taglia },
      body: { name: 'Taglia maglia', type: 'SELECT', allowedValues: ['S', 'M', 'L'], visibleToMember: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.rewritten).toBe(2);
    // hidden now as well: both members' values moved to the back-office document under the new name
    expect(await shown('m2')).toEqual({});
    expect((await hidden('m2')).customFields).toEqual({ 'Taglia maglia': 'L' });
    expect((await db.doc(`${orgCol(ORG_A, 'customFields')}/${taglia}`).get()).get('formerNames')).toEqual([]);
    const old = await patchMember('m3', { Taglia: 'S' });
    expect(old.status).toBe(400);
    expect(old.body.issues).toEqual([{ path: 'body.customFields.Taglia', message: 'validation.notAllowed' }]);
    const audit = await auditOf(`customFields/${taglia}`);
    expect(audit).toContainEqual(
      expect.objectContaining({ type: 'customFieldChanged', before: expect.objectContaining({ name: 'Taglia' }) }),
    );
  });

  it('an allowed value taken away is cleared from the members holding it, the others keep theirs', async () => {
    const res = await call('orgAdmin', 'PATCH', 'patch-field', {
      headers: { id: taglia },
      body: { name: 'Taglia maglia', type: 'SELECT', allowedValues: ['S', 'M'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.rewritten).toBe(1);
    expect((await hidden('m1')).customFields).toEqual({ 'Taglia maglia': 'M' });
    expect(await hidden('m2')).not.toHaveProperty('customFields');
    expect(await fieldNamed('Taglia maglia')).toMatchObject({ members: 1 });
  });

  it('reorders the fields: every id once, or nothing changes', async () => {
    const ids = (await fields()).map((f) => f.id);
    const reversed = [...ids].reverse();
    const res = await call('orgAdmin', 'POST', 'reorder-fields', { body: { ids: reversed } });
    expect(res.status).toBe(200);
    expect((await fields()).map((f) => f.id)).toEqual(reversed);
    const missing = await call('orgAdmin', 'POST', 'reorder-fields', { body: { ids: reversed.slice(1) } });
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([{ path: 'body.ids', message: 'validation.notAllowed' }]);
    const twice = await call('orgAdmin', 'POST', 'reorder-fields', { body: { ids: [reversed[0], ...reversed.slice(0, -1)] } });
    expect(twice.status).toBe(400);
    expect((await fields()).map((f) => f.id)).toEqual(reversed);
  });

  it('a deletion cut short leaves the field refusing values; deleting again finishes it', async () => {
    await db.doc(`${orgCol(ORG_A, 'customFields')}/${allergie}`).update({ deleting: true });
    expect(await fieldNamed('Allergie')).toMatchObject({ deleting: true, members: 1 });
    const refused = await patchMember('m3', { Allergie: 'latte' });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: 'body.customFields.Allergie', message: 'validation.notAllowed' }]);
    const edit = await call('orgAdmin', 'PATCH', 'patch-field', { headers: { id: allergie }, body: { name: 'Allergie', type: 'TEXT' } });
    expect(edit.status).toBe(404);

    const res = await call('orgAdmin', 'DELETE', 'delete-field', { headers: { id: allergie } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, removed: 1 });
    expect(await shown('m1')).toEqual({});
    expect((await fields()).map((f) => f.name)).not.toContain('Allergie');
    expect(await auditOf(`customFields/${allergie}`)).toContainEqual(
      expect.objectContaining({
        type: 'customFieldDeleted',
        before: expect.objectContaining({ name: 'Allergie' }),
        after: { removedFrom: 1 },
      }),
    );
  });

  it('deleting a hidden field removes its values from the back-office documents', async () => {
    const res = await call('orgAdmin', 'DELETE', 'delete-field', { headers: { id: taglia } });
    expect(res.body).toEqual({ deleted: true, removed: 1 });
    expect(await hidden('m1')).not.toHaveProperty('customFields');
    // the member's other back-office data stays
    expect(await hidden('m1')).toMatchObject({ org: ORG_A });
  });
});
