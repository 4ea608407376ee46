import { beforeAll, describe, expect, it } from 'vitest';
import { memberPath, memberPrivatePath, orgCol } from '@tessera/domain/paths';
import { db } from '../support/admin';
import { api } from '../support/api';
import { readAs } from '../support/readAs';
import { buildWorld, ORG_A, type World } from '../support/world';
import { nthTaxCode } from '../support/taxCodes';

// Back-office-only member data (notes, custom values of fields not shown to members, suspension communications) is
// kept in members/{id}/private/admin, written with the member by every write path; staff get the merged member,
// the member itself neither reads that document nor gets those fields from /v1/profile/my.
type Result = { result: Record<string, unknown> };
const memberDoc = async (id: string) => (await db.doc(memberPath(ORG_A, id)).get()).data()!;
const privateDoc = async (id: string) => (await db.doc(memberPrivatePath(ORG_A, id)).get()).data();

describe('back-office-only member data', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
    await db
      .doc(`${orgCol(ORG_A, 'customFields')}/cf-size`)
      .set({ name: 'Taglia', type: 'SELECT', allowedValues: ['S', 'M'], required: false, visibleToMember: true });
    await db
      .doc(`${orgCol(ORG_A, 'customFields')}/cf-internal`)
      .set({ name: 'Valutazione', type: 'TEXT', allowedValues: [], required: false, visibleToMember: false });
  });

  it('PATCH one: notes and hidden custom values go to the private document, shown ones stay on the member; staff get them merged', async () => {
    const res = await api<Result>('PATCH', '/v1/members/one', {
      token: world.tokens.orgAdmin,
      headers: { id: 'm1' },
      body: { notes: 'Paga sempre in ritardo', customFields: { Taglia: 'M', Valutazione: 'da seguire' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      notes: 'Paga sempre in ritardo',
      customFields: { Taglia: 'M', Valutazione: 'da seguire' },
    });
    const member = await memberDoc('m1');
    expect(member).not.toHaveProperty('notes');
    expect(member.customFields).toEqual({ Taglia: 'M' });
    expect(await privateDoc('m1')).toMatchObject({
      notes: 'Paga sempre in ritardo',
      customFields: { Valutazione: 'da seguire' },
    });

    const one = await api<Result>('GET', '/v1/members/one', { token: world.tokens.staff, headers: { id: 'm1' } });
    expect(one.body.result).toMatchObject({
      name: 'Mario',
      notes: 'Paga sempre in ritardo',
      customFields: { Taglia: 'M', Valutazione: 'da seguire' },
    });
    const all = await api<{ result: Record<string, unknown>[] }>('GET', '/v1/members/all', { token: world.tokens.groupAdmin });
    expect(all.body.result.find((m) => m.id === 'm1')).toMatchObject({ notes: 'Paga sempre in ritardo' });
  });

  it('the member reads neither the private document nor those fields: not in /v1/profile/my, not on its record', async () => {
    await api('POST', '/v1/members/suspension-communication', { token: world.tokens.orgAdmin, body: { id: 'm1', reason: 'quota' } });
    expect(await readAs(world.tokens.member, memberPrivatePath(ORG_A, 'm1'))).toBe(403);
    expect(await readAs(world.tokens.member, memberPath(ORG_A, 'm1'))).toBe(200);
    expect(await readAs(world.tokens.orgAdmin, memberPrivatePath(ORG_A, 'm1'))).toBe(200);
    const my = await api<{ member: Record<string, unknown> }>('GET', '/v1/profile/my', { token: world.tokens.member });
    expect(my.status).toBe(200);
    expect(my.body.member).toMatchObject({ id: 'm1', name: 'Mario', customFields: { Taglia: 'M' } });
    for (const field of ['notes', 'suspensionCommunications']) expect(my.body.member).not.toHaveProperty(field);
    expect(my.body.member.customFields).toEqual({ Taglia: 'M' });
    const member = await memberDoc('m1');
    for (const field of ['notes', 'suspensionCommunications']) expect(member).not.toHaveProperty(field);
  });

  it('a member’s own edit of a shown custom field keeps the hidden values', async () => {
    const res = await api('PATCH', '/v1/profile/patch', {
      token: world.tokens.member,
      body: { member: { customFields: { Taglia: 'S' } } },
    });
    expect(res.status).toBe(200);
    expect((await memberDoc('m1')).customFields).toEqual({ Taglia: 'S' });
    expect((await privateDoc('m1'))!.customFields).toEqual({ Valutazione: 'da seguire' });
  });

  it('POST one and preregister-user write both documents in one go; null removes them again', async () => {
    for (const path of ['/v1/members/one', '/v1/members/preregister-user']) {
      const created = await api<Result>('POST', path, {
        token: world.tokens.orgAdmin,
        body: {
          name: 'Nota',
          surname: 'Riservata',
          ssn: nthTaxCode('PRVNTA', path.length),
          group: 'g1',
          notes: 'nota',
          customFields: { Valutazione: 'ok' },
        },
      });
      expect(created.status, path).toBe(200);
      const id = String(created.body.result.id);
      expect(created.body.result).toMatchObject({ notes: 'nota', customFields: { Valutazione: 'ok' } });
      const member = await memberDoc(id);
      expect(member).not.toHaveProperty('notes');
      expect(member).not.toHaveProperty('customFields');
      expect(await privateDoc(id)).toMatchObject({ notes: 'nota', customFields: { Valutazione: 'ok' } });

      const cleared = await api<Result>('PATCH', '/v1/members/one', {
        token: world.tokens.orgAdmin,
        headers: { id },
        body: { notes: null, customFields: null },
      });
      expect(cleared.status).toBe(200);
      expect(cleared.body.result).not.toHaveProperty('notes');
      expect(cleared.body.result).not.toHaveProperty('customFields');
      const after = await privateDoc(id);
      expect(after).not.toHaveProperty('notes');
      expect(after).not.toHaveProperty('customFields');
    }
  });

  it('a refused write changes neither document', async () => {
    const before = [await memberDoc('m3'), await privateDoc('m3')];
    const outside = await api('PATCH', '/v1/members/one', { token: world.tokens.groupAdmin, headers: { id: 'm3' }, body: { notes: 'x' } });
    expect(outside.status).toBe(403);
    const bad = await api('PATCH', '/v1/members/one', {
      token: world.tokens.orgAdmin,
      headers: { id: 'm3' },
      body: { notes: 'x', email: 'bad' },
    });
    expect(bad.status).toBe(400);
    expect([await memberDoc('m3'), await privateDoc('m3')]).toEqual(before);
  });
});
