import { describe, expect, it } from 'vitest';
import { applyMapping, mappingFields, mappingIssues, mappingKey, mappingRenames, proposeMapping, storedValue } from './columnMapping';
import { checkMemberUploadHeader, MEMBER_UPLOAD_OPTIONAL_COLUMNS, parseMemberUploadRows } from './memberUpload';
import { uploadAmount } from './paymentUpload';

const FIELDS = mappingFields(MEMBER_UPLOAD_OPTIONAL_COLUMNS, [{ name: 'Taglia maglia' }]);
const TODAY = '2026-12-02';

/** The rows of a file read through a mapping, as the upload validates them. */
function throughMapping(header: string[], rows: string[][], mapping = proposeMapping(header, FIELDS, 'members').mapping) {
  const check = checkMemberUploadHeader(applyMapping(header, mapping), [], MEMBER_UPLOAD_OPTIONAL_COLUMNS, true);
  if (!check.ok) throw new Error(JSON.stringify(check));
  return parseMemberUploadRows(rows, check.columns, 'UPSERT', 2, TODAY, check.custom);
}

describe('mappingKey', () => {
  it('drops case, accents, punctuation and spaces', () => {
    expect(mappingKey(' C.F. ')).toBe('cf');
    expect(mappingKey('E-mail')).toBe(mappingKey('email'));
    expect(mappingKey('Città')).toBe('citta');
    expect(mappingKey('\uFEFFTessera n.')).toBe('tesseran');
  });
});

describe('proposeMapping', () => {
  it('keeps the upload’s own names and custom fields’ names', () => {
    const p = proposeMapping(['firstname', 'LASTNAME', 'taglia maglia', 'zip'], FIELDS, 'members');
    expect(p.mapping).toEqual({ firstname: 'firstname', LASTNAME: 'lastname', 'taglia maglia': 'Taglia maglia', zip: 'zip' });
  });
  it('leaves unknown and blank columns out, and a second column for one field with what it looks like', () => {
    const p = proposeMapping(['Nome', '', 'Hobby', 'Telefono', 'Cellulare'], FIELDS, 'members');
    expect(p.columns).toEqual([
      { index: 0, header: 'Nome', field: 'firstname' },
      { index: 2, header: 'Hobby', field: null },
      { index: 3, header: 'Telefono', field: 'telephone' },
      { index: 4, header: 'Cellulare', field: null, alsoLike: 'telephone' },
    ]);
  });
  it('reads a CiviCRM contact export (its field titles) and a Wild Apricot one (its export columns); their ids stay out', () => {
    const civi = [
      'Contact ID',
      'First Name',
      'Last Name',
      'Birth Date',
      'Street Address',
      'City',
      'Postal Code',
      'State/Province',
      'Email',
      'Phone',
    ];
    expect(proposeMapping(civi, FIELDS, 'members').mapping).toEqual({
      'Contact ID': null,
      'First Name': 'firstname',
      'Last Name': 'lastname',
      'Birth Date': 'dob',
      'Street Address': 'address',
      City: 'city',
      'Postal Code': 'zip',
      'State/Province': 'province',
      Email: 'email',
      Phone: 'telephone',
    });
    const wildApricot = ['User ID', 'First name', 'Last name', 'Organization', 'Email', 'Phone', 'Member since', 'Membership level'];
    expect(proposeMapping(wildApricot, FIELDS, 'members').mapping).toEqual({
      'User ID': null,
      'First name': 'firstname',
      'Last name': 'lastname',
      Organization: null,
      Email: 'email',
      Phone: 'telephone',
      'Member since': null,
      'Membership level': null,
    });
  });
  it('does not propose a column this uploader may not fill (groups hidden)', () => {
    expect(proposeMapping(['Gruppo'], mappingFields([], []), 'members').mapping).toEqual({ Gruppo: null });
  });
  it('reads a member extraction’s headers as the upload does', () => {
    expect(proposeMapping(['Cognome', 'Nome', 'Codice fiscale', 'Numero tessera'], FIELDS, 'members').mapping).toEqual({
      Cognome: 'lastname',
      Nome: 'firstname',
      'Codice fiscale': 'taxcode',
      'Numero tessera': 'cardnumber',
    });
  });
});

describe('mappingIssues', () => {
  it('names a field the uploader cannot fill and one filled twice', () => {
    expect(mappingIssues({ Nome: 'firstname', Nick: 'nickname', Tel: 'telephone', Cell: 'TELEPHONE', X: null }, FIELDS)).toEqual([
      { path: 'body.mapping.Nick', message: 'upload.mappingUnknownField' },
      { path: 'body.mapping.Cell', message: 'upload.mappingRepeatedField' },
    ]);
  });
  it('accepts a mapping of known fields, each once', () => {
    expect(mappingIssues({ Nome: 'firstname', Maglia: 'taglia maglia', Altro: null }, FIELDS)).toEqual([]);
  });
});

