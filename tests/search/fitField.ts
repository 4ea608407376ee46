import { expect } from 'vitest';
import { api } from '../support/api';
import { buildWorld, type World } from '../support/world';

/** The test world with the back-office-only custom field "Tessera FIT" added through the API: the world and its id. */
export async function worldWithFitField(): Promise<{ world: World; fit: string }> {
  const world = await buildWorld();
  const field = await api<{ id: string }>('POST', '/v1/settings/add-field', {
    token: world.tokens.orgAdmin,
    body: { name: 'Tessera FIT', type: 'TEXT', visibleToMember: false },
  });
  expect(field.status).toBe(200);
  return { world, fit: field.body.id };
}
