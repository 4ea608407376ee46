import type { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { CARD_NUMBER_COUNTER, cardPath, counterPath, memberPath } from '@tessera/domain/paths';
import { db } from '../support/admin';
import { api } from '../support/api';
import { buildWorld, ORG_A, ORG_B, type World } from '../support/world';
import { HEADER, upAndWait } from '../uploads/support';
import { nthTaxCode } from '../support/taxCodes';

/**
 * The last issued card number lives in one counter document, raised in the transaction of every card
 * creation; and every newly issued card (admin, upload, signup — see payments/webhook) runs to 31 December.
 */
const counterOf = async (org: string) => (await db.doc(counterPath(org, CARD_NUMBER_COUNTER)).get()).data();
const isoOf = (v: unknown) => (v as Timestamp | null)?.toDate().toISOString().slice(0, 10) ?? null;
const yearEnd = () => `${todayInItaly().slice(0, 4)}-12-31`;

describe('card-number counter and valid-until of new cards', () => {
  let world: World;
  const as = (who: keyof World['tokens']) => world.tokens[who];
  const lastCard = (org: 'A' | 'B' = 'A') => api('GET', '/v1/members/last-card', { token: as(org === 'A' ? 'orgAdmin' : 'otherOrgAdmin') });
  const create = (body: Record<string, unknown>) =>
    api<{ result: { id: string } }>('POST', '/v1/members/one', { token: as('orgAdmin'), body });
  beforeAll(async () => {
    world = await buildWorld();
  });

  it('last-card without a counter (data from before it) reads the card ids once and stores the counter', async () => {
    expect(await counterOf(ORG_B)).toBeUndefined();
    expect((await lastCard('B')).body).toEqual({ number: '1001', suggestion: '1002' });
    expect(await counterOf(ORG_B)).toMatchObject({ last: '1001' });
  });

  it('last-card answers from the counter document, not from the card ids', async () => {
    await db.doc(counterPath(ORG_A, CARD_NUMBER_COUNTER)).set({ last: '0012000' });
    expect((await lastCard()).body).toEqual({ number: '0012000', suggestion: '0012001' });
  });

  it('an admin-created card raises the counter (never lowers it) and runs to 31 December', async () => {
    const high = await create({ name: 'Alta', surname: 'Numerazione', ssn: 'TSTBCX80A01H101Y', group: 'g1', cardNumber: '0050000' });
    expect(high.status).toBe(200);
    expect(await counterOf(ORG_A)).toMatchObject({ last: '0050000' });
    expect((await create({ name: 'Bassa', surname: 'Numerazione', ssn: 'TSTBDX80A01H102F', group: 'g1', cardNumber: '7' })).status).toBe(
      200,
    );
    expect((await lastCard()).body).toEqual({ number: '0050000', suggestion: '0050001' });
    const member = (await db.doc(memberPath(ORG_A, high.body.result.id)).get()).data()!;
    expect(isoOf(member.cardValidUntil)).toBe(yearEnd());
    expect(isoOf((await db.doc(cardPath(ORG_A, '0050000')).get()).get('validUntil'))).toBe(yearEnd());
  });

  it('members given numbers at once (resume-card-number) and admins creating cards never share a number', async () => {
    const ids = await Promise.all(
      [1, 2, 3, 4, 5].map(
        async (i) => (await create({ name: `Senza${i}`, surname: 'Tessera', ssn: nthTaxCode('RCECRD', i), group: 'g1' })).body.result.id,
      ),
    );
    const resumed = Promise.all(
      ids.map((id) => api<{ number: string }>('GET', '/v1/members/resume-card-number', { token: as('orgAdmin'), headers: { id } })),
    );
    const created = create({ name: 'Manuale', surname: 'Tessera', ssn: 'TSTBFX80A01H103N', group: 'g1', cardNumber: '0050003' });
    const numbers = (await resumed).map((r) => r.body.number);
    expect((await created).status === 200 || (await created).body.err === 'CARD_NUMBER_ALREADY_USED').toBe(true);
    expect(new Set(numbers).size).toBe(5);
    for (const n of numbers) expect((await db.doc(cardPath(ORG_A, n)).get()).get('memberId')).toBeTruthy();
    const highest = [...numbers, '0050003'].sort((a, b) => Number(b) - Number(a))[0];
    expect((await counterOf(ORG_A))!.last).toBe(highest);
    const resumedMember = (await db.doc(memberPath(ORG_A, ids[0]!)).get()).data()!;
    expect(isoOf(resumedMember.cardValidUntil)).toBe(yearEnd());
  });

  it('an upload that creates cards gives them the valid-until of the rules and raises the counter', async () => {
    const { job } = await upAndWait(
      as('orgAdmin'),
      'UPSERT',
      'cards.csv',
      `${HEADER},cardnumber\nCaricata,Tessera,upload-card@prova.it,,,,0090000\n`,
    );
    expect(job.state).toBe('DONE');
    const card = (await db.doc(cardPath(ORG_A, '0090000')).get()).data()!;
    expect(isoOf(card.validUntil)).toBe(yearEnd());
    expect(isoOf((await db.doc(memberPath(ORG_A, card.memberId)).get()).get('cardValidUntil'))).toBe(yearEnd());
    expect((await lastCard()).body).toEqual({ number: '0090000', suggestion: '0090001' });
  });
});
