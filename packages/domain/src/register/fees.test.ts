import { describe, expect, it } from 'vitest';
import { feeEntry, standingFee, type RegisterFeeState } from './fees';

const member = { surname: 'Rossi', name: 'Mario', taxCode: 'RSSMRA80A01H501U' };
const paid = { memberId: 'm1', payYear: 2026, cardPayment: true, refunded: false, status: 'PROCESSED', amount: 3000 };
const recorded: RegisterFeeState = { seq: 7, memberId: 'm1', feeYear: 2026, feeCents: 3000 };

describe('fee entries', () => {
  it('a paid fee seen for the first time is a fee entry; anything else first seen records nothing', () => {
    expect(feeEntry(undefined, paid, member)).toMatchObject({ kind: 'fee', memberId: 'm1', feeYear: 2026, feeCents: 3000, corrects: null });
    expect(feeEntry(undefined, { ...paid, cardPayment: false }, member)).toBeNull();
    expect(feeEntry(undefined, { ...paid, status: 'ONHOLD' }, member)).toBeNull();
    expect(feeEntry(undefined, undefined, member)).toBeNull();
  });

  it('a recorded fee that still stands as recorded records nothing', () => {
    expect(feeEntry(recorded, paid, member)).toBeNull();
    expect(feeEntry(recorded, { ...paid, object: 'Quota', mode: 'CONTANTI' }, member)).toBeNull();
  });

  it('a recorded fee refunded, deleted or put on hold is corrected to 0; a new year or amount to the new fee', () => {
    for (const now of [{ ...paid, refunded: true }, { ...paid, status: 'ONHOLD' }, undefined])
      expect(feeEntry(recorded, now, member)).toMatchObject({
        kind: 'correction',
        corrects: 7,
        memberId: 'm1',
        feeYear: 2026,
        feeCents: 0,
      });
    expect(feeEntry(recorded, { ...paid, amount: 3500 }, member)).toMatchObject({ corrects: 7, feeYear: 2026, feeCents: 3500 });
    expect(feeEntry(recorded, { ...paid, payYear: 2027 }, member)).toMatchObject({ corrects: 7, feeYear: 2027, feeCents: 3000 });
    // corrected to 0 already: a refunded fee edited again records nothing
    expect(feeEntry({ ...recorded, feeCents: 0 }, { ...paid, refunded: true, amount: 1 }, member)).toBeNull();
  });

  it('reads a payment’s fee only from a whole number of cents', () => {
    expect(standingFee({ ...paid, amount: 12.5 })?.feeCents).toBe(0);
  });
});
