import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { buildWorld, ORG_A, ORG_B } from '../support/world';
import { db } from '../support/admin';
import { orgPath } from '@tessera/domain/paths';
import { BRAND_SHADES } from '@tessera/domain/settings/brandShades';

describe('public website endpoints', () => {
  beforeAll(async () => {
    await buildWorld();
  });

  it('GET /v1/website/public-info answers the named organization without a sign-in', async () => {
    const res = await api<{ result: { id: string; name: string; policy_link: string } }>('GET', '/v1/website/public-info', {
      headers: { org: ORG_B },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ id: ORG_B, name: 'Circolo Beta', policy_link: '/privacy.pdf' });
  });

  it("GET /v1/website/public-info answers the organization's colours, and none when they are unusable", async () => {
    const brand = Object.fromEntries(BRAND_SHADES.map((s) => [s, Number(s) >= 500 ? '#3b1d0a' : '#fff7ed']));
    const info = async () =>
      (await api<{ result: { theme?: unknown } }>('GET', '/v1/website/public-info', { headers: { org: ORG_B } })).body.result.theme;
    await db.doc(orgPath(ORG_B)).update({ theme: { brand } });
    expect(await info()).toEqual({ brand });
    // white text on a pale solid colour would not read: Tessera's look rather than a failed page
    await db.doc(orgPath(ORG_B)).update({ theme: { brand: { ...brand, 600: '#fff7ed' } } });
    expect(await info()).toBeUndefined();
    await db.doc(orgPath(ORG_B)).update({ theme: null });
  });

  it('GET /v1/website/categories answers the offered categories with amounts in euro', async () => {
    const res = await api<{ categories: { _id: string; name: string; amount: number }[] }>('GET', '/v1/website/categories', {
      headers: { org: ORG_A },
    });
    expect(res.status).toBe(200);
    expect(res.body.categories).toEqual([
      { _id: 'cat-ord', name: 'Ordinario', amount: 30 },
      { _id: 'cat-sost', name: 'Sostenitore', amount: 100.5 },
    ]);
  });

  it.each(['/v1/website/public-info', '/v1/website/categories'])('%s: an unknown organization is 404 NOT_FOUND', async (path) => {
    const res = await api('GET', path, { headers: { org: 'nope' } });
    expect(res.status).toBe(404);
    expect(res.body.err).toBe('NOT_FOUND');
  });

  it.each(['/v1/website/public-info', '/v1/website/categories'])('%s: a malformed org header is 400 INVALID_REQUEST', async (path) => {
    const res = await api('GET', path, { headers: { org: 'a/b' } });
    expect(res.status).toBe(400);
    expect(res.body.err).toBe('INVALID_REQUEST');
  });
});
