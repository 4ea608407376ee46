import { describe, expect, it } from 'vitest';
import { checkMemberUploadHeader, parseMemberUploadRows, uploadDate, uploadJobResumability, uploadOptionalColumns } from './memberUpload';
import { DEFAULT_EXTRACTION_COLUMNS, extractionRequest, EXTRACTION_COLUMN_KEYS, EXTRACTION_COLUMNS } from '../exports/extraction';

const STANDARD = ['firstname', 'lastname', 'email', 'dob', 'address', 'telephone'];

describe('checkMemberUploadHeader', () => {
  it('takes the six standard columns in any order and case, plus the optional known ones', () => {
    const r = checkMemberUploadHeader(['\uFEFFEmail', 'FirstName', 'lastname ', 'DOB', 'address', 'telephone', 'taxcode', 'zip', '']);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.columns).toMatchObject({ email: 0, firstname: 1, lastname: 2, taxcode: 6, zip: 7 });
  });
  it('takes columns named after custom fields; a field named like a standard column stays the standard one', () => {
    const fields = [
      { name: 'Taglia maglia', type: 'SELECT', allowedValues: ['S'] },
      { name: 'Zip', type: 'TEXT' },
    ] as const;
    const r = checkMemberUploadHeader([...STANDARD, ' taglia MAGLIA', 'zip'], fields);
    expect(r.ok && r.custom).toEqual([{ field: fields[0], index: 6 }]);
    expect(r.ok && r.columns.zip).toBe(7);
    const [row] = parseMemberUploadRows(
      [['A', 'B', 'a@b.it', '', '', '', 'XL', '']],
      r.ok ? r.columns : {},
      'UPSERT',
      2,
      '2026-01-01',
      r.ok ? r.custom : [],
    );
    expect(row).toMatchObject({ ok: false, reason: 'INVALID_VALUE', column: 'Taglia maglia' });
  });
  it('refuses missing, unknown and repeated columns with the non-conforming key', () => {
    expect(checkMemberUploadHeader(['firstname', 'lastname', 'email', 'email', 'nascita'])).toEqual({
      ok: false,
      error: 'upload.nonConformingDocument',
      missing: ['dob', 'address', 'telephone'],
      unexpected: ['nascita'],
      duplicated: ['email'],
    });
  });
});

describe('uploadDate', () => {
  it.each([
    ['05/03/1980', '1980-03-05'],
    ['5/3/1980', '1980-03-05'],
    ['05.03.1980', '1980-03-05'],
    ['1980-03-05', '1980-03-05'],
    ['1980-03-05T00:00:00.000Z', '1980-03-05'],
    ['5 Mar 1980', '1980-03-05'],
    ['5 marzo 1980', '1980-03-05'],
    ['March 5, 1980', '1980-03-05'],
    // as Wild Apricot and some Excel exports write their days
    ['15 Jan 2026', '2026-01-15'],
    ['15-Jan-2026', '2026-01-15'],
    ['Jan 15, 2026', '2026-01-15'],
    ['Jan. 15, 2026', '2026-01-15'],
    ['January 15, 2026', '2026-01-15'],
    ['15 gen 2026', '2026-01-15'],
    ['15 gennaio 2026', '2026-01-15'],
    ['15 GENNAIO 2026', '2026-01-15'],
    ['1 Dec 2025', '2025-12-01'],
    ['31 dic 2025', '2025-12-31'],
    // a month no name of which fits, a two-digit year, a day the month has not, no day: refused
    ['15 Janv 2026', null],
    ['15 Genn 2026', null],
    ['15 Foo 2026', null],
    ['15 Jan 26', null],
    ['Jan 2026', null],
    ['31 Apr 2026', null],
    ['15 Jan, 2026', null],
    ['31/02/1980', null],
    ['1980/03/05', null],
    ['ieri', null],
  ])('%s → %s', (input, iso) => expect(uploadDate(input)).toBe(iso));
  it('a spreadsheet date cell is read on its UTC day', () => expect(uploadDate(new Date(Date.UTC(1990, 0, 1)))).toBe('1990-01-01'));
  it('a spreadsheet number is an Excel serial (a date typed in a General cell)', () => {
    expect(uploadDate(32874)).toBe('1990-01-01');
    expect(uploadDate(15)).toBe('1900-01-15');
    expect(uploadDate(60)).toBeNull(); // 1900-02-29 never was
  });
});

