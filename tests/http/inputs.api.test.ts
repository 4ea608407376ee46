import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_PAGE_MAX, REQUEST_BODY_MAX_BYTES } from '@tessera/domain/constants';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { rawApi } from '../support/rawApi';
import { buildWorld, ORG_A, type World } from '../support/world';

/**
 * Bad input answers a 4xx JSON `{err}` and changes nothing; the route-table sweep is
 * malformed.api.test.ts, these pin each fix with a readable case.
 */
describe('bad input never answers 500', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  });
  const bearer = (who: keyof World['tokens']) => ({ authorization: `Bearer ${world.tokens[who]}` });

  describe('ids Firestore cannot store', () => {
    it.each(['.', '..', '__x__', 'a/b'])('header org %j on a public route → INVALID_REQUEST validation.id', async (org) => {
      const res = await api('GET', '/v1/website/public-info', { headers: { org } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ err: 'INVALID_REQUEST', issues: [{ path: 'headers.org', message: 'validation.id' }] });
    });

    it.each(['..', '__x__'])('header id %j on a member endpoint → INVALID_REQUEST', async (id) => {
      const res = await api('GET', '/v1/members/one', { token: world.tokens.orgAdmin, headers: { id } });
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: 'headers.id', message: 'validation.id' }]);
    });

    it('body ids: a relative id, a profile id, the activation card number and user id', async () => {
      const del = await api('POST', '/v1/members/delete-relative', {
        token: world.tokens.orgAdmin,
        body: { id: 'm1', relativeId: '__x__' },
      });
      expect(del).toMatchObject({
        status: 400,
        body: { err: 'INVALID_REQUEST', issues: [{ path: 'body.relativeId', message: 'validation.id' }] },
      });
      const choose = await api('POST', '/auth/choose-profile', { token: world.tokens.twoProfiles, body: { profileId: '..' } });
      expect(choose).toMatchObject({
        status: 400,
        body: { err: 'INVALID_REQUEST', issues: [{ path: 'body.profileId', message: 'validation.id' }] },
      });
      const step1 = await api('POST', '/auth/activate-first-step', {
        headers: { org: ORG_A },
        body: { ssn: 'RSSMRA80A01H501U', card_number: '..' },
      });
      expect(step1).toMatchObject({ status: 400, body: { issues: [{ path: 'body.card_number', message: 'validation.id' }] } });
      const step2 = await api('POST', '/auth/activate-second-step', {
        headers: { org: ORG_A },
        body: { otp: 'ABC123', email: 'x@test.it', password: 'Password1', userID: '__x__' },
      });
      expect(step2.status).toBe(400);
      expect(step2.body.issues).toContainEqual({ path: 'body.userID', message: 'validation.id' });
    });
  });

  describe('custom fields are checked against the organization’s definitions', () => {
    beforeAll(async () => {
      await db
        .doc(`${orgCol(ORG_A, 'customFields')}/cf-size`)
        .set({ name: 'taglia', type: 'SELECT', allowedValues: ['S', 'M'], visibleToMember: true });
    });
    const member = { name: 'Campo', surname: 'Libero', ssn: 'CMPLBR80A01H501K', group: 'g1' };

    it.each([
      ['__x__', 'validation.notAllowed'],
      ['', 'validation.notAllowed'],
      ['unknown', 'validation.notAllowed'],
    ])('key %j → INVALID_REQUEST at body.customFields.<key>, nothing written', async (key, message) => {
      const before = (await db.collection(orgCol(ORG_A, 'members')).get()).size;
      const res = await api('POST', '/v1/members/one', { token: world.tokens.orgAdmin, body: { ...member, customFields: { [key]: 'M' } } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ err: 'INVALID_REQUEST', issues: [{ path: `body.customFields.${key}`, message }] });
      expect((await db.collection(orgCol(ORG_A, 'members')).get()).size).toBe(before);
    });

    it('a value its field does not take is refused; a good one is stored (create and PATCH)', async () => {
      const bad = await api('PATCH', '/v1/members/one', {
        token: world.tokens.orgAdmin,
        headers: { id: 'm1' },
        body: { customFields: { taglia: 'XXL' } },
      });
      expect(bad).toMatchObject({
        status: 400,
        body: { issues: [{ path: 'body.customFields.taglia', message: 'validation.notAllowed' }] },
      });
      const good = await api('PATCH', '/v1/members/one', {
        token: world.tokens.orgAdmin,
        headers: { id: 'm1' },
        body: { customFields: { taglia: 'M' } },
      });
      expect(good.status).toBe(200);
      expect((await db.doc(memberPath(ORG_A, 'm1')).get()).get('customFields')).toEqual({ taglia: 'M' });
      const created = await api('POST', '/v1/members/one', {
        token: world.tokens.orgAdmin,
        body: { ...member, customFields: { taglia: 'S' } },
      });
      expect(created.status).toBe(200);
    });
  });

  describe('transport', () => {
    it(`a body over ${REQUEST_BODY_MAX_BYTES} bytes → 413 PAYLOAD_TOO_LARGE`, async () => {
      const body = JSON.stringify({ id: 'm1', reason: 'x'.repeat(REQUEST_BODY_MAX_BYTES) });
      const res = await rawApi({
        method: 'POST',
        path: '/v1/members/suspension-communication',
        headers: { ...bearer('orgAdmin'), 'content-type': 'application/json' },
        body,
      });
      expect(res).toMatchObject({ status: 413, json: true, body: { err: 'PAYLOAD_TOO_LARGE' } });
    });

    it('a body that is not JSON → INVALID_REQUEST at headers.content-type', async () => {
      const res = await rawApi({
        method: 'POST',
        path: '/auth/choose-profile',
        headers: { ...bearer('twoProfiles'), 'content-type': 'text/plain' },
        body: '{"profileId":"x"}',
      });
      expect(res).toMatchObject({ status: 400, json: true, body: { err: 'INVALID_REQUEST', issues: [{ path: 'headers.content-type' }] } });
    });

    it('JSON on GET → INVALID_REQUEST at body', async () => {
      const res = await rawApi({
        method: 'GET',
        path: '/v1/configs/all',
        headers: { ...bearer('orgAdmin'), 'content-type': 'application/json' },
        body: '{"a":1}',
      });
      expect(res).toMatchObject({ status: 400, json: true, body: { err: 'INVALID_REQUEST', issues: [{ path: 'body' }] } });
    });
  });

  describe('list endpoints answer pages', () => {
    it.each([
      ['/v1/members/all', 'members', (r: Record<string, unknown>) => r.id],
      ['/v1/cards/all', 'cards', (r: Record<string, unknown>) => r.number],
    ] as const)('%s: limit and cursor walk the whole list, page by page; bad paging headers are refused', async (path, collection, key) => {
      type Page = { result: Record<string, unknown>[]; next: string | null };
      const seen: unknown[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: Awaited<ReturnType<typeof api<Page>>> = await api<Page>('GET', path, {
          token: world.tokens.orgAdmin,
          headers: { limit: '2', ...(cursor ? { cursor } : {}) },
        });
        expect(page.status).toBe(200);
        expect(page.body.result.length).toBeLessThanOrEqual(2);
        seen.push(...page.body.result.map(key));
        cursor = page.body.next;
        pages++;
      } while (cursor && pages < 10);
      const stored = (await db.collection(orgCol(ORG_A, collection)).get()).docs.map((d) => d.id).sort();
      expect(stored.length).toBeGreaterThan(2);
      expect(pages).toBe(Math.ceil(stored.length / 2));
      expect(seen.sort()).toEqual(stored);
      for (const limit of ['0', String(LIST_PAGE_MAX + 1), 'x'])
        expect((await api('GET', path, { token: world.tokens.orgAdmin, headers: { limit } })).body).toMatchObject({
          err: 'INVALID_REQUEST',
          issues: [{ path: 'headers.limit' }],
        });
    });
  });
});
