import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { cardAttachmentsOn, buildWorld, type World, ORG_A } from '../support/world';

/**
 * One endpoint (or a few) per record scope a contract declares: dispatch builds the handler's scope from the
 * declaration (functions/src/http/scope.ts). The group admin holds g1 and g2; m3 (card 1003) is in g3.
 */
describe('record scope declared by the contracts', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
    // the A4 sheets of cards (print-card-attachment) are card attachments, off by default
    await cardAttachmentsOn(ORG_A);
  });

  describe("scope 'groups': a group admin outside its groups → 403 NO_USER_ALLOWED", () => {
    it('one member (GET /v1/members/one)', async () => {
      const res = await api('GET', '/v1/members/one', { token: world.tokens.groupAdmin, headers: { id: 'm3' } });
      expect([res.status, res.body.err]).toEqual([403, 'NO_USER_ALLOWED']);
      const inside = await api('GET', '/v1/members/one', { token: world.tokens.groupAdmin, headers: { id: 'm1' } });
      expect(inside.status).toBe(200);
    });

    it('a card (GET /v1/cards/payments)', async () => {
      const res = await api('GET', '/v1/cards/payments', { token: world.tokens.groupAdmin, headers: { card: '1003' } });
      expect([res.status, res.body.err]).toEqual([403, 'NO_USER_ALLOWED']);
    });

    it('one member among several (GET /v1/members/print-card-attachment)', async () => {
      const res = await api('GET', '/v1/members/print-card-attachment', { token: world.tokens.groupAdmin, headers: { user: 'm1,m3' } });
      expect([res.status, res.body.err]).toEqual([403, 'NO_USER_ALLOWED']);
    });

    it('a filter naming another group (POST /v1/members/extraction), while its own lists only its groups', async () => {
      const body = { filters: { group: 'g3' }, columns: ['surname'], format: 'csv' };
      const res = await api('POST', '/v1/members/extraction', { token: world.tokens.groupAdmin, body });
      expect([res.status, res.body.err]).toEqual([403, 'NO_USER_ALLOWED']);
      const own = await api<{ count: number }>('POST', '/v1/members/extraction', {
        token: world.tokens.groupAdmin,
        body: { columns: ['surname'], format: 'csv' },
      });
      expect([own.status, own.body.count]).toEqual([200, 2]);
    });
  });

  describe("scope 'own': the caller's own member record only", () => {
    it('GET /v1/profile/card answers the member its own card; a profile that is no member gets USER_NOT_FOUND', async () => {
      const mine = await api<{ card: { number: string } | null }>('GET', '/v1/profile/card', { token: world.tokens.member });
      expect([mine.status, mine.body.card?.number]).toEqual([200, '1001']);
      const none = await api('GET', '/v1/profile/card', { token: world.tokens.groupAdmin });
      expect([none.status, none.body.err]).toEqual([404, 'USER_NOT_FOUND']);
    });

    it('GET /v1/members/confirm-policy: a group admin confirms nothing → 403 NO_USER_ALLOWED', async () => {
      const res = await api('GET', '/v1/members/confirm-policy', { token: world.tokens.groupAdmin });
      expect([res.status, res.body.err]).toEqual([403, 'NO_USER_ALLOWED']);
    });
  });

  describe("scope 'organization': the whole organization, whatever the caller's groups", () => {
    it('GET /v1/members/check-card-number sees a card of another group; another organization does not see it', async () => {
      const here = await api('GET', '/v1/members/check-card-number', { token: world.tokens.groupAdmin, headers: { card: '1003' } });
      expect([here.status, here.body.available]).toEqual([200, false]);
      const elsewhere = await api('GET', '/v1/members/check-card-number', { token: world.tokens.otherOrgAdmin, headers: { card: '1003' } });
      expect([elsewhere.status, elsewhere.body.available]).toEqual([200, true]);
    });
  });
});
