import { describe, expect, it } from 'vitest';
import { aBefore, toWord } from './italian';

describe('aBefore: the preposition "a" before a name only known at run time', () => {
  it.each([
    ['Associazione Aurora APS', 'ad'],
    ['admin@tessera.test', 'ad'],
    ['Àncora ODV', 'ad'],
    ['«Amici del Tevere»', 'ad'],
    ['Circolo Culturale Tevere', 'a'],
    ['Ente Musicale', 'a'],
    ['', 'a'],
  ])('%s takes "%s"', (word, expected) => {
    expect(aBefore(word)).toBe(expected);
  });
  it('writes the preposition and the word together', () => {
    expect(toWord('Associazione Aurora')).toBe('ad Associazione Aurora');
    expect(toWord('Pro Loco')).toBe('a Pro Loco');
  });
});
