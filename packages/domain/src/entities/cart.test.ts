import { describe, expect, it } from 'vitest';
import { CART_LINES_MAX, cartInput, cartObject, onlineSaleRefusal, priceLine } from './cart';

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
    expect(priceLine({ saleId: 'a', priceName: 'Ospite', quantity: 3 }, SALE)).toEqual({
      saleId: 'a',
      priceName: 'Ospite',
      quantity: 3,
      saleName: 'Gita al lago',
      type: 'ACTIVITY',
      saleDate: '2027-05-10',
      unitCost: 4000,
      amount: 12000,
    });
    expect(priceLine({ saleId: 'a', priceName: 'Gratis', quantity: 1 }, SALE)).toBeNull();
  });

  it('names what one payment paid for', () => {
    const a = priceLine({ saleId: 'a', priceName: 'Ospite', quantity: 2 }, SALE)!;
    const b = priceLine({ saleId: 'b', priceName: 'Socio', quantity: 1 }, { ...SALE, name: 'Cena' })!;
    expect(cartObject([a, b])).toBe('Gita al lago — Ospite ×2; Cena — Socio');
  });
});