describe('checkMemberUploadHeader: a member extraction uploaded again', () => {
  it('reads its Italian or English headers as the columns they fill, and ignores its read-only columns', () => {
    const italian = ['Cognome', 'Nome', 'Codice fiscale', 'Email', 'Telefono', 'Stato tessera', 'Data di nascita', 'Indirizzo', 'CAP'];
    const r = checkMemberUploadHeader(italian);
    expect(r).toMatchObject({
      ok: true,
      columns: { lastname: 0, firstname: 1, taxcode: 2, email: 3, telephone: 4, dob: 6, address: 7, zip: 8 },
    });
    const english = ['Surname', 'Name', 'Tax code', 'Email', 'Phone', 'Card status', 'Birth date', 'Address', 'ZIP', 'Registration date'];
    expect(checkMemberUploadHeader(english)).toMatchObject({ ok: true, columns: { lastname: 0, firstname: 1, dob: 6, zip: 8 } });
  });

  it('the default extraction (no address, no phone) is accepted in both languages; what it lacks is not a column', () => {
    const italian = DEFAULT_EXTRACTION_COLUMNS.map((c) => EXTRACTION_COLUMNS[c].header);
    expect(italian).not.toContain('Indirizzo');
    const r = checkMemberUploadHeader(italian);
    expect(r).toEqual({
      ok: true,
      custom: [],
      columns: { lastname: 0, firstname: 1, taxcode: 2, email: 3, dob: 4, zip: 5, cardnumber: 6 },
    });
    const english = ['Surname', 'Name', 'Tax code', 'Email', 'Birth date', 'ZIP', 'Card number'];
    expect(checkMemberUploadHeader(english)).toEqual(r);
  });

  it('an extraction still needs the names and a key to find the member by', () => {
    expect(checkMemberUploadHeader(['Nome', 'Codice fiscale'])).toMatchObject({ ok: false, missing: ['lastname'] });
    expect(checkMemberUploadHeader(['Nome', 'Cognome', 'CAP'])).toMatchObject({ ok: false, missing: ['email'] });
    expect(checkMemberUploadHeader(['Name', 'Surname', 'Tax code']).ok).toBe(true);
  });

  it("a file using the upload's own column names keeps the standard format, even with some extraction headers", () => {
    expect(checkMemberUploadHeader(['firstname', 'lastname', 'email', 'Codice fiscale'])).toMatchObject({
      ok: false,
      missing: ['dob', 'address', 'telephone'],
    });
  });

  it("a custom field named like a read-only column stays the custom field's column", () => {
    const field = { name: 'Categoria', type: 'TEXT', required: false } as const;
    const r = checkMemberUploadHeader([...STANDARD, 'Categoria'], [field as never]);
    expect(r.ok && r.custom.map((c) => c.index)).toEqual([6]);
  });
});

