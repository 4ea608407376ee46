import { describe, expect, it } from 'vitest';
import { saleFromStored, saleInput, saleListFields, salePeriod, saleShortOfMinimum, seatsFreeField, seatsLeft } from './sale';

const base = {
  name: 'Gita',
  type: 'ACTIVITY',
  saleDate: '2027-05-10',
  openingDate: '2027-03-01',
  expirationDate: '2027-05-01',
  prices: [{ name: 'Intero', cost: 4500 }],
  paymentMethods: ['CONTANTI'],
};

describe('saleInput', () => {
  it('fills the defaults: no limit, no minimum, not online, no family', () => {
    expect(saleInput.parse(base)).toMatchObject({
      seatsAvailable: null,
      maxEnrolled: null,
      minEnrolled: 0,
      visibleOnline: false,
      onlineSellable: false,
      familyCategory: null,
      descriptionHTML: '',
      prices: [{ name: 'Intero', cost: 4500, vatDepartment: '' }],
    });
  });
  it('names each broken rule at its field', () => {
    const r = saleInput.safeParse({
      ...base,
      expirationDate: '2027-02-01',
      seatsAvailable: 3,
      minEnrolled: 4,
      canHaveFamily: true,
      prices: [
        { name: 'Intero', cost: 1 },
        { name: 'INTERO', cost: 2 },
      ],
      paymentMethods: ['CONTANTI', 'CONTANTI'],
    });
    expect(r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'expirationDate: validation.endBeforeStart',
      'minEnrolled: validation.minAboveSeats',
      'familyCategory: validation.required',
      'prices.1.name: validation.duplicate',
      'paymentMethods: validation.duplicate',
    ]);
    expect(saleInput.safeParse({ ...base, prices: [{ name: 'x', cost: 1.5 }] }).error?.issues[0]?.message).toBe('validation.cents');
    expect(saleInput.safeParse({ ...base, maxEnrolled: 0 }).error?.issues[0]?.message).toBe('validation.positiveInteger');
  });
  it('an item sold online accepts the card and is shown online; no family, no family category', () => {
    expect(saleInput.safeParse({ ...base, visibleOnline: true, onlineSellable: true }).error?.issues[0]?.message).toBe(
      'validation.onlineNeedsCard',
    );
    const hidden = saleInput.parse({ ...base, onlineSellable: true, paymentMethods: ['STRIPE'], familyCategory: 'cat-1' });
    expect([hidden.onlineSellable, hidden.familyCategory]).toEqual([false, null]);
  });
});

describe('salePeriod and the list fields', () => {
  it('upcoming before sales open, open through the last day of sales, closed until its day, past after', () => {
    expect(salePeriod(base, '2027-02-28')).toBe('upcoming');
    expect(salePeriod(base, '2027-03-01')).toBe('open');
    expect(salePeriod(base, '2027-05-01')).toBe('open');
    expect(salePeriod(base, '2027-05-02')).toBe('closed');
    expect(salePeriod(base, '2027-05-10')).toBe('closed');
    expect(salePeriod(base, '2027-05-11')).toBe('past');
  });
  it('stores search tokens, sort keys and the period of the day', () => {
    const f = saleListFields({ ...base, name: 'Gita al Lago' }, '2027-04-01');
    expect(f.searchTokens).toEqual(expect.arrayContaining(['gita', 'lago']));
    expect(f.sortKeys).toEqual({ name: 'gita al lago', saleDate: '2027-05-10' });
    expect(f.period).toBe('open');
    expect(f.free).toBe(false);
    expect(saleListFields({ ...base, prices: [{ cost: 0 }] }, '2027-04-01').free).toBe(true);
  });
});

describe('seats and the minimum', () => {
  it('seats left, none below zero, null without a limit', () => {
    expect(seatsLeft({ seatsAvailable: 10, currentEnrolled: 4 })).toBe(6);
    expect(seatsLeft({ seatsAvailable: 3, currentEnrolled: 4 })).toBe(0);
    expect(seatsLeft({ seatsAvailable: null, currentEnrolled: 4 })).toBeNull();
    expect(seatsFreeField({ seatsAvailable: 3, currentEnrolled: 3 })).toEqual({ seatsFree: false });
    expect(seatsFreeField({ seatsAvailable: 3, currentEnrolled: 2 })).toEqual({ seatsFree: true });
    expect(seatsFreeField({ seatsAvailable: null, currentEnrolled: 99 })).toEqual({ seatsFree: true });
  });
  it('flags an item short of its minimum within a week of its day, not before, not after', () => {
    const s = { saleDate: '2027-05-10', minEnrolled: 5, currentEnrolled: 2 };
    expect(saleShortOfMinimum(s, '2027-05-02')).toBe(false);
    expect(saleShortOfMinimum(s, '2027-05-03')).toBe(true);
    expect(saleShortOfMinimum(s, '2027-05-10')).toBe(true);
    expect(saleShortOfMinimum(s, '2027-05-11')).toBe(false);
    expect(saleShortOfMinimum({ ...s, currentEnrolled: 5 }, '2027-05-09')).toBe(false);
  });
  it('reads a stored item, filling what an older one lacks', () => {
    expect(saleFromStored('s1', { name: 'X', saleDate: '2027-05-10' }, '2027-01-01')).toMatchObject({
      id: 's1',
      type: 'ACTIVITY',
      prices: [],
      seatsAvailable: null,
      currentEnrolled: 0,
      familyCategory: null,
    });
  });
});
