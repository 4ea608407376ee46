import { describe, expect, it } from 'vitest';
import {
  MEMBER_UPLOAD_COLUMNS,
  checkMemberUploadColumns,
  checkRecipientsColumns,
  checkRecipientsFileName,
  memberUploadModeSchema,
  normalizeHeader,
} from './uploads';

describe('normalizeHeader', () => {
  it.each([
    ['\uFEFFFirstName', 'firstname'],
    ['  EMAIL ', 'email'],
    [null, ''],
    [12, '12'],
  ])('%j → %j', (cell, out) => {
    expect(normalizeHeader(cell)).toBe(out);
  });
});

describe('checkMemberUploadColumns: firstname, lastname, email, dob, address, telephone', () => {
  it.each([
    [[...MEMBER_UPLOAD_COLUMNS]],
    [['telephone', 'address', 'dob', 'email', 'lastname', 'firstname']],
    [['\uFEFFFirstName', ' LASTNAME ', 'Email', 'DOB', 'Address', 'Telephone']],
    [['firstname', 'lastname', 'email', 'dob', 'address', 'telephone', '', '  ']],
  ])('accepts %j', (headers) => {
    expect(checkMemberUploadColumns(headers).ok).toBe(true);
  });
  it('tells where each column is', () => {
    expect(checkMemberUploadColumns(['email', 'firstname', 'lastname', 'dob', 'address', 'telephone'])).toEqual({
      ok: true,
      columns: { email: 0, firstname: 1, lastname: 2, dob: 3, address: 4, telephone: 5 },
    });
  });
  it.each([
    [['firstname', 'lastname', 'email', 'dob', 'address'], { missing: ['telephone'], unexpected: [], duplicated: [] }],
    [[...MEMBER_UPLOAD_COLUMNS, 'notes'], { missing: [], unexpected: ['notes'], duplicated: [] }],
    [[...MEMBER_UPLOAD_COLUMNS, 'Email'], { missing: [], unexpected: [], duplicated: ['email'] }],
    [
      ['first name', 'lastname', 'email', 'dob', 'address', 'telephone'],
      { missing: ['firstname'], unexpected: ['first name'], duplicated: [] },
    ],
    [[], { missing: [...MEMBER_UPLOAD_COLUMNS], unexpected: [], duplicated: [] }],
  ])('refuses %j as non-conforming', (headers, detail) => {
    expect(checkMemberUploadColumns(headers)).toEqual({ ok: false, error: 'upload.nonConformingDocument', ...detail });
  });
});

describe('checkRecipientsColumns: a column named email', () => {
  it.each([
    [['email'], 0],
    [['Nome', ' EMAIL '], 1],
    [['\uFEFFemail', 'name'], 0],
    [['email', 'email'], 0],
  ])('accepts %j (email at %i)', (headers, emailIndex) => {
    expect(checkRecipientsColumns(headers)).toEqual({ ok: true, emailIndex });
  });
  it.each([[[]], [['e-mail']], [['mail']], [['email address']], [['name', '']]])('refuses %j', (headers) => {
    expect(checkRecipientsColumns(headers)).toEqual({ ok: false, error: 'upload.missingEmailColumn' });
  });
  it.each([
    ['destinatari.xlsx', true],
    ['DESTINATARI.CSV', true],
    [' a.b.csv ', true],
    ['destinatari.xls', false],
    ['destinatari', false],
    ['destinatari.csv.txt', false],
  ])('file %j is XLSX or CSV: %s', (name, ok) => {
    expect(checkRecipientsFileName(name)).toEqual(ok ? { ok: true } : { ok: false, error: 'upload.unsupportedFileType' });
  });
});

describe('memberUploadModeSchema', () => {
  it.each(['UPDATE', 'RESET', 'UPSERT', 'DELETE'])('accepts %s', (mode) => {
    expect(memberUploadModeSchema.parse(mode)).toBe(mode);
  });
  it.each(['upsert', '', 'MERGE', null])('refuses %j', (mode) => {
    expect(memberUploadModeSchema.safeParse(mode).error!.issues.map((i) => i.message)).toEqual(['validation.uploadMode']);
  });
});
