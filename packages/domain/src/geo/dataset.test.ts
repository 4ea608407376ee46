import { describe, expect, it } from 'vitest';
import { MUNICIPALITY_CODE_LENGTH } from '@tessera/domain/constants';
import { displayCap } from '@tessera/domain/geo/cap';
import { geoDataset } from '@tessera/domain/geo/dataset';
import type { Municipality } from '@tessera/domain/geo/types';

const { municipalities, foreignStates, provinces, regions } = geoDataset;
const comune = (istat: string): Municipality | undefined => municipalities.find((m) => m.istat === istat);
const range = (from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(5, '0'));

describe('geographic dataset: totals', () => {
  it('holds ISTAT’s 7,894 comuni of 21/02/2026 (7,896 of 2024, minus Lirio, Castegnero + Nanto, plus Castegnero Nanto)', () => {
    expect(municipalities).toHaveLength(7894);
  });

  it('counts the comuni of each of the 20 regions', () => {
    const counts = Object.fromEntries(regions.map((r) => [r.name, municipalities.filter((m) => m.regionCode === r.code).length]));
    expect(counts).toEqual({
      Piemonte: 1180,
      "Valle d'Aosta/Vallée d'Aoste": 74,
      Lombardia: 1501,
      'Trentino-Alto Adige/Südtirol': 282,
      Veneto: 559,
      'Friuli-Venezia Giulia': 215,
      Liguria: 234,
      'Emilia-Romagna': 330,
      Toscana: 273,
      Umbria: 92,
      Marche: 225,
      Lazio: 378,
      Abruzzo: 305,
      Molise: 136,
      Campania: 550,
      Puglia: 257,
      Basilicata: 131,
      Calabria: 404,
      Sicilia: 391,
      Sardegna: 377,
    });
  });

  it('counts the provinces of each region: 110 units, Sardinia with the eight of 2026', () => {
    const counts = Object.fromEntries(regions.map((r) => [r.name, r.provinces.length]));
    expect(counts).toEqual({
      Piemonte: 8,
      "Valle d'Aosta/Vallée d'Aoste": 1,
      Lombardia: 12,
      'Trentino-Alto Adige/Südtirol': 2,
      Veneto: 7,
      'Friuli-Venezia Giulia': 4,
      Liguria: 4,
      'Emilia-Romagna': 9,
      Toscana: 10,
      Umbria: 2,
      Marche: 5,
      Lazio: 5,
      Abruzzo: 4,
      Molise: 2,
      Campania: 5,
      Puglia: 6,
      Basilicata: 2,
      Calabria: 5,
      Sicilia: 9,
      Sardegna: 8,
    });
    expect(provinces).toHaveLength(110);
    // Sardegna is CA, CI, VS, NU, OG, OT, OR, SS: the official structure again since 2026
    expect(regions.find((r) => r.name === 'Sardegna')?.provinces).toEqual(['CA', 'CI', 'NU', 'OG', 'OR', 'OT', 'SS', 'VS']);
    expect(provinces.some((p) => p.code === 'SU')).toBe(false);
  });

  it('holds the 216 foreign states and territories current in the ANPR list', () => {
    expect(foreignStates).toHaveLength(216);
  });
});

