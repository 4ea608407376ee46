import { describe, expect, it } from 'vitest';
import { downloadCell, downloadColumns, searchDownloadRequest } from './download';

describe('search downloads', () => {
  const custom = [{ id: 'cf1', name: 'Tessera FIT', type: 'DATE' as const }];
  const columns = downloadColumns(
    'members',
    ['surname', 'birthDate', 'age', 'group', 'feeYears', 'deceased', 'custom.cf1', 'custom.gone'],
    custom,
  );
  const byField = Object.fromEntries(columns.map((c) => [c.field, c]));
  const names = new Map([['g1', 'Gruppo Nord']]);

  it('heads columns in Italian (custom fields by their names) and drops fields the mode does not have', () => {
    expect(columns.map((c) => c.header)).toEqual([
      'Cognome',
      'Data di nascita',
      'Età',
      'Gruppo',
      'Quote pagate',
      'Deceduto',
      'Tessera FIT',
    ]);
    expect(columns.map((c) => c.kind)).toEqual(['text', 'date', 'number', 'text', 'text', 'text', 'date']);
  });

  it('writes days as dates, numbers as numbers, list ids by name, flags as Sì/No, several values joined, text as text', () => {
    expect(downloadCell(byField.birthDate!, '1980-02-29', names)).toEqual(new Date('1980-02-29T00:00:00Z'));
    expect(downloadCell(byField.age!, 44, names)).toBe(44);
    expect(downloadCell(byField.group!, 'g1', names)).toBe('Gruppo Nord');
    expect(downloadCell(byField.group!, 'g-unknown', names)).toBe('g-unknown');
    expect(downloadCell(byField.feeYears!, [2025, 2026], names)).toBe('2025, 2026');
    expect(downloadCell(byField.feeYears!, [], names)).toBeNull();
    expect(downloadCell(byField.deceased!, true, names)).toBe('Sì');
    expect(downloadCell(byField.deceased!, null, names)).toBe('No');
    expect(downloadCell(byField.surname!, '=1+1', names)).toBe('=1+1'); // neutralized by the file writer, per format
    expect(downloadCell(byField.surname!, null, names)).toBeNull();
    const [status] = downloadColumns('members', ['accountStatus'], []);
    expect(downloadCell(status!, 'INACTIVE', names)).toBe('Non attivo');
  });

  it('takes the export formats only', () => {
    expect(searchDownloadRequest.safeParse({ query: { mode: 'members' }, format: 'xlsx' }).success).toBe(true);
    expect(searchDownloadRequest.safeParse({ query: { mode: 'members' }, format: 'pdf' }).success).toBe(false);
  });
});
