import { describe, expect, it } from 'vitest';
import { SEARCH_SHARDS, cardRecords, feeYearsOf, memberSearchRow, searchShardOf, shardRecords, storedRow, withFieldIds } from './record';
import { runSearch } from './run';

describe('the search projection', () => {
  it('spreads member ids evenly over the shards, each always to the same one', () => {
    const counts = new Array<number>(SEARCH_SHARDS).fill(0);
    for (let i = 0; i < 25_600; i++) counts[searchShardOf(`member-${i}-${(i * 7919).toString(36)}`)]!++;
    expect(Math.min(...counts)).toBeGreaterThan(50);
    expect(Math.max(...counts)).toBeLessThan(160);
    expect(searchShardOf('abc')).toBe(searchShardOf('abc'));
  });

  it('a member row: calendar dates as days, instants as the day in Italy, shown and hidden custom values, nothing empty', () => {
    const row = memberSearchRow(
      {
        name: 'Anna',
        surname: 'Rossi',
        birthDate: new Date('1990-03-05T00:00:00Z'),
        // 23:30 UTC on 31 December is already 1 January in Italy
        registeredAt: { toDate: () => new Date('2025-12-31T23:30:00Z') },
        birthPlace: 'Lecce',
        birthProvince: 'LE',
        residence: { line: 'Via Roma 1', city: 'Milano', state: 'MI', zip: '' },
        phone: '',
        deceased: false,
        cancellationRequested: true,
        customFields: { Taglia: 'M', Vuoto: '' },
        notes: 'not searchable',
      },
      { customFields: { Riservato: 42 } },
    );
    expect(row).toEqual({
      name: 'Anna',
      surname: 'Rossi',
      birthDate: '1990-03-05',
      registeredAt: '2026-01-01',
      birthPlace: 'Lecce',
      birthProvince: 'LE',
      residenceAddress: 'Via Roma 1',
      residenceCity: 'Milano',
      residenceProvince: 'MI',
      cancellationRequested: true,
      'custom.Taglia': 'M',
      'custom.Riservato': 42,
    });
    expect(withFieldIds(row, new Map([['Taglia', 'f1']]))).toMatchObject({ 'custom.f1': 'M' });
    expect(withFieldIds(row, new Map([['Taglia', 'f1']]))).not.toHaveProperty('custom.Riservato');
  });

  it('fee years: paid membership fees only (not refunded, not on hold), each year once', () => {
    const fee = (payYear: number, extra: Record<string, unknown> = {}) => ({
      payYear,
      cardPayment: true,
      refunded: false,
      status: 'PROCESSED',
      ...extra,
    });
    expect(
      feeYearsOf([
        fee(2026),
        fee(2024, { status: 'INVOICED' }),
        fee(2026),
        fee(2025, { refunded: true }),
        fee(2023, { status: 'ONHOLD' }),
        fee(2022, { cardPayment: false }),
      ]),
    ).toEqual([2024, 2026]);
  });

  it('a shard read back: rows with their fee years and ids; cards from members with a card', () => {
    const records = shardRecords({
      rows: { a: storedRow({ surname: 'B', cardNumber: '7' }), b: storedRow({ surname: 'C' }) },
      fees: { a: [2025], gone: [2024] },
    });
    expect(records).toEqual([
      { id: 'a', surname: 'B', cardNumber: '7', feeYears: [2025] },
      { id: 'b', surname: 'C', feeYears: [] },
    ]);
    expect(cardRecords(records)).toEqual([
      { id: '7', cardNumber: '7', holder: 'B', cardStatus: undefined, cardValidUntil: undefined, group: undefined, surname: 'B' },
    ]);
  });
});

describe('runSearch', () => {
  const records = [
    { id: '1', surname: 'Rossi', birthDate: '1990-01-01' },
    { id: '2', surname: 'Àlfieri' },
    { id: '3', surname: 'bianchi', birthDate: '2000-06-01' },
    { id: '4', surname: 'Rossi', birthDate: '1980-01-01' },
  ];
  const ctx = { today: '2026-11-27' };

  it('sorts accent- and case-blind, missing values last either way, ties by surname then id; pages after counting', () => {
    const asc = runSearch(records, { mode: 'members', where: { all: [] }, columns: ['surname', 'age'] }, ctx, { offset: 0, size: 10 });
    expect(asc.rows.map((r) => r.id)).toEqual(['2', '3', '1', '4']);
    expect(asc.rows[2]!.values).toEqual({ surname: 'Rossi', age: 36 });
    const byAge = runSearch(records, { mode: 'members', where: { all: [] }, sort: { field: 'age', dir: 'desc' } }, ctx, {
      offset: 0,
      size: 10,
    });
    expect(byAge.rows.map((r) => r.id)).toEqual(['4', '1', '3', '2']);
    const page = runSearch(records, { mode: 'members', where: { all: [] } }, ctx, { offset: 1, size: 2 });
    expect(page.count).toBe(4);
    expect(page.rows.map((r) => r.id)).toEqual(['3', '1']);
    expect(page.columns).toEqual(['surname', 'name', 'cardNumber', 'group', 'accountStatus', 'cardValidUntil']);
  });
});
