import { describe, expect, it } from 'vitest';
import { geoDataset } from '@tessera/domain/geo/dataset';
import { placeCollator } from '@tessera/domain/geo/normalize';
import { createCitySearch, toCitySearchResult } from '@tessera/domain/geo/search';
import type { CitySearchResult } from '@tessera/domain/geo/types';

const { search } = createCitySearch(geoDataset);
const names = (results: readonly CitySearchResult[]): string[] => results.map((r) => r.nome);
const optionKey = (r: CitySearchResult): string => `${r.nome}|${r.cap}|${r.prov}|${r.stato}`;

function expectSortedAfterExact(results: readonly CitySearchResult[], exactCount = 0): void {
  const rest = results.slice(exactCount);
  for (let i = 1; i < rest.length; i++) expect(placeCollator.compare(rest[i - 1]!.nome, rest[i]!.nome)).toBeLessThanOrEqual(0);
}

describe('city search: when it searches', () => {
  it('needs more than one character, after trimming', () => {
    expect(search('r')).toEqual([]);
    expect(search('  r  ')).toEqual([]);
    expect(search('')).toEqual([]);
    expect(search("a'")).toEqual([]);
    expect(search('ne').length).toBeGreaterThan(0);
  });

  it('returns at most `limit` results, 20 by default', () => {
    expect(search('an')).toHaveLength(20);
    expect(search('an', 5)).toHaveLength(5);
    expect(search('an', 0)).toEqual([]);
  });
});

