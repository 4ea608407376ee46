import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@tessera/domain/entities/organization';
import { MEMBER_SELF_EDITABLE } from '@tessera/domain/users/ownMember';
import { orgCol, orgPath } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, ORG_B, type World } from '../support/world';

// Application preferences: read with the defaults filled in, replaced whole, audited.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
});

const get = (who: keyof World['tokens']) =>
  api<{ preferences: Record<string, unknown> }>('GET', '/v1/settings/get-preferences', { token: world.tokens[who] });
const sync = (who: keyof World['tokens'], preferences: unknown) =>
  api<{ preferences: Record<string, unknown> }>('POST', '/v1/settings/sync-preferences', {
    token: world.tokens[who],
    body: { preferences },
  });

describe('preferences', () => {
  it('an organization that stored only its grace months reads every other preference at its default', async () => {
    const res = await get('orgAdmin');
    expect(res.status).toBe(200);
    expect(res.body.preferences).toEqual({ ...DEFAULT_PREFERENCES, memberEditableFields: [...MEMBER_SELF_EDITABLE] });
  });

  it.each(['groupAdmin', 'management', 'staff', 'member'] as const)('%s may neither read nor change them', async (who) => {
    expect((await get(who)).body.err).toBe('NO_USER_ALLOWED');
    expect((await sync(who, { ...DEFAULT_PREFERENCES, memberEditableFields: [] })).body.err).toBe('NO_USER_ALLOWED');
  });

  it('replaces them and audits only what changed', async () => {
    const next = {
      ...DEFAULT_PREFERENCES,
      showGroups: false,
      pdfCards: false,
      gracePeriodMonths: 6,
      dateFormat: 'MM/dd/yyyy',
      memberEditableFields: ['phone'],
    };
    const res = await sync('orgAdmin', next);
    expect(res.status).toBe(200);
    expect((await db.doc(orgPath(ORG_A)).get()).get('preferences')).toEqual(next);
    expect((await get('platform')).body.preferences).toEqual(next);
    const records = (await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', 'preferencesChanged').get()).docs.map((d) => d.data());
    expect(records).toHaveLength(1);
    expect(records[0]!.before).toEqual({
      showGroups: true,
      pdfCards: true,
      gracePeriodMonths: 2,
      dateFormat: 'dd/MM/yyyy',
      memberEditableFields: [...MEMBER_SELF_EDITABLE],
    });
    expect(records[0]!.after).toEqual({
      showGroups: false,
      pdfCards: false,
      gracePeriodMonths: 6,
      dateFormat: 'MM/dd/yyyy',
      memberEditableFields: ['phone'],
    });
    // the other organization is untouched
    expect((await db.doc(orgPath(ORG_B)).get()).get('preferences')).toEqual({ gracePeriodMonths: 2 });
  });

  it.each([
    ['a missing toggle', (p: Record<string, unknown>) => ({ ...p, showGroups: undefined }), 'body.preferences.showGroups'],
    ['an unknown key', (p: Record<string, unknown>) => ({ ...p, darkMode: true }), 'body.preferences'],
    ['grace months out of range', (p: Record<string, unknown>) => ({ ...p, gracePeriodMonths: 25 }), 'body.preferences.gracePeriodMonths'],
    ['a date format of no kind', (p: Record<string, unknown>) => ({ ...p, dateFormat: 'yyyy-MM-dd' }), 'body.preferences.dateFormat'],
    [
      'a field members may never edit',
      (p: Record<string, unknown>) => ({ ...p, memberEditableFields: ['ssn'] }),
      'body.preferences.memberEditableFields.0',
    ],
  ])('refuses %s and keeps what was stored', async (_label, change, path) => {
    const before = (await db.doc(orgPath(ORG_A)).get()).get('preferences');
    const res = await sync('orgAdmin', change({ ...DEFAULT_PREFERENCES, memberEditableFields: [] }));
    expect(res.status).toBe(400);
    expect(res.body.issues?.map((i) => i.path)).toContain(path);
    expect((await db.doc(orgPath(ORG_A)).get()).get('preferences')).toEqual(before);
  });
});
