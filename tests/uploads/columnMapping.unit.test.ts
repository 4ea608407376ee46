import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyMapping, mappingFields, proposeMapping } from '@tessera/domain/uploads/columnMapping';
import { checkMemberUploadHeader, MEMBER_UPLOAD_OPTIONAL_COLUMNS, parseMemberUploadRows } from '@tessera/domain/uploads/memberUpload';
import { parseCsv } from '../../functions/src/uploads/parseFile';

/** Files shaped like what each tool exports (written for these tests), read as the API reads them. */
const sheet = (name: string) => parseCsv(new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url))));
const FIELDS = mappingFields(MEMBER_UPLOAD_OPTIONAL_COLUMNS, []);

function proposedRows(name: string) {
  const { header, rows } = sheet(name);
  const proposal = proposeMapping(header, FIELDS, 'members');
  const check = checkMemberUploadHeader(applyMapping(header, proposal.mapping), [], MEMBER_UPLOAD_OPTIONAL_COLUMNS, true);
  if (!check.ok) throw new Error(JSON.stringify(check));
  return { proposal, rows: parseMemberUploadRows(rows, check.columns, 'UPSERT', 2, '2026-12-02') };
}

describe('the proposal for other tools’ member files', () => {
  it('an Excel sheet with Italian headers', () => {
    const { proposal, rows } = proposedRows('italian-excel.csv');
    expect(proposal.mapping).toEqual({
      Cognome: 'lastname',
      Nome: 'firstname',
      'C.F.': 'taxcode',
      'Data di nascita': 'dob',
      'Luogo di nascita': null,
      Indirizzo: 'address',
      CAP: 'zip',
      Città: 'city',
      'Prov.': 'province',
      Telefono: 'telephone',
      Cellulare: null,
      'E-mail': 'email',
      'Tessera n.': 'cardnumber',
      'Data iscrizione': null,
      Note: null,
    });
    expect(proposal.columns.find((c) => c.header === 'Cellulare')?.alsoLike).toBe('telephone');
    expect(rows[0]).toEqual({
      line: 2,
      ok: true,
      data: {
        name: 'Mario',
        surname: 'Rossi',
        address: 'Via Roma 1',
        phone: '06 1234 5678',
        zip: '00118',
        city: 'Roma',
        province: 'RM',
        email: 'mario.rossi@example.it',
        birthDate: '1980-01-01',
        ssn: 'RSSMRA80A01H501U',
        cardNumber: '71001',
      },
    });
    expect(rows[1]).toMatchObject({ ok: true, data: { birthDate: '1975-03-05', email: 'lucia.bianchi@example.it' } });
    expect(rows.slice(2)).toEqual([
      { line: 4, ok: false, reason: 'INVALID_TAX_CODE', column: 'taxcode', keys: { email: 'giuseppe.verdi@example.it' } },
      { line: 5, ok: false, reason: 'INVALID_DATE', column: 'dob', keys: { email: 'anna.neri@example.it' } },
    ]);
  });

  it('a Galette export', () => {
    const { proposal, rows } = proposedRows('galette.csv');
    expect(Object.entries(proposal.mapping).filter(([, f]) => f)).toEqual([
      ['nom_adh', 'lastname'],
      ['prenom_adh', 'firstname'],
      ['email_adh', 'email'],
      ['adresse_adh', 'address'],
      ['cp_adh', 'zip'],
      ['ville_adh', 'city'],
      ['tel_adh', 'telephone'],
      ['ddn_adh', 'dob'],
      ['num_adh', 'cardnumber'],
    ]);
    expect(proposal.columns.find((c) => c.header === 'gsm_adh')).toMatchObject({ field: null, alsoLike: 'telephone' });
    expect(rows.every((r) => r.ok)).toBe(true);
    expect(rows[0]).toMatchObject({
      data: { name: 'Paolo', surname: 'Galli', birthDate: '1985-06-15', zip: '40121', cardNumber: '72001' },
    });
  });

  it('a CiviCRM export', () => {
    const { proposal, rows } = proposedRows('civicrm.csv');
    expect(Object.entries(proposal.mapping).filter(([, f]) => f)).toEqual([
      ['First Name', 'firstname'],
      ['Last Name', 'lastname'],
      ['Email', 'email'],
      ['Street Address', 'address'],
      ['City', 'city'],
      ['Postal Code', 'zip'],
      ['State', 'province'],
      ['Phone', 'telephone'],
      ['Birth Date', 'dob'],
    ]);
    expect(proposal.mapping['Contact ID']).toBeNull();
    expect(rows.every((r) => r.ok)).toBe(true);
    expect(rows[0]).toMatchObject({ data: { phone: '055.765.432', birthDate: '1978-04-02', province: 'FI' } });
  });

  it('a Wild Apricot export', () => {
    const { proposal, rows } = proposedRows('wild-apricot.csv');
    expect(Object.entries(proposal.mapping).filter(([, f]) => f)).toEqual([
      ['First name', 'firstname'],
      ['Last name', 'lastname'],
      ['Email', 'email'],
      ['Phone', 'telephone'],
      ['Address', 'address'],
      ['City', 'city'],
      ['Province', 'province'],
      ['Postal code', 'zip'],
      ['Birth date', 'dob'],
    ]);
    expect(proposal.columns.find((c) => c.header === 'Mobile phone')).toMatchObject({ field: null, alsoLike: 'telephone' });
    expect(proposal.mapping['User ID']).toBeNull();
    expect(rows.every((r) => r.ok)).toBe(true);
    expect(rows[1]).toMatchObject({ data: { name: 'Luca', phone: '+39 02 1234567', zip: '20123' } });
  });
});