describe('city search: by name', () => {
  it('ignores accents: "forli" finds FORLÌ', () => {
    const results = search('forli');
    expect(results[0]).toEqual({
      nome: 'FORLÌ',
      cap: '4712x',
      prov: 'FC',
      stato: 'ITALIA',
      istat: '040012',
      belfiore: 'D704',
      provinceName: 'Forlì-Cesena',
      region: 'Emilia-Romagna',
    });
    expect(names(results)).toContain('FORLIMPOPOLI');
  });

  it('puts ROMA first for "roma", with the municipality option’s shape', () => {
    const [first] = search('roma');
    expect(first).toMatchObject({
      nome: 'ROMA',
      cap: '001xx',
      prov: 'RM',
      stato: 'ITALIA',
      istat: '058091',
      belfiore: 'H501',
      region: 'Lazio',
    });
    expect(search('ROMA')[0]?.nome).toBe('ROMA');
    expect(search('  Roma ')[0]?.nome).toBe('ROMA');
  });

  it('ignores apostrophes, spaces and hyphens', () => {
    for (const query of ['sant angelo', "sant'angelo", 'santangelo', 'SANT’ANGELO']) {
      expect(names(search(query, 200)), query).toContain("SANT'ANGELO A CUPOLO");
    }
    expect(names(search('moransengo tonengo'))).toEqual(['MORANSENGO-TONENGO']);
    expect(names(search('laquila'))).toContain("L'AQUILA");
    expect(names(search("santa caterina d'este"))).toEqual(["SANTA CATERINA D'ESTE"]);
  });

  it('matches a one-word query inside a word, not across words', () => {
    expect(names(search('roma', 500))).not.toContain('CERRO MAGGIORE'); // cer-roma-ggiore
    expect(names(search('reggio', 50))).toContain('CORREGGIO');
  });

  it('ranks the whole name, then names starting with the query, then a word starting with it, then the rest; by name within each', () => {
    const squashed = (r: CitySearchResult) =>
      r.nome
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '');
    const tierOf = (r: CitySearchResult, q: string) => {
      const name = squashed(r);
      if (name === q) return 0;
      if (name.startsWith(q)) return 1;
      return r.nome
        .toLowerCase()
        .normalize('NFD')
        .replace(/['’-]/g, '')
        .split(/[^a-z]+/)
        .some((w) => w.startsWith(q))
        ? 2
        : 3;
    };
    for (const query of ['san', 'monte', 'roma', 'bari', 'ca', 'napo']) {
      const results = search(query, 300);
      expect(new Set(results.map(optionKey)).size, query).toBe(results.length);
      const tiers = results.map((r) => tierOf(r, query));
      expect(tiers, query).toEqual([...tiers].sort((a, b) => a - b));
      for (const tier of new Set(tiers)) expectSortedAfterExact(results.filter((_, i) => tiers[i] === tier));
    }
  });

  it('gives the place people start typing first: "napo" → NAPOLI before CASOLA DI NAPOLI', () => {
    expect(names(search('napo')).slice(0, 1)).toEqual(['NAPOLI']);
    expect(names(search('napo'))).toContain('CASOLA DI NAPOLI');
    expect(names(search('napo')).indexOf('NAPOLI')).toBeLessThan(names(search('napo')).indexOf('CASOLA DI NAPOLI'));
    expect(names(search('mila'))[0]).toBe('MILANO');
  });

  it('finds homonymous comuni in each province', () => {
    const castro = search('castro', 50).filter((r) => r.nome === 'CASTRO');
    expect(castro.map((r) => r.prov).sort()).toEqual(['BG', 'LE']);
  });

  it('finds new comuni', () => {
    expect(search('misiliscemi')).toMatchObject([{ nome: 'MISILISCEMI', prov: 'TP', istat: '081025', belfiore: 'M432' }]);
    expect(search('uggiate con')).toMatchObject([{ nome: 'UGGIATE CON RONAGO', prov: 'CO', istat: '013256', belfiore: 'M435' }]);
    expect(names(search('uggiate'))).toEqual(['UGGIATE CON RONAGO', 'BUGUGGIATE']);
  });
});

describe('city search: by postal code', () => {
  it('"00185" gives ROMA with that CAP', () => {
    expect(search('00185')).toEqual([
      { ...toCitySearchResult(geoDataset.municipalities.find((m) => m.istat === '058091')!), cap: '00185' },
    ]);
  });

  it('a CAP prefix finds Roma once, with the placeholder of the matched CAPs', () => {
    expect(search('001')).toMatchObject([{ nome: 'ROMA', cap: '001xx' }]);
    expect(search('0018')).toMatchObject([{ nome: 'ROMA', cap: '0018x' }]);
  });

  it('a CAP shared by several comuni gives them all, sorted by name', () => {
    const results = search('27040', 100);
    expect(results.length).toBeGreaterThan(20);
    expect(results.every((r) => r.cap === '27040' && r.prov === 'PV')).toBe(true);
    expect(names(results)).toContain('CAMPOSPINOSO ALBAREDO');
    expectSortedAfterExact(results);
  });

  it('finds nothing for codes that are not CAPs', () => {
    expect(search('999999')).toEqual([]);
    expect(search('roma 00185')).toEqual([]);
  });
});

describe('city search: foreign states', () => {
  it('finds a state by name, as ESTERO in province EE', () => {
    const [francia] = search('francia');
    expect(francia).toEqual({
      nome: 'FRANCIA',
      cap: '',
      prov: 'EE',
      stato: 'ESTERO',
      istat: null,
      belfiore: 'Z110',
      provinceName: 'Estero',
      region: 'Estero',
    });
    expect(search('stati uniti')[0]).toMatchObject({ nome: "STATI UNITI D'AMERICA", prov: 'EE', stato: 'ESTERO', belfiore: 'Z404' });
  });
});

describe('city search: province codes', () => {
  it('narrows with "(XX)", also through the abolished Sardinian code SU and former codes', () => {
    expect(search('carbonia (SU)')).toMatchObject([{ nome: 'CARBONIA', prov: 'CI', istat: '119003' }]);
    expect(search('Olbia (SS)')).toMatchObject([{ nome: 'OLBIA', prov: 'OT' }]);
    expect(search('Olbia (OT)')).toMatchObject([{ nome: 'OLBIA', prov: 'OT' }]);
    expect(search('castro (LE)')).toMatchObject([{ nome: 'CASTRO', prov: 'LE' }]);
    expect(search('francia (EE)')).toMatchObject([{ nome: 'FRANCIA', prov: 'EE' }]);
  });

  it('falls back to the name when the province does not match or is unknown', () => {
    expect(search('roma (MI)')[0]?.nome).toBe('ROMA');
    expect(search('roma (QQ)')[0]?.nome).toBe('ROMA');
  });
});