describe('applyMapping', () => {
  it('renames mapped columns and blanks the others, headers matched without case', () => {
    expect(applyMapping(['NOME', 'Cognome', 'Note'], { nome: 'firstname', Cognome: 'lastname', Note: null })).toEqual([
      'firstname',
      'lastname',
      '',
    ]);
  });
  it('a mapped header needs only the names and a key', () => {
    expect(checkMemberUploadHeader(['firstname', 'lastname', 'taxcode'], [], [], true).ok).toBe(false);
    expect(checkMemberUploadHeader(['firstname', 'lastname', 'taxcode'], [], ['taxcode'], true).ok).toBe(true);
    expect(checkMemberUploadHeader(['firstname', 'lastname'], [], [], true)).toMatchObject({ ok: false, missing: ['email'] });
  });
});

describe('values in the forms other tools write', () => {
  const header = ['Nome', 'Cognome', 'E-mail', 'C.F.', 'Data di nascita', 'Cellulare'];
  it('reads dates day first, ISO and as Excel serials; a two-digit year is refused, as on every path', () => {
    const rows = throughMapping(header, [
      ['A', 'B', 'a@x.it', '', '5.3.81', ''],
      ['A', 'B', 'b@x.it', '', '1981-03-05', ''],
      ['A', 'B', 'c@x.it', '', '05/03/1981', ''],
      ['A', 'B', 'd@x.it', '', 29650 as unknown as string, ''],
    ]);
    expect(rows.map((r) => r.ok && r.data.birthDate)).toEqual([false, '1981-03-05', '1981-03-05', '1981-03-05']);
  });
  it('refuses a day that does not exist', () => {
    const rows = throughMapping(header, [['A', 'B', 'a@x.it', '', '31/02/1990', '']]);
    expect(rows[0]).toMatchObject({ ok: false, reason: 'INVALID_DATE', column: 'dob' });
  });
  it('takes phone numbers with +39, 0039, spaces and dots', () => {
    const rows = throughMapping(header, [
      ['A', 'B', 'a@x.it', '', '', '+39 333.123.4567'],
      ['A', 'B', 'b@x.it', '', '', '0039 347 1234567'],
      ['A', 'B', 'c@x.it', '', '', '06-1234 5678'],
      ['A', 'B', 'd@x.it', '', '', 'non lo so'],
    ]);
    expect(rows.map((r) => (r.ok ? r.data.phone : r.reason))).toEqual([
      '+39 333.123.4567',
      '0039 347 1234567',
      '06-1234 5678',
      'INVALID_PHONE',
    ]);
  });
  it('takes a tax code in lower case and with spaces, stored as the tax code rule stores it', () => {
    const rows = throughMapping(header, [
      ['A', 'B', '', 'rss mra 80a01 h501u', '', ''],
      ['A', 'B', '', 'RSSMRA80A01H501X', '', ''],
    ]);
    expect(rows[0]).toMatchObject({ ok: true, data: { ssn: 'RSSMRA80A01H501U' } });
    expect(rows[1]).toMatchObject({ ok: false, reason: 'INVALID_TAX_CODE', column: 'taxcode' });
  });
  it('reads amounts the Italian way, refusing the ambiguous ones (the payment upload’s one rule)', () => {
    expect(uploadAmount('1.234,56')).toBe(123456);
    expect(uploadAmount('€ 10,00')).toBe(1000);
    expect(uploadAmount(12.5)).toBe(1250);
    expect(uploadAmount('1.500')).toBeNull();
  });
});

describe('mappingRenames and storedValue', () => {
  it('a mapping of the upload’s own names to themselves renames nothing', () => {
    expect(mappingRenames({ firstname: 'firstname', Email: 'email' })).toBe(false);
    expect(mappingRenames({ Nome: 'firstname' })).toBe(true);
    expect(mappingRenames({ firstname: 'firstname', Note: null })).toBe(true);
  });
  it('reads a row’s value by field, custom fields on either side', () => {
    const data = { name: 'Ada', birthDate: '1980-01-01', adminCustomFields: { Taglia: 'M' } };
    expect([
      storedValue(data, 'firstname', 'members'),
      storedValue(data, 'dob', 'members'),
      storedValue(data, 'Taglia', 'members'),
      storedValue(data, 'zip', 'members'),
    ]).toEqual(['Ada', '1980-01-01', 'M', undefined]);
  });
});
