import { describe, expect, it } from 'vitest';
import { cardSearchTokens, memberSearchTokens, normalizeSearch, SEARCH_PREFIX_MAX, searchToken } from './searchTokens';

const anna = { name: 'Anna Maria', surname: "D'Angelo", ssn: 'DNGNMR80A41H501X', cardNumber: '00118', email: 'Anna.Dangelo@Example.it' };

describe('search tokens', () => {
  it('folds accents, case and punctuation the same way on both sides', () => {
    expect(normalizeSearch("  D'Àngelo-Brunì ")).toBe('d angelo bruni');
    expect(searchToken('  ')).toBeNull();
    expect(searchToken("d'ang")).toBe('d ang');
  });
  it('finds a member by the start of surname, name, both orders, tax code, card number and email', () => {
    const tokens = memberSearchTokens(anna);
    for (const typed of ["d'angelo", 'Angelo', 'anna m', 'maria', "d'angelo anna", 'anna maria d', 'dngnmr', '0011', 'anna.dan', 'a'])
      expect(tokens, typed).toContain(searchToken(typed));
    expect(tokens).not.toContain(searchToken('ngelo'));
    expect(tokens).not.toContain(searchToken('rossi'));
  });
  it('keeps the array bounded and without duplicates', () => {
    const tokens = memberSearchTokens({ ...anna, email: `${'x'.repeat(200)}@example.it` });
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(Math.max(...tokens.map((t) => t.length))).toBeLessThanOrEqual(SEARCH_PREFIX_MAX);
    expect(tokens.length).toBeLessThanOrEqual(7 * SEARCH_PREFIX_MAX);
  });
  it('cuts a long typed search to the longest stored prefix, so it still finds the record', () => {
    const m = { name: 'Massimiliano', surname: 'Bartolomeo-Castellani' };
    expect(memberSearchTokens(m)).toContain(searchToken('Bartolomeo Castellani Massimiliano'));
  });
  it('finds a card by holder, any word of it, or number', () => {
    const tokens = cardSearchTokens({ holder: 'Dell’Acqua Niccolò', number: '0042' });
    for (const typed of ['dell', "dell'acqua", 'acqua', 'niccolo', 'dell acqua nic', '004'])
      expect(tokens, typed).toContain(searchToken(typed));
  });
});
