import { describe, expect, it } from 'vitest';
import { geoDataset } from '@tessera/domain/geo/dataset';
import { byBelfiore, byIstat, byName, byProvince, formerMunicipalityByBelfiore, resolveProvince } from '@tessera/domain/geo/lookup';
import { buildGeoTree } from '@tessera/domain/geo/tree';

describe('geo lookups', () => {
  it('finds comuni and foreign states by Belfiore code, for the tax-code decoder', () => {
    expect(byBelfiore(geoDataset, 'H501')).toMatchObject({ kind: 'comune', name: 'Roma', istat: '058091' });
    expect(byBelfiore(geoDataset, 'f205')).toMatchObject({ kind: 'comune', name: 'Milano' });
    expect(byBelfiore(geoDataset, 'Z110')).toMatchObject({ kind: 'foreign', name: 'Francia', iso2: 'FR' });
    expect(byBelfiore(geoDataset, 'A645')).toBeUndefined();
  });

  it('keeps comuni merged away since 2020, with their successor', () => {
    expect(formerMunicipalityByBelfiore(geoDataset, 'A645')).toEqual({
      belfiore: 'A645',
      name: 'Bardello',
      province: 'VA',
      until: '2023-01-01',
      successorIstat: '012144',
    });
    expect(formerMunicipalityByBelfiore(geoDataset, 'I879')?.successorIstat).toBe('024128');
  });

  it('finds comuni by ISTAT code, following retired codes unless told not to', () => {
    expect(byIstat(geoDataset, '058091')?.name).toBe('Roma');
    expect(byIstat(geoDataset, '090047')?.name).toBe('Olbia'); // Sardinian code before 2026
    expect(byIstat(geoDataset, '041033')?.name).toBe('Montecopiolo'); // before the move to Rimini
    expect(byIstat(geoDataset, '024027')?.name).toBe('Castegnero Nanto'); // merged
    expect(byIstat(geoDataset, '090047', { followRetired: false })).toBeUndefined();
    expect(byIstat(geoDataset, '999999')).toBeUndefined();
  });

  it('finds places by name, ignoring case, accents and punctuation, optionally in a province', () => {
    expect(byName(geoDataset, 'forli').map((p) => p.name)).toEqual(['Forlì']);
    expect(
      byName(geoDataset, 'CASTRO')
        .map((p) => p.province)
        .sort(),
    ).toEqual(['BG', 'LE']);
    expect(byName(geoDataset, 'Castro', 'le').map((p) => p.province)).toEqual(['LE']);
    expect(byName(geoDataset, 'Carbonia', 'SU').map((p) => p.province)).toEqual(['CI']);
    expect(byName(geoDataset, 'francia', 'EE').map((p) => p.belfiore)).toEqual(['Z110']);
  });

  it('resolves province codes and aliases', () => {
    expect(resolveProvince(geoDataset, 'rm')).toEqual(['RM']);
    expect(resolveProvince(geoDataset, 'EE')).toEqual(['EE']);
    expect(resolveProvince(geoDataset, 'SU')).toEqual(['CA', 'CI', 'NU', 'OG', 'VS']);
    expect(resolveProvince(geoDataset, 'XX')).toEqual([]);
    expect(byProvince(geoDataset, 'SU')).toHaveLength(107); // Sud Sardegna 2016-2025
    expect(byProvince(geoDataset, 'OT')).toHaveLength(26);
    expect(byProvince(geoDataset, 'RM')).toHaveLength(121);
  });
});

describe('geo tree', () => {
  const tree = buildGeoTree(geoDataset);

  it('nests region → province → comune, with foreign states under Estero / EE', () => {
    expect(tree).toHaveLength(21);
    expect(tree[0]?.nome).toBe('Piemonte');
    const lazio = tree.find((r) => r.nome === 'Lazio')!;
    expect(lazio.province.map((p) => p.code)).toEqual(['FR', 'LT', 'RI', 'RM', 'VT']);
    const roma = lazio.province.find((p) => p.code === 'RM')!.comuni.find((c) => c.nome === 'Roma');
    expect(roma).toEqual({ code: '058091', cap: '001xx', nome: 'Roma' });
    const estero = tree.at(-1)!;
    expect(estero.nome).toBe('Estero');
    expect(estero.province).toHaveLength(1);
    expect(estero.province[0]).toMatchObject({ code: 'EE', nome: 'Estero' });
    expect(estero.province[0]?.comuni).toHaveLength(216);
    expect(estero.province[0]?.comuni.find((c) => c.code === 'Z110')).toEqual({ code: 'Z110', cap: '', nome: 'Francia' });
  });

  it('covers every comune once and is built once per dataset', () => {
    const count = tree.slice(0, -1).reduce((sum, r) => sum + r.province.reduce((s, p) => s + p.comuni.length, 0), 0);
    expect(count).toBe(7894);
    expect(buildGeoTree(geoDataset)).toBe(tree);
  });
});