describe('geographic dataset: records', () => {
  it('Roma keeps every CAP from 00118 to 00199 and shows 001xx', () => {
    expect(comune('058091')).toMatchObject({
      name: 'Roma',
      province: 'RM',
      provinceName: 'Roma',
      region: 'Lazio',
      belfiore: 'H501',
      caps: range(118, 199),
      cap: '001xx',
    });
  });

  it('Milano is F205, Torino shows 101xx', () => {
    expect(comune('015146')).toMatchObject({ name: 'Milano', province: 'MI', belfiore: 'F205', cap: '201xx' });
    expect(comune('001272')).toMatchObject({ name: 'Torino', belfiore: 'L219', cap: '101xx' });
  });

  it('has the comuni created since 2020, with their predecessors’ CAPs', () => {
    expect(comune('081025')).toMatchObject({ name: 'Misiliscemi', province: 'TP', belfiore: 'M432', caps: ['91100'] });
    expect(comune('012144')).toMatchObject({ name: 'Bardello con Malgesso e Bregano', province: 'VA', belfiore: 'M433', caps: ['21020'] });
    expect(comune('005122')).toMatchObject({ name: 'Moransengo-Tonengo', province: 'AT', belfiore: 'M434', caps: ['14023'] });
    expect(comune('013256')).toMatchObject({
      name: 'Uggiate con Ronago',
      province: 'CO',
      belfiore: 'M435',
      caps: ['22027', '22029'],
      cap: '2202x',
    });
    expect(comune('024128')).toMatchObject({ name: 'Sovizzo', province: 'VI', belfiore: 'M436', caps: ['36050'] });
    expect(comune('025075')).toMatchObject({ name: 'Setteville', province: 'BL', belfiore: 'M437', caps: ['32031', '32038'] });
    expect(comune('028108')).toMatchObject({ name: "Santa Caterina d'Este", province: 'PD', belfiore: 'M438', caps: ['35040'] });
    expect(comune('024129')).toMatchObject({ name: 'Castegnero Nanto', province: 'VI', belfiore: 'M439', caps: ['36020', '36024'] });
  });

  it('has no comune abolished since 2020', () => {
    const names = new Set(municipalities.map((m) => m.name));
    for (const gone of [
      'Monteciccardo',
      'Bardello',
      'Tonengo',
      'Ronago',
      'Gambugliano',
      'Quero Vas',
      'Carceri',
      'Albaredo Arnaboldi',
      'Lirio',
      'Nanto',
      'Castegnero',
    ]) {
      expect(names.has(gone), gone).toBe(false);
    }
    expect(comune('024103')).toBeUndefined(); // the old Sovizzo
  });

  it('applies renames and province transfers', () => {
    expect(comune('018026')?.name).toBe('Campospinoso Albaredo');
    expect(comune('008063')?.name).toBe('Vallecrosia al mare');
    expect(comune('099030')).toMatchObject({ name: 'Montecopiolo', province: 'RN', region: 'Emilia-Romagna', formerProvinces: ['PU'] });
    expect(comune('099031')).toMatchObject({ name: 'Sassofeltrio', province: 'RN' });
  });

  it('recodes Sardinia as ISTAT did on 1 January 2026', () => {
    expect(comune('112001')).toMatchObject({ name: 'Alghero', province: 'SS', provinceName: 'Sassari', formerProvinces: [] });
    expect(comune('113017')).toMatchObject({
      name: 'Olbia',
      province: 'OT',
      provinceName: 'Gallura Nord-Est Sardegna',
      belfiore: 'G015',
      formerProvinces: ['SS'],
    });
    expect(comune('118006')).toMatchObject({ name: 'Cagliari', province: 'CA', belfiore: 'B354' });
    expect(comune('119003')).toMatchObject({
      name: 'Carbonia',
      province: 'CI',
      provinceName: 'Sulcis Iglesiente',
      formerProvinces: ['SU'],
    });
    expect(comune('116023')).toMatchObject({ name: 'Seui', province: 'OG', formerProvinces: ['SU'] });
    expect(municipalities.filter((m) => m.regionCode === '20').every((m) => /^11[2-9]\d{3}$/.test(m.istat))).toBe(true);
    expect(geoDataset.formerIstat['090047']).toBe('113017');
    expect(geoDataset.provinceAliases).toEqual({ SU: ['CA', 'CI', 'NU', 'OG', 'VS'] });
  });

  it('has a foreign state with its Belfiore and ISO codes', () => {
    expect(foreignStates.find((s) => s.belfiore === 'Z110')).toMatchObject({
      name: 'Francia',
      iso2: 'FR',
      iso3: 'FRA',
      province: 'EE',
      region: 'Estero',
    });
    expect(foreignStates.find((s) => s.belfiore === 'Z114')).toMatchObject({ name: 'Regno Unito', iso2: 'GB', iso3: 'GBR' });
    expect(foreignStates.find((s) => s.belfiore === 'Z106')?.name).toBe('Stato della Città del Vaticano');
    expect(foreignStates.find((s) => s.belfiore === 'Z160')).toMatchObject({ name: 'Kosovo', iso2: null, iso3: null });
  });
});

describe('geographic dataset: integrity', () => {
  it('has unique Belfiore codes across comuni and foreign states', () => {
    const codes = [...municipalities.map((m) => m.belfiore), ...foreignStates.map((s) => s.belfiore)];
    expect(new Set(codes).size).toBe(codes.length);
    expect(municipalities.every((m) => /^[A-M]\d{3}$/.test(m.belfiore))).toBe(true);
    expect(foreignStates.every((s) => /^Z\d{3}$/.test(s.belfiore))).toBe(true);
  });

  it('has unique 6-digit ISTAT codes, each under its province’s ISTAT prefix', () => {
    const provinceIstat = new Map(provinces.map((p) => [p.code, p.istat]));
    expect(new Set(municipalities.map((m) => m.istat)).size).toBe(municipalities.length);
    for (const m of municipalities) {
      expect(m.istat, m.name).toMatch(new RegExp(`^\\d{${MUNICIPALITY_CODE_LENGTH}}$`));
      expect(m.istat.startsWith(provinceIstat.get(m.province) ?? '?'), m.name).toBe(true);
    }
  });

  it('gives every comune at least one 5-digit CAP, sorted and distinct', () => {
    for (const m of municipalities) {
      expect(m.caps.length, m.name).toBeGreaterThan(0);
      expect(
        m.caps.every((cap) => /^\d{5}$/.test(cap)),
        m.name,
      ).toBe(true);
      expect([...new Set(m.caps)].sort(), m.name).toEqual(m.caps);
    }
  });

  it('lists municipalities sorted by ISTAT code and states by Belfiore code', () => {
    const istat = municipalities.map((m) => m.istat);
    expect([...istat].sort()).toEqual(istat);
    const belfiore = foreignStates.map((s) => s.belfiore);
    expect([...belfiore].sort()).toEqual(belfiore);
  });
});

describe('displayCap', () => {
  it('keeps a single CAP and pads the common prefix of several with x', () => {
    expect(displayCap(['16040'])).toBe('16040');
    expect(displayCap(['28921', '28922', '28925'])).toBe('2892x');
    expect(displayCap(['74121', '74122', '74123'])).toBe('7412x');
    expect(displayCap(range(118, 199))).toBe('001xx');
    expect(displayCap(['61024', '61121', '61122'])).toBe('61xxx');
    expect(displayCap([])).toBe('');
  });
});
