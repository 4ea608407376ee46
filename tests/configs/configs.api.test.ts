import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_TYPES } from '@tessera/domain/entities/organization';
import { api } from '../support/api';
import { buildWorld, type World } from '../support/world';

describe('GET /v1/configs/all', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  });

  it('answers every list type of the caller organization, sorted by name', async () => {
    const res = await api<Record<string, { id: string; name: string }[]>>('GET', '/v1/configs/all', { token: world.tokens.orgAdmin });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([...LIST_TYPES].sort());
    expect(res.body.groups!.map((g) => g.id)).toEqual(['g1', 'g2', 'g3']);
    expect(res.body.categories!.map((c) => c.name)).toEqual(['Onorario', 'Ordinario', 'Sostenitore']);
  });

  it('answers the other organization its own lists only', async () => {
    const res = await api<Record<string, { id: string }[]>>('GET', '/v1/configs/all', { token: world.tokens.otherOrgAdmin });
    expect(res.body.groups!.map((g) => g.id)).toEqual(['gb1']);
  });

  it('is open to members too (they need categories and groups)', async () => {
    const res = await api('GET', '/v1/configs/all', { token: world.tokens.member });
    expect(res.status).toBe(200);
  });
});
