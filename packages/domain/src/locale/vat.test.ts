import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { grossFromNet, netFromGross, vatFromGross, vatFromNet } from './vat';

describe('VAT from a gross amount', () => {
  it.each([
    // gross, pct, vat, net
    [12_200, 22, 2_200, 10_000],
    [100, 22, 18, 82], // 18.03
    [1_000, 10, 91, 909], // 90.909…
    [1_045, 4.5, 45, 1_000],
    [1, 100, 1, 0], // 0.5 rounds up
    [3, 100, 2, 1], // 1.5 rounds up
    [-1, 100, -1, 0], // halves away from zero: a refund mirrors a payment
    [-12_200, 22, -2_200, -10_000],
    [0, 22, 0, 0],
    [500, 0, 0, 500],
  ])('gross %i at %s%% → VAT %i, net %i', (gross, pct, vat, net) => {
    expect(vatFromGross(gross, pct)).toBe(vat);
    expect(netFromGross(gross, pct)).toBe(net);
  });
});

describe('VAT from a net amount', () => {
  it.each([
    // net, pct, vat, gross
    [10_000, 22, 2_200, 12_200],
    [50, 1, 1, 51], // 0.5 rounds up
    [49, 1, 0, 49], // 0.49 rounds down
    [-50, 1, -1, -51],
    [1_000, 4.5, 45, 1_045],
    [999, 22, 220, 1_219], // 219.78
    [0, 22, 0, 0],
  ])('net %i at %s%% → VAT %i, gross %i', (net, pct, vat, gross) => {
    expect(vatFromNet(net, pct)).toBe(vat);
    expect(grossFromNet(net, pct)).toBe(gross);
  });
});

describe('VAT input checks', () => {
  it.each([
    [1.5, 22],
    [Number.NaN, 22],
    [2 ** 53, 22],
    [100, -1],
    [100, 101],
    [100, Number.NaN],
  ])('refuses %s cents at %s%%', (cents, pct) => {
    expect(() => vatFromGross(cents, pct)).toThrow(RangeError);
    expect(() => grossFromNet(cents, pct)).toThrow(RangeError);
  });
});

describe('VAT properties', () => {
  const pct = fc.oneof(fc.constantFrom(0, 4, 5, 10, 22, 4.5, 100), fc.integer({ min: 0, max: 100 }));
  const amount = fc.integer({ min: -1e12, max: 1e12 });
  it('net + VAT is the gross exactly', () => {
    fc.assert(
      fc.property(amount, pct, (g, p) => {
        expect(netFromGross(g, p) + vatFromGross(g, p)).toBe(g);
      }),
    );
  });
  it('grossing up a net and splitting it again gives the net back', () => {
    fc.assert(
      fc.property(amount, pct, (n, p) => {
        expect(netFromGross(grossFromNet(n, p), p)).toBe(n);
      }),
    );
  });
  it('a negative amount has exactly the opposite VAT', () => {
    fc.assert(
      fc.property(amount, pct, (g, p) => {
        expect(vatFromGross(-g, p)).toBe(-vatFromGross(g, p) || 0);
      }),
    );
  });
});
