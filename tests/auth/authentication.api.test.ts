import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { PROJECT_ID } from '../support/env';
import { buildWorld, craftedToken, type World } from '../support/world';

/** Every endpoint that needs a sign-in refuses a missing, malformed, expired or forged token, and changes nothing. */
const SIGNED_IN_ENDPOINTS = [
  ['GET', '/auth/validate'],
  ['GET', '/auth/logout'],
  ['POST', '/auth/choose-profile'],
  ['GET', '/v1/profile/my'],
  ['PATCH', '/v1/profile/patch'],
  ['GET', '/v1/configs/all'],
  ['GET', '/v1/members/one'],
  ['POST', '/v1/members/one'],
  ['PATCH', '/v1/members/one'],
] as const;

describe('authentication on every endpoint', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  });

  it.each(SIGNED_IN_ENDPOINTS)('%s %s without a token → 401 UNAUTHENTICATED', async (method, path) => {
    const res = await api(method, path, { headers: { id: 'm1' }, body: method === 'GET' ? undefined : {} });
    expect(res.status).toBe(401);
    expect(res.body.err).toBe('UNAUTHENTICATED');
  });

  it.each(SIGNED_IN_ENDPOINTS)('%s %s with a malformed token → 401 UNAUTHENTICATED', async (method, path) => {
    const res = await api(method, path, { token: 'not-a-jwt', headers: { id: 'm1' } });
    expect(res.status).toBe(401);
    expect(res.body.err).toBe('UNAUTHENTICATED');
  });

  it.each(SIGNED_IN_ENDPOINTS)('%s %s with an expired token → 401 TOKEN_EXPIRED', async (method, path) => {
    const res = await api(method, path, { token: craftedToken('expired', PROJECT_ID), headers: { id: 'm1' } });
    expect(res.status).toBe(401);
    expect(res.body.err).toBe('TOKEN_EXPIRED');
  });

  it.each(SIGNED_IN_ENDPOINTS)('%s %s with a token forged for another project → 401 UNAUTHENTICATED', async (method, path) => {
    const res = await api(method, path, { token: craftedToken('otherProject', PROJECT_ID), headers: { id: 'm1' } });
    expect(res.status).toBe(401);
    expect(res.body.err).toBe('UNAUTHENTICATED');
  });

  it('a Basic authorization header is not a Bearer token', async () => {
    const res = await api('GET', '/v1/profile/my', { headers: { authorization: `Basic ${world.tokens.orgAdmin}` } });
    expect(res.status).toBe(401);
  });

  it.each([
    ['GET', '/v1/profile/my'],
    ['GET', '/v1/configs/all'],
    ['GET', '/v1/members/one'],
  ] as const)('%s %s before a profile is chosen → 403 PROFILE_NOT_SELECTED', async (method, path) => {
    const res = await api(method, path, { token: world.tokens.noProfile, headers: { id: 'm1' } });
    expect(res.status).toBe(403);
    expect(res.body.err).toBe('PROFILE_NOT_SELECTED');
  });

  it('an unknown path answers 404 NOT_FOUND in the error shape', async () => {
    const res = await api('GET', '/v1/nothing-here', { token: world.tokens.orgAdmin });
    expect(res.status).toBe(404);
    expect(res.body.err).toBe('NOT_FOUND');
  });

  it('a body that is not JSON is a 4xx, never a 500', async () => {
    const res = await api('POST', '/v1/members/one', { token: world.tokens.orgAdmin, rawBody: '{"name": ' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
