import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@tessera/domain/entities/organization';
import { MEMBER_SELF_EDITABLE } from '@tessera/domain/users/ownMember';
import { memberPath } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { pdfText } from '../support/pdfTools';
import { buildWorld, ORG_A, updateMember, type World } from '../support/world';

// The surviving-member card (preference survivingMemberCard): a member keeps the membership of a
// deceased one, linked by card number; the card PDFs and the digital card name the deceased member while the
// preference is on.
let world: World;
type Answer = { id?: string; err?: string; issues?: { path: string; message: string }[]; survivorOf?: unknown; pdf?: string };

const setFlag = async (on: boolean) => {
  const res = await api('POST', '/v1/settings/sync-preferences', {
    token: world.tokens.orgAdmin,
    body: {
      preferences: {
        ...DEFAULT_PREFERENCES,
        memberEditableFields: [...MEMBER_SELF_EDITABLE],
        cardAttachments: true,
        survivingMemberCard: on,
      },
    },
  });
  expect(res.status).toBe(200);
};
const link = (id: string, deceasedCard: string | null, token = world.tokens.orgAdmin) =>
  api<Answer>('PATCH', '/v1/members/survivor', { token, headers: { id }, body: { deceasedCard } });
const stored = async (id: string) => (await db.doc(memberPath(ORG_A, id)).get()).get('survivorOf');
const cardPdfText = async () => {
  const res = await api<Answer>('GET', '/v1/members/resend-card-pdf', { token: world.tokens.orgAdmin, headers: { user: 'm1' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return pdfText(Buffer.from(res.body.pdf!, 'base64')).replace(/\s+/g, ' ');
};

beforeAll(async () => {
  world = await buildWorld();
  await updateMember(ORG_A, 'm3', { deceased: true });
});
afterAll(async () => {
  await updateMember(ORG_A, 'm3', { deceased: false });
});

describe('survivingMemberCard off (the default)', () => {
  it('linking answers NOT_ENABLED and stores nothing', async () => {
    await setFlag(false);
    const res = await link('m1', '1003');
    expect([res.status, res.body.err]).toEqual([403, 'NOT_ENABLED']);
    expect(await stored('m1')).toBeUndefined();
  });
});

describe('survivingMemberCard on', () => {
  beforeAll(() => setFlag(true));

  it('links a deceased member by card number; the card PDF and the digital card name them; undone, they do not', async () => {
    const res = await link('m1', '1003');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const survivorOf = { memberId: 'm3', name: 'Luca Verdi', cardNumber: '1003' };
    expect(res.body.survivorOf).toEqual(survivorOf);
    expect(await stored('m1')).toEqual(survivorOf);

    const text = await cardPdfText();
    expect(text).toContain('TESSERA SOCIO SUPERSTITE');
    expect(text).toContain('Superstite di Luca Verdi');
    const own = await api<{ card: { survivorOf: string | null } }>('GET', '/v1/profile/card', { token: world.tokens.member });
    expect(own.body.card.survivorOf).toBe('Luca Verdi');

    // the preference off again: the link stays stored, the cards no longer say it
    await setFlag(false);
    expect(await cardPdfText()).not.toContain('SUPERSTITE');
    expect(
      (await api<{ card: { survivorOf: string | null } }>('GET', '/v1/profile/card', { token: world.tokens.member })).body.card.survivorOf,
    ).toBeNull();
    await setFlag(true);

    const undo = await link('m1', null);
    expect([undo.status, undo.body.survivorOf]).toEqual([200, null]);
    expect(await stored('m1')).toBeUndefined();
    const after = await cardPdfText();
    expect(after).toContain('TESSERA ASSOCIATIVA');
    expect(after).not.toContain('Superstite');
  });

  it.each([
    ['a member who is not deceased', '1002', 'validation.notAllowed'],
    ['an unknown card', '9999', 'validation.notFound'],
    ["the member's own card", '1001', 'validation.notFound'],
    ['a card number with letters', '10a3', 'validation.cardNumber'],
  ])('refuses %s, storing nothing', async (_, card, message) => {
    const res = await link('m1', card);
    expect([res.status, res.body.issues]).toEqual([400, [{ path: 'body.deceasedCard', message }]]);
    expect(await stored('m1')).toBeUndefined();
  });

  it('a group admin: a deceased member outside its groups reads as not found; a member outside them is not theirs', async () => {
    const res = await link('m1', '1003', world.tokens.groupAdmin);
    expect(res.body.issues).toEqual([{ path: 'body.deceasedCard', message: 'validation.notFound' }]);
    expect((await link('m3', null, world.tokens.groupAdmin)).body.err).toBe('NO_USER_ALLOWED');
    expect((await link('m1', '1003', world.tokens.member)).body.err).toBe('NO_USER_ALLOWED');
    expect(await stored('m1')).toBeUndefined();
  });
});