describe('parseMemberUploadRows', () => {
  const cols = checkMemberUploadHeader([...STANDARD, 'taxcode', 'cardnumber']);
  if (!cols.ok) throw new Error('header');
  const row = (over: Partial<Record<string, string>> = {}) => [
    over.first ?? 'Mario',
    over.last ?? 'Rossi',
    over.email ?? 'mario@prova.it',
    over.dob ?? '',
    '',
    '',
    over.tax ?? '',
    over.card ?? '',
  ];

  it('keeps line numbers (header = 1, blank rows skipped but counted) and validates every cell', () => {
    const rows = parseMemberUploadRows(
      [
        row(),
        ['', '', '', '', '', '', '', ''],
        row({ email: 'x@', first: 'A' }),
        row({ email: 'b@prova.it', dob: '31/12/1999', tax: 'rssmra80a01h501u', card: '0012' }),
        row({ email: 'c@prova.it', tax: 'RSSMRA80A01H501X' }),
        row({ email: 'd@prova.it', card: '12a' }),
        row({ email: '', tax: '' }),
        row({ email: 'e@prova.it', first: '' }),
        row({ email: 'MARIO@prova.it' }),
        row({ email: 'f@prova.it', card: '0012' }),
      ],
      cols.columns,
      'UPSERT',
    );
    expect(rows.map((r) => [r.line, r.ok ? 'ok' : r.reason])).toEqual([
      [2, 'ok'],
      [4, 'INVALID_EMAIL'],
      [5, 'ok'],
      [6, 'INVALID_TAX_CODE'],
      [7, 'INVALID_CARD_NUMBER'],
      [8, 'NO_MATCH_KEY'],
      [9, 'REQUIRED'],
      [10, 'DUPLICATE_IN_FILE'],
      [11, 'DUPLICATE_CARD_IN_FILE'],
    ]);
    expect(rows[2]).toEqual({
      line: 5,
      ok: true,
      data: { name: 'Mario', surname: 'Rossi', email: 'b@prova.it', birthDate: '1999-12-31', ssn: 'RSSMRA80A01H501U', cardNumber: '0012' },
    });
  });

  it('a tax code written in groups or with stray spaces is kept without them, and matches by it', () => {
    const [r] = parseMemberUploadRows([row({ tax: ' rss mra 80a01 h501u ' })], cols.columns, 'UPSERT');
    expect(r).toMatchObject({ ok: true, data: { ssn: 'RSSMRA80A01H501U' } });
    const [refused] = parseMemberUploadRows([row({ tax: 'RSS MRA 80A01 H501X', card: '1x' })], cols.columns, 'UPSERT');
    expect(refused).toMatchObject({ ok: false, keys: { email: 'mario@prova.it' } });
  });

  const TODAY = '2026-11-23';
  const withZip = checkMemberUploadHeader([...STANDARD, 'taxcode', 'zip']);
  if (!withZip.ok) throw new Error('header');
  const zipRow = (dob: unknown, zip: unknown, tax: unknown = '') =>
    ['Mario', 'Rossi', 'mario@prova.it', dob, '', '', tax, zip] as Parameters<typeof parseMemberUploadRows>[0][number];
  const outcome = (cells: Parameters<typeof parseMemberUploadRows>[0][number]) => {
    const [r] = parseMemberUploadRows([cells], withZip.columns, 'UPSERT', 2, TODAY);
    return r!.ok ? r!.data : { reason: r!.reason, column: r!.column };
  };

  it('birth dates are plausible: from 1900-01-01 up to today', () => {
    expect(outcome(zipRow('01/01/2099', ''))).toEqual({ reason: 'IMPLAUSIBLE_BIRTH_DATE', column: 'dob' });
    expect(outcome(zipRow('24/11/2026', ''))).toEqual({ reason: 'IMPLAUSIBLE_BIRTH_DATE', column: 'dob' });
    expect(outcome(zipRow('12/05/1850', ''))).toEqual({ reason: 'IMPLAUSIBLE_BIRTH_DATE', column: 'dob' });
    expect(outcome(zipRow('31/12/1899', ''))).toEqual({ reason: 'IMPLAUSIBLE_BIRTH_DATE', column: 'dob' });
    expect(outcome(zipRow('01/01/1900', ''))).toMatchObject({ birthDate: '1900-01-01' });
    expect(outcome(zipRow(TODAY, ''))).toMatchObject({ birthDate: TODAY });
    expect(outcome(zipRow(32874, ''))).toMatchObject({ birthDate: '1990-01-01' });
  });

  it('a CAP is five digits, leading zeros kept', () => {
    expect(outcome(zipRow('', '00118'))).toMatchObject({ zip: '00118' });
    expect(outcome(zipRow('', '118'))).toEqual({ reason: 'INVALID_ZIP', column: 'zip' });
    expect(outcome(zipRow('', '001180'))).toEqual({ reason: 'INVALID_ZIP', column: 'zip' });
    expect(outcome(zipRow('', '001xx'))).toEqual({ reason: 'INVALID_ZIP', column: 'zip' });
  });

  it('a cell without a readable value (formula never calculated, error) refuses the row, even alone on it', () => {
    expect(outcome(zipRow('', { unreadable: 'formula' }))).toEqual({ reason: 'UNREADABLE_CELL', column: 'zip' });
    const [r] = parseMemberUploadRows([['', '', '', { unreadable: 'error' }, '', '', '', '']], withZip.columns, 'UPSERT', 2, TODAY);
    expect(r).toMatchObject({ line: 2, ok: false, reason: 'UNREADABLE_CELL', column: 'dob' });
  });

  it("a refused row keeps the valid keys it names (RESET leaves that member's card alone)", () => {
    const [r] = parseMemberUploadRows([zipRow('ieri', '', 'rssmra80a01h501u')], withZip.columns, 'RESET', 2, TODAY);
    expect(r).toEqual({
      line: 2,
      ok: false,
      reason: 'INVALID_DATE',
      column: 'dob',
      keys: { email: 'mario@prova.it', ssn: 'RSSMRA80A01H501U' },
    });
  });

  it('real email addresses are accepted', () => {
    for (const email of ['anna+tessera@gmail.com', 'info@studio.legal', 'mario@rossi.online', "d'angelo@example.it"]) {
      const [r] = parseMemberUploadRows([row({ email })], cols.columns, 'UPSERT');
      expect(r).toMatchObject({ ok: true, data: { email } });
    }
  });

  it('DELETE needs only a match key', () => {
    const rows = parseMemberUploadRows([row({ first: '', last: '' })], cols.columns, 'DELETE');
    expect(rows[0]).toMatchObject({ ok: true, data: { email: 'mario@prova.it' } });
  });

  it("checks the cells by the API's member rules: their lengths, the phone, and a row's first problem", () => {
    const all = checkMemberUploadHeader([...STANDARD, 'group', 'city', 'province']);
    if (!all.ok) throw new Error('header');
    const cells = (over: Record<number, string>) => Object.assign(['Mario', 'Rossi', 'mario@prova.it', '', '', '', '', '', ''], over);
    const parse = (over: Record<number, string>) => {
      const [r] = parseMemberUploadRows([cells(over)], all.columns, 'UPSERT', 2, TODAY);
      return r!.ok ? 'ok' : [r!.reason, r!.column];
    };
    expect(parse({ 0: 'M'.repeat(101) })).toEqual(['TOO_LONG', 'firstname']);
    expect(parse({ 4: 'V'.repeat(201) })).toEqual(['TOO_LONG', 'address']);
    expect(parse({ 5: '3'.repeat(31) })).toEqual(['TOO_LONG', 'telephone']);
    expect(parse({ 5: '0611' })).toEqual(['INVALID_PHONE', 'telephone']);
    expect(parse({ 8: 'R'.repeat(101) })).toEqual(['TOO_LONG', 'province']);
    // a group is a list value's id (the member rule: at most 128 characters) or its name, which the planner looks up
    expect(parse({ 6: 'g'.repeat(128) })).toBe('ok');
    expect(parse({ 6: 'g'.repeat(129) })).toEqual(['TOO_LONG', 'group']);
    expect(parse({ 6: 'Nord/Sud' })).toBe('ok');
    // a cell over its length is named before any wrong value, whatever its column
    expect(parse({ 2: 'x@', 5: '0611', 7: 'C'.repeat(101) })).toEqual(['TOO_LONG', 'city']);
    expect(parse({ 2: 'x@', 5: '0611' })).toEqual(['INVALID_PHONE', 'telephone']);
  });
});

