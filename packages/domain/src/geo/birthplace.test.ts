import { describe, expect, it } from 'vitest';
import { computeTaxCode, decodeTaxCode, omocodicVariants } from '@tessera/domain/codiceFiscale';
import { geoDataset } from '@tessera/domain/geo/dataset';
import { birthplaceLookup } from '@tessera/domain/geo/birthplace';

describe('decoding a tax code to its birthplace with the reference data', () => {
  const lookup = birthplaceLookup(geoDataset);

  it('finds an Italian comune, omocodic codes included', () => {
    expect(decodeTaxCode('RSSMRA80A01H501U', lookup)?.birthplace).toEqual({
      name: 'ROMA',
      province: 'RM',
      country: 'ITALIA',
      belfiore: 'H501',
    });
    const variant = omocodicVariants('RSSMRA80A01H501U').at(-1)!;
    expect(decodeTaxCode(variant, lookup)?.birthplace?.name).toBe('ROMA');
  });

  it('finds a foreign state', () => {
    const cf = computeTaxCode({
      name: 'Samantha',
      surname: 'Miller',
      gender: 'F',
      birthDate: { year: 1982, month: 9, day: 25 },
      belfiore: 'Z404',
    });
    expect(decodeTaxCode(cf, lookup)?.birthplace).toMatchObject({ province: null, country: 'ESTERO', belfiore: 'Z404' });
  });

  it('finds a comune merged away since 2020 (Gambugliano, now part of Sovizzo)', () => {
    const former = geoDataset.formerMunicipalities.find((m) => m.name.toUpperCase().startsWith('GAMBUGLIANO'));
    if (!former) throw new Error('Gambugliano missing from the former comuni');
    const cf = computeTaxCode({
      name: 'Anna',
      surname: 'Dal Lago',
      gender: 'F',
      birthDate: { year: 1950, month: 3, day: 2 },
      belfiore: former.belfiore,
    });
    expect(decodeTaxCode(cf, lookup)?.birthplace).toMatchObject({ name: 'GAMBUGLIANO', province: 'VI', country: 'ITALIA' });
  });
});
