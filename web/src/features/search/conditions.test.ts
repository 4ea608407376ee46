import { describe, expect, it } from 'vitest';
import { amountValue, amountValueText } from './conditions';

// An amount condition is typed in euros in the screen's language and held in cents, exact or not at all.
describe('amount conditions', () => {
  it('hold the cents of an amount, the text of what is none, nothing for an empty field', () => {
    expect(amountValue('12,50', 'it')).toBe(1250);
    expect(amountValue('1.234,56', 'it')).toBe(123456);
    expect(amountValue('12.50', 'en')).toBe(1250);
    // more than two decimals, a lone group of three digits, the other language's decimals: kept as typed, never rounded
    expect(amountValue('12,345', 'it')).toBe('12,345');
    expect(amountValue('1.500', 'it')).toBe('1.500');
    expect(amountValue('12,50', 'en')).toBe('12,50');
    expect(amountValue(' ', 'it')).toBeUndefined();
  });

  it('show a saved search’s cents in the language’s writing, and what was typed as it was', () => {
    expect(amountValueText(3000, 'it')).toBe('30,00');
    expect(amountValueText(123456, 'en')).toBe('1,234.56');
    expect(amountValueText('12,345', 'it')).toBe('12,345');
    expect(amountValueText(undefined, 'it')).toBe('');
    expect(amountValueText(12.5, 'it')).toBe('12.5');
  });
});
