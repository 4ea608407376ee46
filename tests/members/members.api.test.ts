import { beforeAll, describe, expect, it } from 'vitest';
import { cardPath, memberPath, orgCol, uniquePath } from '@tessera/domain/paths';
import { claimMemberEmails } from '../../scripts/lib/claimMemberEmails';
import { rolesWith } from '@tessera/domain/permissions';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, type PrincipalName, type World } from '../support/world';
import { memberListFieldsOf } from '@tessera/domain/lists/listFields';
import { nthTaxCode } from '../support/taxCodes';

type Member = {
  id: string;
  name: string;
  surname: string;
  ssn: string;
  cardNumber?: string;
  group?: string;
  accountStatus: string;
  cardStatus: string;
  birthDate?: string;
};

const newMember = (over: Record<string, unknown> = {}) => ({
  name: 'Giulia',
  surname: 'Esposito',
  ssn: 'spsgli90a41f839b',
  group: 'g1',
  ...over,
});

async function memberCount(org = ORG_A) {
  return (await db.collection(orgCol(org, 'members')).count().get()).data().count;
}

describe('/v1/members/one', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  });

  describe('GET (header id)', () => {
    it.each(['orgAdmin', 'management', 'staff', 'platform'] as PrincipalName[])('%s reads any member of the organization', async (who) => {
      const res = await api<{ result: Member }>('GET', '/v1/members/one', { token: world.tokens[who], headers: { id: 'm3' } });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ id: 'm3', name: 'Luca', group: 'g3' });
    });

    it('a group admin reads members of its groups, not of others', async () => {
      expect((await api('GET', '/v1/members/one', { token: world.tokens.groupAdmin, headers: { id: 'm1' } })).status).toBe(200);
      const outside = await api('GET', '/v1/members/one', { token: world.tokens.groupAdmin, headers: { id: 'm3' } });
      expect(outside.status).toBe(403);
      expect(outside.body.err).toBe('NO_USER_ALLOWED');
    });

    it('a member may not use the admin endpoint (NO_USER_ALLOWED), not even on itself', async () => {
      expect(rolesWith('members.read')).not.toContain('member');
      const res = await api('GET', '/v1/members/one', { token: world.tokens.member, headers: { id: 'm1' } });
      expect(res.status).toBe(403);
      expect(res.body.err).toBe('NO_USER_ALLOWED');
    });

    it('an admin of another organization does not find the member (it looks in its own)', async () => {
      const res = await api('GET', '/v1/members/one', { token: world.tokens.otherOrgAdmin, headers: { id: 'm1' } });
      expect(res.status).toBe(404);
      expect(res.body.err).toBe('USER_NOT_FOUND');
    });

    it('a missing id header is 400 INVALID_REQUEST naming the header; an unknown id is 404 USER_NOT_FOUND', async () => {
      const missing = await api('GET', '/v1/members/one', { token: world.tokens.orgAdmin });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ err: 'INVALID_REQUEST', issues: [{ path: 'headers.id' }] });
      const unknown = await api('GET', '/v1/members/one', { token: world.tokens.orgAdmin, headers: { id: 'zzz' } });
      expect(unknown.status).toBe(404);
      expect(unknown.body.err).toBe('USER_NOT_FOUND');
    });
  });

  describe('POST', () => {
    it('creates the member and its card; tax code uppercased, dates as ISO strings', async () => {
      const res = await api<{ result: Member }>('POST', '/v1/members/one', {
        token: world.tokens.orgAdmin,
        body: newMember({ cardNumber: '2001', birthDate: '1990-01-01', email: 'Giulia.Esposito@Example.it' }),
      });
      expect(res.status).toBe(200);
      const m = res.body.result;
      expect(m).toMatchObject({
        name: 'Giulia',
        ssn: 'SPSGLI90A41F839B',
        cardNumber: '2001',
        accountStatus: 'ACTIVE',
        cardStatus: 'ACTIVE',
        birthDate: '1990-01-01T00:00:00.000Z',
      });
      expect((await db.doc(memberPath(ORG_A, m.id)).get()).get('email')).toBe('giulia.esposito@example.it');
      expect((await db.doc(cardPath(ORG_A, '2001')).get()).data()).toMatchObject({
        memberId: m.id,
        holder: 'Esposito Giulia',
        group: 'g1',
        status: 'ACTIVE',
      });
    });

    it('a member without a card number has card status NOT_FOUND', async () => {
      const res = await api<{ result: Member }>('POST', '/v1/members/one', {
        token: world.tokens.management,
        body: newMember({ ssn: nthTaxCode('SNZCRT', 1) }),
      });
      expect(res.status).toBe(200);
      expect(res.body.result.cardStatus).toBe('NOT_FOUND');
    });

    it('refuses a card number already used: 409 CARD_NUMBER_ALREADY_USED, nothing written', async () => {
      const before = await memberCount();
      const res = await api('POST', '/v1/members/one', { token: world.tokens.orgAdmin, body: newMember({ cardNumber: '1001' }) });
      expect(res.status).toBe(409);
      expect(res.body.err).toBe('CARD_NUMBER_ALREADY_USED');
      expect(await memberCount()).toBe(before);
    });

    it('refuses an email already used in the organization: 409 EMAIL_ALREADY_USED', async () => {
      const before = await memberCount();
      const res = await api('POST', '/v1/members/one', { token: world.tokens.orgAdmin, body: newMember({ email: 'luca@test.it' }) });
      expect(res.status).toBe(409);
      expect(res.body.err).toBe('EMAIL_ALREADY_USED');
      expect(await memberCount()).toBe(before);
    });

    it('knows an email by its claim alone; members stored before claims get theirs from the backfill, which reports duplicates', async () => {
      const claim = db.doc(uniquePath(ORG_A, 'email', 'luca@test.it'));
      expect((await claim.get()).get('memberId')).toBe('m3');
      await claim.delete();
      // a member stored without a claim (as before every writer kept them), holding luca's email too
      await db.doc(memberPath(ORG_A, 'old-twin')).set({ name: 'Luca', surname: 'Gemello', email: 'luca@test.it', group: 'g3' });
      const first = await claimMemberEmails(db, ORG_A);
      expect(first.claimed).toBe(1);
      expect(first.duplicates).toEqual(['luca@test.it']);
      // members are read in id order: m3 claims it, the twin is reported
      expect((await claim.get()).get('memberId')).toBe('m3');
      expect(await claimMemberEmails(db, ORG_A)).toEqual({ read: first.read, claimed: 0, duplicates: ['luca@test.it'] });
      await db.doc(memberPath(ORG_A, 'old-twin')).delete();
      const res = await api('POST', '/v1/members/one', { token: world.tokens.orgAdmin, body: newMember({ email: 'luca@test.it' }) });
      expect(res.body.err).toBe('EMAIL_ALREADY_USED');
    });

    it('two admins saving the same card number at once: one success, one CARD_NUMBER_ALREADY_USED', async () => {
      const before = await memberCount();
      const [a, b] = await Promise.all([
        api('POST', '/v1/members/one', { token: world.tokens.orgAdmin, body: newMember({ cardNumber: '3001', name: 'Primo' }) }),
        api('POST', '/v1/members/one', { token: world.tokens.management, body: newMember({ cardNumber: '3001', name: 'Secondo' }) }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect([a.body.err, b.body.err].filter(Boolean)).toEqual(['CARD_NUMBER_ALREADY_USED']);
      expect(await memberCount()).toBe(before + 1);
      expect((await db.collection(orgCol(ORG_A, 'members')).where('cardNumber', '==', '3001').get()).size).toBe(1);
    });

    it('a group admin creates only inside its groups', async () => {
      expect(
        (
          await api('POST', '/v1/members/one', {
            token: world.tokens.groupAdmin,
            body: newMember({ group: 'g2', ssn: nthTaxCode('GRPDUE', 2) }),
          })
        ).status,
      ).toBe(200);
      const outside = await api('POST', '/v1/members/one', {
        token: world.tokens.groupAdmin,
        body: newMember({ group: 'g3', ssn: nthTaxCode('GRPTRE', 3) }),
      });
      expect(outside.status).toBe(403);
      expect(outside.body.err).toBe('NO_USER_ALLOWED');
      const noGroup = await api('POST', '/v1/members/one', {
        token: world.tokens.groupAdmin,
        body: newMember({ group: undefined, ssn: nthTaxCode('GRPZRO', 0) }),
      });
      expect(noGroup.status).toBe(403);
    });

    it.each(['staff', 'member'] as PrincipalName[])('%s may not create members (NO_USER_ALLOWED)', async (who) => {
      expect(rolesWith('members.write')).not.toContain(who === 'staff' ? 'staff' : 'member');
      const res = await api('POST', '/v1/members/one', { token: world.tokens[who], body: newMember() });
      expect(res.status).toBe(403);
      expect(res.body.err).toBe('NO_USER_ALLOWED');
    });

    it.each([
      ['no name', { name: '' }, 'body.name'],
      ['a tax code over 16 characters', { ssn: 'RSSMRA80A01H501UX' }, 'body.ssn'],
      ['a bad email', { email: 'nope@' }, 'body.email'],
      ['a bad birth date', { birthDate: '1990-13-45' }, 'body.birthDate'],
      ['a card number with letters', { cardNumber: 'AB12' }, 'body.cardNumber'],
      ['an unknown account status', { accountStatus: 'GONE' }, 'body.accountStatus'],
      ['a group id with a slash', { group: 'a/b' }, 'body.group'],
    ])('refuses %s with 400 INVALID_REQUEST and writes nothing', async (_label, over, path) => {
      const before = await memberCount();
      const res = await api('POST', '/v1/members/one', { token: world.tokens.orgAdmin, body: newMember(over) });
      expect(res.status).toBe(400);
      expect(res.body.err).toBe('INVALID_REQUEST');
      expect(res.body.issues?.map((i) => i.path)).toContain(path);
      expect(await memberCount()).toBe(before);
    });
  });

  describe('PATCH (header id)', () => {
    it('changes the given fields only and keeps the card in step', async () => {
      const res = await api<{ result: Member }>('PATCH', '/v1/members/one', {
        token: world.tokens.orgAdmin,
        headers: { id: 'm3' },
        body: { surname: 'Verdini', accountStatus: 'SUSPENDED' },
      });
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ name: 'Luca', surname: 'Verdini', accountStatus: 'SUSPENDED', cardNumber: '1003' });
      expect((await db.doc(cardPath(ORG_A, '1003')).get()).get('holder')).toBe('Verdini Luca');
    });

    it('moves the card to a new free number', async () => {
      const res = await api<{ result: Member }>('PATCH', '/v1/members/one', {
        token: world.tokens.orgAdmin,
        headers: { id: 'm3' },
        body: { cardNumber: '4003' },
      });
      expect(res.status).toBe(200);
      expect((await db.doc(cardPath(ORG_A, '1003')).get()).exists).toBe(false);
      expect((await db.doc(cardPath(ORG_A, '4003')).get()).get('memberId')).toBe('m3');
    });

    it('refuses a number in use by another member and changes nothing', async () => {
      const before = (await db.doc(memberPath(ORG_A, 'm3')).get()).data();
      const res = await api('PATCH', '/v1/members/one', {
        token: world.tokens.orgAdmin,
        headers: { id: 'm3' },
        body: { cardNumber: '1001', surname: 'X' },
      });
      expect(res.status).toBe(409);
      expect(res.body.err).toBe('CARD_NUMBER_ALREADY_USED');
      expect((await db.doc(memberPath(ORG_A, 'm3')).get()).data()).toEqual(before);
    });

    it('a group admin may not edit outside its groups nor move a member out of them', async () => {
      const outside = await api('PATCH', '/v1/members/one', {
        token: world.tokens.groupAdmin,
        headers: { id: 'm3' },
        body: { notes: 'x' },
      });
      expect(outside.status).toBe(403);
      const moveOut = await api('PATCH', '/v1/members/one', {
        token: world.tokens.groupAdmin,
        headers: { id: 'm1' },
        body: { group: 'g3' },
      });
      expect(moveOut.status).toBe(403);
      expect((await db.doc(memberPath(ORG_A, 'm1')).get()).get('group')).toBe('g1');
    });

    it('an empty body is 400 INVALID_REQUEST and touches nothing', async () => {
      const before = (await db.doc(memberPath(ORG_A, 'm1')).get()).data();
      const res = await api('PATCH', '/v1/members/one', { token: world.tokens.orgAdmin, headers: { id: 'm1' }, body: {} });
      expect(res.status).toBe(400);
      expect(res.body.err).toBe('INVALID_REQUEST');
      expect((await db.doc(memberPath(ORG_A, 'm1')).get()).data()).toEqual(before);
    });

    it('null removes optional fields: deleted in Firestore, search words, card and email uniqueness follow', async () => {
      const patch = (id: string, body: Record<string, unknown>, token = world.tokens.orgAdmin) =>
        api<{ result: Record<string, unknown> }>('PATCH', '/v1/members/one', { token, headers: { id }, body });
      // custom values are checked against the organization's definitions
      await db.doc(`${orgCol(ORG_A, 'customFields')}/cf-taglia`).set({ name: 'taglia', type: 'TEXT', visibleToMember: false });
      const filled = await patch('m2', {
        secondaryEmail: 'anna.casa@test.it',
        phone: '+39 333 1112223',
        title: 'Dott.ssa',
        notes: 'nota',
        hobbies: 'vela',
        birthDate: '1985-08-01',
        privacyAcceptedAt: '2024-01-02',
        residence: { line: 'Via Po 1', city: 'TORINO', state: 'TO', country: 'ITALIA', zip: '10100' },
        customFields: { taglia: 'M' },
      });
      expect(filled.status).toBe(200);
      const cleared = [
        'secondaryEmail',
        'phone',
        'title',
        'notes',
        'hobbies',
        'birthDate',
        'privacyAcceptedAt',
        'residence',
        'customFields',
        'email',
        'cardNumber',
      ] as const;
      const res = await patch('m2', Object.fromEntries(cleared.map((k) => [k, null])));
      expect(res.status).toBe(200);
      const stored = (await db.doc(memberPath(ORG_A, 'm2')).get()).data()!;
      for (const k of cleared) {
        expect(stored, k).not.toHaveProperty(k);
        expect(res.body.result, k).not.toHaveProperty(k);
      }
      expect(stored).toMatchObject({ name: 'Anna', surname: 'Bianchi', ssn: 'BNCNNA85M41F205Q', group: 'g2', cardStatus: 'NOT_FOUND' });
      // the removed email and card number no longer find the member; the card document is gone
      expect(stored.searchTokens).toEqual(memberListFieldsOf(stored).searchTokens);
      expect(stored.searchTokens).not.toContain('1002');
      expect(stored.searchTokens).toContain('bianchi anna');
      expect((await db.doc(cardPath(ORG_A, '1002')).get()).exists).toBe(false);
      // the email and the number are free again
      const reuse = await api<{ result: Member }>('POST', '/v1/members/one', {
        token: world.tokens.orgAdmin,
        body: newMember({ ssn: 'BNCNNA85M41F205Q', email: 'two@test.it', cardNumber: '1002' }),
      });
      expect(reuse.status).toBe(200);
      // removing what is not there is harmless
      expect((await patch('m2', { phone: null })).status).toBe(200);
    });

    it('null on a required field or a flag is 400 INVALID_REQUEST and changes nothing', async () => {
      const before = (await db.doc(memberPath(ORG_A, 'm3')).get()).data();
      for (const field of ['name', 'surname', 'ssn', 'accountStatus', 'deceased']) {
        const res = await api<{ err: string; issues: { path: string }[] }>('PATCH', '/v1/members/one', {
          token: world.tokens.orgAdmin,
          headers: { id: 'm3' },
          body: { [field]: null, notes: 'should not be written' },
        });
        expect(res.status, field).toBe(400);
        expect(res.body.err).toBe('INVALID_REQUEST');
        expect(res.body.issues.map((i) => i.path)).toContain(`body.${field}`);
      }
      expect((await db.doc(memberPath(ORG_A, 'm3')).get()).data()).toEqual(before);
    });

    it('a group admin may not remove the group (the member would leave its scope)', async () => {
      const res = await api('PATCH', '/v1/members/one', { token: world.tokens.groupAdmin, headers: { id: 'm1' }, body: { group: null } });
      expect(res.status).toBe(403);
      expect((await db.doc(memberPath(ORG_A, 'm1')).get()).get('group')).toBe('g1');
    });

    it('unknown id → 404 USER_NOT_FOUND; bad body → 400 INVALID_REQUEST; staff → 403', async () => {
      expect(
        (await api('PATCH', '/v1/members/one', { token: world.tokens.orgAdmin, headers: { id: 'zzz' }, body: { notes: 'x' } })).body.err,
      ).toBe('USER_NOT_FOUND');
      const bad = await api('PATCH', '/v1/members/one', { token: world.tokens.orgAdmin, headers: { id: 'm1' }, body: { email: 'bad' } });
      expect(bad.status).toBe(400);
      expect(bad.body.err).toBe('INVALID_REQUEST');
      expect(
        (await api('PATCH', '/v1/members/one', { token: world.tokens.staff, headers: { id: 'm1' }, body: { notes: 'x' } })).body.err,
      ).toBe('NO_USER_ALLOWED');
    });
  });
});
