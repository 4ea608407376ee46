import { describe, expect, it } from 'vitest';
import { applyPatches } from './applyPatches';
import { crossCheckBelfiore } from './crossCheckBelfiore';
import { fileTexts, rowsJson } from './fileTexts';
import { fixMojibake, nameKey } from './names';
import type { MergePatch } from './patches';
import type { BelfioreEntry, ComuniJsonEntry } from './readSources';
import { resolveProvinceAliases } from './resolveProvinceAliases';
import { startFromComuniJson } from './startFromComuniJson';
import { toRawFiles } from './toRawFiles';

// A tiny made-up country: two provinces of one region, three comuni; the phases run on it in milliseconds.
const entry = (codice: string, nome: string, sigla: string, belfiore: string, cap: string): ComuniJsonEntry => ({
  nome,
  codice,
  regione: { codice: '01', nome: 'Piemonte' },
  provincia: sigla === 'AA' ? { codice: '001', nome: 'Alfa' } : { codice: '002', nome: 'Beta' },
  sigla,
  codiceCatastale: belfiore,
  cap: [cap],
});
const COMUNI = [
  entry('001001', 'Uno', 'AA', 'A001', '10001'),
  entry('001002', 'Due', 'AA', 'A002', '10002'),
  entry('002001', 'Tre', 'BB', 'A003', '10003'),
];
const place = (code: string, name: string, area: string, created: string, expires = '9999-12-31'): [string, BelfioreEntry] => [
  code,
  { code, name, area, created, expires, current: expires.startsWith('9999') },
];
/** Uno and Due merge into Unodue on 2021-01-01. */
const MERGE: MergePatch = {
  kind: 'merge',
  date: '2021-01-01',
  check: 'belfiore-connector',
  note: 'Uno + Due',
  istat: '001003',
  name: 'Unodue',
  province: 'AA',
  belfiore: 'A009',
  predecessors: ['001001', '001002'],
};

describe('geo build phases', () => {
  it('names compare without accents, case or punctuation; mojibake is undone', () => {
    expect(nameKey("Sant'Agata de' Goti")).toBe(nameKey('SANTAGATA DE GOTI'));
    expect(nameKey('Città')).toBe('citta');
    const mojibake = Buffer.from('Città del Vaticano', 'utf8').toString('latin1'); // "CittÃ\u00a0 del Vaticano"
    expect(fixMojibake(mojibake)).toBe('Città del Vaticano');
    expect(fixMojibake('Roma')).toBe('Roma');
  });

  it('startFromComuniJson refuses a duplicate ISTAT code and an inconsistent province', () => {
    expect(startFromComuniJson(COMUNI).comuni.size).toBe(3);
    expect(() => startFromComuniJson([...COMUNI, COMUNI[0]!])).toThrow(/duplicate 001001/);
    const renamedProvince = { ...COMUNI[1]!, provincia: { codice: '001', nome: 'Altro' } };
    expect(() => startFromComuniJson([COMUNI[0]!, renamedProvince])).toThrow(/province AA is inconsistent/);
  });

  it('applyPatches merges, renames and transfers; a province left empty becomes an alias', () => {
    const state = startFromComuniJson(COMUNI);
    const belfiore = new Map([
      place('A001', 'Uno', 'AA', '1900-01-01', '2021-01-01'),
      place('A002', 'Due', 'AA', '1900-01-01', '2021-01-01'),
      place('A009', 'Unodue', 'AA', '2021-01-01'),
      place('A003', 'Tre Nuovo', 'AA', '1900-01-01'),
      place('Z100', 'Francia', 'FR', '1900-01-01'),
    ]);
    applyPatches(state, belfiore, [
      MERGE,
      { kind: 'rename', date: '2022-01-01', check: 'belfiore-connector', note: 'Tre', istat: '002001', from: 'Tre', to: 'Tre Nuovo' },
      {
        kind: 'transfer',
        date: '2023-01-01',
        check: 'belfiore-connector',
        note: 'Tre to AA',
        istat: '002001',
        name: 'Tre Nuovo',
        newIstat: '001004',
        province: 'AA',
      },
    ]);
    expect([...state.comuni.keys()].sort()).toEqual(['001003', '001004']);
    expect([...state.comuni.get('001003')!.caps].sort()).toEqual(['10001', '10002']);
    expect(state.formerIstat.get('002001')).toBe('001004');
    expect(state.formerMunicipalities.map((f) => f[0])).toEqual(['A001', 'A002']);

    const byBelfiore = crossCheckBelfiore(state, belfiore);
    expect([...byBelfiore.keys()].sort()).toEqual(['A003', 'A009']);
    expect([...resolveProvinceAliases(state)]).toEqual([['BB', new Set(['AA'])]]);

    const { municipalities, foreignStates } = toRawFiles(state, belfiore, byBelfiore, resolveProvinceAliases(state));
    expect(municipalities.municipalities).toEqual([
      ['001003', 'Unodue', 'AA', 'A009', ['10001', '10002']],
      ['001004', 'Tre Nuovo', 'AA', 'A003', ['10003'], ['BB']],
    ]);
    expect(foreignStates.states).toEqual([['Z100', 'Francia', 'FR', 'FRA']]);
    const { municipalitiesText } = fileTexts(municipalities, foreignStates);
    expect(JSON.parse(municipalitiesText)).toEqual(municipalities);
  });

  it('applyPatches refuses a merge that belfiore-connector does not confirm', () => {
    const state = startFromComuniJson(COMUNI);
    const belfiore = new Map([place('A001', 'Uno', 'AA', '1900-01-01'), place('A002', 'Due', 'AA', '1900-01-01')]);
    expect(() => applyPatches(state, belfiore, [MERGE])).toThrow(/does not end A001/);
  });

  it('crossCheckBelfiore refuses a current comune that the data lost', () => {
    const state = startFromComuniJson(COMUNI);
    const belfiore = new Map([
      place('A001', 'Uno', 'AA', '1900-01-01'),
      place('A002', 'Due', 'AA', '1900-01-01'),
      place('A003', 'Tre', 'BB', '1900-01-01'),
      place('A777', 'Sette', 'BB', '1900-01-01'),
    ]);
    expect(() => crossCheckBelfiore(state, belfiore)).toThrow(/current comune A777 Sette, missing here/);
  });

  it('rowsJson writes one row per line', () => {
    expect(rowsJson([])).toBe('[]');
    expect(rowsJson([['a', 1], ['b']])).toBe('[\n["a",1],\n["b"]\n]');
  });
});
