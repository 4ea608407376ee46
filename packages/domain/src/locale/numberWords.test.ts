import { describe, expect, it } from 'vitest';
import { euroInWords, italianNumberWords } from './numberWords';

describe('italianNumberWords', () => {
  it.each([
    [0, 'zero'],
    [1, 'uno'],
    [3, 'tre'],
    [13, 'tredici'],
    [17, 'diciassette'],
    [21, 'ventuno'],
    [23, 'ventitré'],
    [28, 'ventotto'],
    [35, 'trentacinque'],
    [80, 'ottanta'],
    [100, 'cento'],
    [101, 'centouno'],
    [103, 'centotré'],
    [108, 'centotto'],
    [180, 'centottanta'],
    [200, 'duecento'],
    [777, 'settecentosettantasette'],
    [1000, 'mille'],
    [1003, 'milletré'],
    [1234, 'milleduecentotrentaquattro'],
    [2000, 'duemila'],
    [21000, 'ventunomila'],
    [100000, 'centomila'],
    [1_000_000, 'unmilione'],
    [2_500_000, 'duemilionicinquecentomila'],
  ])('%i → %s', (n, words) => expect(italianNumberWords(n)).toBe(words));

  it('refuses what it cannot write', () => {
    for (const n of [-1, 1.5, 1_000_000_000, Number.NaN]) expect(() => italianNumberWords(n)).toThrow(RangeError);
  });
});

describe('euroInWords', () => {
  it('writes the euros in words and the cents as figures', () => {
    expect(euroInWords(3500)).toBe('trentacinque/00');
    expect(euroInWords(7748)).toBe('settantasette/48');
    expect(euroInWords(5)).toBe('zero/05');
    expect(euroInWords(123456)).toBe('milleduecentotrentaquattro/56');
  });
});
