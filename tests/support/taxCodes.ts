import { checkCharacter } from '@tessera/domain/codiceFiscale';

/**
 * A valid tax code for test data: `first15` (six letters, year, month letter, day, Belfiore code) with its check
 * character. Members go through the tax code field's rule on every path, so fixtures need real codes.
 */
export const taxCode = (first15: string): string => first15 + checkCharacter(first15);

/** The `n`-th distinct valid code of a family (n 0–999 becomes the Belfiore digits after `letter`, e.g. H001). */
export const nthTaxCode = (letters6: string, n: number, letter = 'H'): string =>
  taxCode(`${letters6}80A01${letter}${String(n).padStart(3, '0')}`);
