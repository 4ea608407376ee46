import { beforeAll, describe, expect, it } from 'vitest';
import { orgCol, orgPath, profileId, profilePath } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, ORG_B, type World } from '../support/world';

// Settings → public organization info: POST /v1/settings/sync-org.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
});

const sync = (who: keyof World['tokens'], publicInfo: unknown) =>
  api<Record<string, unknown>>('POST', '/v1/settings/sync-org', { token: world.tokens[who], body: { publicInfo } });

describe('POST /v1/settings/sync-org', () => {
  it('replaces the public information whole, drops blanks, records before and after, and the profiles take the new name', async () => {
    const res = await sync('orgAdmin', {
      name: ' Associazione Alfa ETS ',
      address: 'Via Roma 1, 00100 Roma',
      taxCode: '97532760580',
      vatNumber: '06363391001',
      email: 'Segreteria@Alfa.it',
      phone: '06 1234567',
      website: 'https://alfa.example',
      policy_link: 'https://alfa.example/privacy.pdf',
      tos_link: '',
      statuto: '/legal/statuto.pdf',
    });
    expect(res.status).toBe(200);
    const stored = (await db.doc(orgPath(ORG_A)).get()).get('publicInfo');
    expect(stored).toEqual({
      name: 'Associazione Alfa ETS',
      address: 'Via Roma 1, 00100 Roma',
      taxCode: '97532760580',
      vatNumber: '06363391001',
      email: 'segreteria@alfa.it',
      phone: '06 1234567',
      website: 'https://alfa.example',
      policy_link: 'https://alfa.example/privacy.pdf',
      statuto: '/legal/statuto.pdf',
    });
    expect(res.body).toEqual({ publicInfo: stored });
    // the public page shows it; the blank terms link falls back to the standard document there
    const pub = await api<{ result: Record<string, unknown> }>('GET', '/v1/website/public-info', { headers: { org: ORG_A } });
    expect(pub.body.result).toMatchObject({ name: 'Associazione Alfa ETS', vatNumber: '06363391001' });
    expect(pub.body.result.tos_link).toBeUndefined();
    const [record] = (await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', 'publicInfoChanged').get()).docs.map((d) => d.data());
    expect(record).toMatchObject({ before: { name: 'Associazione Alfa', tos_link: '/tos.pdf' }, after: { name: 'Associazione Alfa ETS' } });
    const profile = await db.doc(profilePath(profileId(world.uid('staff'), ORG_A, 'staff'))).get();
    expect(profile.get('orgName')).toBe('Associazione Alfa ETS');
    // the other organization is untouched
    expect((await db.doc(orgPath(ORG_B)).get()).get('publicInfo.name')).toBe('Circolo Beta');
  });

  it('refuses bad fields, each at its path, and changes nothing', async () => {
    const before = (await db.doc(orgPath(ORG_A)).get()).get('publicInfo');
    const res = await sync('orgAdmin', { name: '', vatNumber: '06363391002', website: 'javascript:alert(1)', extra: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.issues?.map((i) => i.path).sort()).toEqual([
      'body.publicInfo',
      'body.publicInfo.name',
      'body.publicInfo.vatNumber',
      'body.publicInfo.website',
    ]);
    expect((await db.doc(orgPath(ORG_A)).get()).get('publicInfo')).toEqual(before);
  });

  it.each(['groupAdmin', 'management', 'staff', 'member'] as const)('%s is refused', async (who) => {
    expect((await sync(who, { name: 'X' })).body.err).toBe('NO_USER_ALLOWED');
  });
});
