import { beforeAll, describe, expect, it } from 'vitest';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, type World } from '../support/world';

describe('the member’s own card, cancellation request and data (/v1/profile)', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
  });

  it.each([
    ['GET', '/v1/profile/card'],
    ['GET', '/v1/profile/card-pdf'],
    ['POST', '/v1/profile/cancellation'],
  ] as const)('%s %s: no token → 401; a profile that is no member → 404 USER_NOT_FOUND', async (method, path) => {
    const body = method === 'POST' ? { requested: true } : undefined;
    expect((await api(method, path, { body })).status).toBe(401);
    const admin = await api(method, path, { token: world.tokens.orgAdmin, body });
    expect(admin.status).toBe(404);
    expect(admin.body.err).toBe('USER_NOT_FOUND');
  });

  it('GET /v1/profile/card: holder, number, status, the signed QR (token and SVG) and the membership', async () => {
    const res = await api<{ card: Record<string, string>; membership: Record<string, unknown> }>('GET', '/v1/profile/card', {
      token: world.tokens.member,
    });
    expect(res.status).toBe(200);
    expect(res.body.card).toMatchObject({ holder: 'Mario Rossi', number: '1001', status: 'ACTIVE', orgName: 'Associazione Alfa' });
    expect(res.body.card.qrToken).toMatch(/^[\w-]+\.[\w-]+$/);
    const payload = JSON.parse(Buffer.from(res.body.card.qrToken!.split('.')[0]!, 'base64url').toString());
    expect(payload).toMatchObject({ o: ORG_A, c: '1001', m: 'm1' });
    expect(res.body.card.qrSvg).toContain('<svg');
    expect(res.body.membership).toMatchObject({ accountStatus: 'ACTIVE', cancellationRequested: false });
  });

  it('GET /v1/profile/card-pdf: the own card as a PDF; a bad lang header → 400', async () => {
    const res = await api<{ pdf: string; fileName: string }>('GET', '/v1/profile/card-pdf', {
      token: world.tokens.member,
      headers: { lang: 'en' },
    });
    expect(res.status).toBe(200);
    expect(res.body.fileName).toBe('tessera-1001.pdf');
    expect(Buffer.from(res.body.pdf, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const bad = await api('GET', '/v1/profile/card-pdf', { token: world.tokens.member, headers: { lang: 'de' } });
    expect(bad.status).toBe(400);
  });

  it('POST /v1/profile/cancellation: request and revoke, with the date; bad input → 400', async () => {
    expect((await api('POST', '/v1/profile/cancellation', { token: world.tokens.member, body: { requested: 'yes' } })).status).toBe(400);
    const on = await api('POST', '/v1/profile/cancellation', { token: world.tokens.member, body: { requested: true } });
    expect(on.status).toBe(200);
    let m = (await db.doc(memberPath(ORG_A, 'm1')).get()).data()!;
    expect(m.cancellationRequested).toBe(true);
    expect(m.cancellationRequestedAt).toBeTruthy();
    await api('POST', '/v1/profile/cancellation', { token: world.tokens.member, body: { requested: false } });
    m = (await db.doc(memberPath(ORG_A, 'm1')).get()).data()!;
    expect(m.cancellationRequested).toBe(false);
    expect(m.cancellationRequestedAt).toBeNull();
  });

  it('PATCH /v1/profile/patch {member}: saves the editable fields and visible custom fields; refuses the rest, writing nothing', async () => {
    await db
      .doc(`${orgCol(ORG_A, 'customFields')}/cf-shirt`)
      .set({ name: 'Taglia', type: 'SELECT', allowedValues: ['S', 'M'], required: false, visibleToMember: true });
    await db
      .doc(`${orgCol(ORG_A, 'customFields')}/cf-secret`)
      .set({ name: 'Nota interna', type: 'TEXT', allowedValues: [], required: false, visibleToMember: false });
    await db.doc(memberPath(ORG_A, 'm1')).set({ customFields: { 'Nota interna': 'riservato' } }, { merge: true });

    const ok = await api<{ member: Record<string, unknown> }>('PATCH', '/v1/profile/patch', {
      token: world.tokens.member,
      body: {
        member: { phone: '333 1234567', residence: { line: 'Via Roma 1', city: 'ROMA', zip: '00100' }, customFields: { Taglia: 'M' } },
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.member).toMatchObject({ phone: '333 1234567', residence: { line: 'Via Roma 1', city: 'ROMA', zip: '00100' } });
    const saved = (await db.doc(memberPath(ORG_A, 'm1')).get()).data()!;
    expect(saved.customFields).toEqual({ 'Nota interna': 'riservato', Taglia: 'M' });

    for (const member of [
      { name: 'Hacker' },
      { customFields: { 'Nota interna': 'x' } },
      { customFields: { Taglia: 'XXL' } },
      { phone: 'x'.repeat(40) },
    ]) {
      const res = await api('PATCH', '/v1/profile/patch', { token: world.tokens.member, body: { member, lang: 'en' } });
      expect(res.status).toBe(400);
      expect(res.body.err).toBe('INVALID_REQUEST');
    }
    const after = (await db.doc(memberPath(ORG_A, 'm1')).get()).data()!;
    expect(after.name).toBe('Mario');
    expect(after.customFields).toEqual({ 'Nota interna': 'riservato', Taglia: 'M' });
  });

  it('the organization can narrow what members edit (preferences.memberEditableFields)', async () => {
    await db.doc(`organizations/${ORG_A}`).set({ preferences: { memberEditableFields: ['phone'] } }, { merge: true });
    const res = await api('PATCH', '/v1/profile/patch', { token: world.tokens.member, body: { member: { hobbies: 'scacchi' } } });
    expect(res.status).toBe(400);
    expect(res.body.issues?.[0]).toEqual({ path: 'body.member.hobbies', message: 'validation.notAllowed' });
    expect((await api('PATCH', '/v1/profile/patch', { token: world.tokens.member, body: { member: { phone: '06 123456' } } })).status).toBe(
      200,
    );
    await db.doc(`organizations/${ORG_A}`).set({ preferences: { memberEditableFields: null } }, { merge: true });
  });

  it('an admin profile (no member record) cannot patch member fields → 404; its account fields alone still work', async () => {
    expect((await api('PATCH', '/v1/profile/patch', { token: world.tokens.orgAdmin, body: { member: { phone: '1234567' } } })).status).toBe(
      404,
    );
    expect((await api('PATCH', '/v1/profile/patch', { token: world.tokens.orgAdmin, body: { lang: 'it' } })).status).toBe(200);
  });

  it('with mfa on, the phone number cannot be removed → 422 MISSING_PHONE_NUMBER', async () => {
    await db.doc(`accounts/${world.uid('member')}`).set({ mfa: true, phone_number: '+393331112222' }, { merge: true });
    const res = await api('PATCH', '/v1/profile/patch', { token: world.tokens.member, body: { phone_number: null } });
    expect(res.status).toBe(422);
    expect(res.body.err).toBe('MISSING_PHONE_NUMBER');
  });
});
