import { describe, expect, it } from 'vitest';
import * as contracts from '@tessera/domain/contracts/assemblies';
import it_ from './locales/it.json';
import en from './locales/en.json';
import { ASSEMBLY_ERRORS } from './errors';

// Every error an assemblies endpoint may answer reads, in both languages, as this area says it.
const answered = [...new Set(Object.values(contracts).flatMap((c) => ('errors' in c && Array.isArray(c.errors) ? c.errors : [])))];
const hasText = (texts: { errors: Record<string, string> }, code: string) =>
  Boolean(texts.errors[code] || (texts.errors[`${code}_one`] && texts.errors[`${code}_other`]));

describe('the assemblies’ error messages', () => {
  it('cover every code the contracts list, in Italian and English', () => {
    expect(answered.length).toBeGreaterThan(5);
    for (const code of answered) {
      expect(ASSEMBLY_ERRORS, code).toContain(code);
      expect(hasText(it_, code), `it: ${code}`).toBe(true);
      expect(hasText(en, code), `en: ${code}`).toBe(true);
    }
  });
});
