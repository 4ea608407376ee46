import { describe, expect, it } from 'vitest';
import { cardNumberList } from './cardNumberList';

describe('cardNumberList', () => {
  it('reads numbers one per line or separated by commas, semicolons, tabs and spaces, in order, once each', () => {
    expect(cardNumberList('100001\n100002, 100003;100004\t100005  100002\r\n')).toEqual({
      cards: ['100001', '100002', '100003', '100004', '100005'],
      invalid: [],
    });
  });

  it('keeps leading zeros and quotes off a CSV column', () => {
    expect(cardNumberList('"00118"\n\'0042\'')).toEqual({ cards: ['00118', '0042'], invalid: [] });
  });

  it('reports what is no card number instead of dropping it', () => {
    expect(cardNumberList('tessera\n100001\n12a\n1234567890123\n=cmd')).toEqual({
      cards: ['100001'],
      invalid: ['tessera', '12a', '1234567890123', '=cmd'],
    });
  });

  it('an empty text holds nothing', () => {
    expect(cardNumberList(' \n\t ')).toEqual({ cards: [], invalid: [] });
  });
});