describe('extractionRequest', () => {
  it('every column has an Italian header; unknown columns and formats are refused', () => {
    expect(EXTRACTION_COLUMN_KEYS.every((c) => EXTRACTION_COLUMNS[c].header.length > 0)).toBe(true);
    expect(extractionRequest.safeParse({ columns: ['surname', 'zip'], format: 'xlsx' }).success).toBe(true);
    expect(extractionRequest.safeParse({ columns: ['password'], format: 'xlsx' }).success).toBe(false);
    expect(extractionRequest.safeParse({ columns: ['surname'], format: 'pdf' }).success).toBe(false);
    expect(extractionRequest.safeParse({ columns: [], format: 'csv' }).success).toBe(false);
  });
});

describe('uploadJobResumability', () => {
  const now = 1_000_000;
  it('a RUNNING job with an expired or no lease, and a FAILED one, may be resumed', () => {
    expect(uploadJobResumability('RUNNING', now - 1, now)).toBe('RESUMABLE');
    expect(uploadJobResumability('RUNNING', now, now)).toBe('RESUMABLE');
    expect(uploadJobResumability('RUNNING', null, now)).toBe('RESUMABLE');
    expect(uploadJobResumability('FAILED', null, now)).toBe('RESUMABLE');
  });
  it('a live lease or a QUEUED job is busy; DONE is finished', () => {
    expect(uploadJobResumability('RUNNING', now + 1, now)).toBe('UPLOAD_JOB_BUSY');
    expect(uploadJobResumability('QUEUED', null, now)).toBe('UPLOAD_JOB_BUSY');
    expect(uploadJobResumability('DONE', null, now)).toBe('UPLOAD_JOB_FINISHED');
  });
});

describe('uploadOptionalColumns', () => {
  const header = ['firstname', 'lastname', 'email', 'dob', 'address', 'telephone', 'group'];
  it('leaves the group column out while groups are not shown, and the header check then refuses it', () => {
    expect(uploadOptionalColumns({ group: true })).toContain('group');
    expect(uploadOptionalColumns({ group: false })).not.toContain('group');
    expect(checkMemberUploadHeader(header, [], uploadOptionalColumns({ group: true })).ok).toBe(true);
    expect(checkMemberUploadHeader(header, [], uploadOptionalColumns({ group: false }))).toMatchObject({
      ok: false,
      unexpected: ['group'],
    });
  });
});
