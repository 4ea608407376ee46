import { describe, expect, it } from 'vitest';
import { CART_LINES_MAX, cartInput, cartObject, linePlaces, onlineSaleRefusal, priceLine } from './cart';

const SALE = {
  name: 'Gita al lago',
  type: 'ACTIVITY' as const,
  saleDate: '2027-05-10',
  prices: [
    { name: 'Socio', cost: 2500, vatDepartment: '' },
    { name: 'Ospite', cost: 4000, vatDepartment: '' },
  ],
};

describe('cartInput', () => {
  it('takes each item once, between one and CART_LINES_MAX lines, whole seats', () => {
    expect(cartInput.safeParse({ lines: [{ saleId: 'a', priceName: 'Socio', quantity: 2 }] }).success).toBe(true);
    const twice = cartInput.safeParse({
      lines: [
        { saleId: 'a', priceName: 'Socio', quantity: 1 },
        { saleId: 'a', priceName: 'Ospite', quantity: 1 },
      ],
    });
    expect(twice.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['lines.1.saleId', 'validation.duplicate']]);
    expect(cartInput.safeParse({ lines: [] }).error?.issues[0]?.message).toBe('validation.required');
    const many = Array.from({ length: CART_LINES_MAX + 1 }, (_, i) => ({ saleId: `s${i}`, priceName: 'Socio', quantity: 1 }));
    expect(cartInput.safeParse({ lines: many }).error?.issues[0]?.message).toBe('validation.tooManyValues');
    for (const quantity of [0, 1.5, -1])
      expect(cartInput.safeParse({ lines: [{ saleId: 'a', priceName: 'Socio', quantity }] }).error?.issues[0]?.message).toBe(
        'validation.positiveInteger',
      );
  });

  it('takes family members once each, and a line only for them (no seat of the member’s own)', () => {
    const only = cartInput.parse({ lines: [{ saleId: 'a', priceName: 'Socio', quantity: 0, family: ['r1', 'r2'] }] });
    expect(only.lines[0]).toEqual({ saleId: 'a', priceName: 'Socio', quantity: 0, family: ['r1', 'r2'] });
    expect(cartInput.parse({ lines: [{ saleId: 'a', priceName: 'Socio', quantity: 1 }] }).lines[0]!.family).toEqual([]);
    const twice = cartInput.safeParse({ lines: [{ saleId: 'a', priceName: 'Socio', quantity: 1, family: ['r1', 'r1'] }] });
    expect(twice.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['lines.0.family', 'validation.duplicate']]);
    const bad = cartInput.safeParse({ lines: [{ saleId: 'a', priceName: 'Socio', quantity: 1, family: ['a/b'] }] });
    expect(bad.error?.issues[0]?.path.join('.')).toBe('lines.0.family.0');
  });
});

describe('onlineSaleRefusal', () => {
  it('sells online only an item sold and shown online whose sales are open', () => {
    const ok = { onlineSellable: true, visibleOnline: true, period: 'open' as const };
    expect(onlineSaleRefusal(ok)).toBeNull();
    expect(onlineSaleRefusal({ ...ok, onlineSellable: false })).toBe('NOT_ENABLED');
    expect(onlineSaleRefusal({ ...ok, visibleOnline: false })).toBe('NOT_ENABLED');
    for (const period of ['upcoming', 'closed', 'past'] as const) expect(onlineSaleRefusal({ ...ok, period })).toBe('NOT_ENABLED');
  });
});

describe('priceLine and cartObject', () => {
  it('prices a line from the stored price, never from what the browser says', () => {
    expect(priceLine({ saleId: 'a', priceName: 'Ospite', quantity: 3, family: [] }, SALE)).toEqual({
      saleId: 'a',
      priceName: 'Ospite',
      quantity: 3,
      family: [],
      relatives: [],
      saleName: 'Gita al lago',
      type: 'ACTIVITY',
      saleDate: '2027-05-10',
      unitCost: 4000,
      amount: 12000,
    });
    expect(priceLine({ saleId: 'a', priceName: 'Gratis', quantity: 1, family: [] }, SALE)).toBeNull();
  });

  it('counts a family member’s seat at the line’s price, and makes one registration each', () => {
    const names = [{ id: 'r1', name: 'Marco Rossi', holder: 'Rossi Marco' }];
    const line = priceLine({ saleId: 'a', priceName: 'Socio', quantity: 1, family: ['r1'] }, SALE, names)!;
    expect([line.amount, line.relatives]).toEqual([5000, names]);
    expect(linePlaces('m1', line)).toEqual([
      { registrationId: 'm1', quantity: 1, relative: null },
      { registrationId: 'm1_r1', quantity: 1, relative: names[0] },
    ]);
    const onlyFamily = priceLine({ saleId: 'a', priceName: 'Socio', quantity: 0, family: ['r1'] }, SALE, names)!;
    expect(linePlaces('m1', onlyFamily).map((p) => p.registrationId)).toEqual(['m1_r1']);
    expect(cartObject([line])).toBe('Gita al lago — Socio ×2');
  });

  it('names what one payment paid for', () => {
    const a = priceLine({ saleId: 'a', priceName: 'Ospite', quantity: 2, family: [] }, SALE)!;
    const b = priceLine({ saleId: 'b', priceName: 'Socio', quantity: 1, family: [] }, { ...SALE, name: 'Cena' })!;
    expect(cartObject([a, b])).toBe('Gita al lago — Ospite ×2; Cena — Socio');
  });
});
