import readExcelFile from 'read-excel-file/node';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_SHEET_NAME } from '@tessera/domain/constants';
import { memberPath, orgCol, orgPath } from '@tessera/domain/paths';
import type { AnswerOf } from '@tessera/domain/contracts/contract';
import type { extractionContract } from '@tessera/domain/contracts/exports';

type ExtractionAnswer = AnswerOf<typeof extractionContract>;
import { db } from '../support/admin';
import { api } from '../support/api';
import { buildWorld, ORG_A, type World } from '../support/world';

const extract = (token: string | undefined, body: unknown) => api<ExtractionAnswer>('POST', '/v1/members/extraction', { token, body });

describe('POST /v1/members/extraction', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld();
    await db.doc(memberPath(ORG_A, 'm1')).update({
      birthDate: Timestamp.fromDate(new Date('1980-01-01T00:00:00Z')),
      residence: { line: 'Via Appia 1', city: 'Roma', state: 'RM', country: 'ITALIA', zip: '00118' },
    });
  });

  it('XLSX: sheet "Extraction", Italian headers, dates as date cells, CAP and card number as text (re-read with read-excel-file)', async () => {
    const res = await extract(world.tokens.orgAdmin, {
      columns: ['surname', 'name', 'ssn', 'birthDate', 'zip', 'cardNumber', 'group'],
      format: 'xlsx',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 3, mimeType: expect.stringContaining('spreadsheetml') });
    expect(res.body.fileName).toMatch(/\.xlsx$/);
    const sheets = await readExcelFile(Buffer.from(res.body.result, 'base64'));
    expect(sheets.map((s) => s.sheet)).toEqual([EXPORT_SHEET_NAME]);
    const [header, ...rows] = sheets[0]!.data;
    expect(header).toEqual(['Cognome', 'Nome', 'Codice fiscale', 'Data di nascita', 'CAP', 'Numero tessera', 'Gruppo']);
    expect(rows.map((r) => r[0])).toEqual(['Bianchi', 'Rossi', 'Verdi']);
    const rossi = rows[1]!;
    expect(rossi[3]).toBeInstanceOf(Date);
    expect((rossi[3] as unknown as Date).toISOString()).toBe('1980-01-01T00:00:00.000Z');
    expect(rossi[4]).toBe('00118');
    expect(rossi[5]).toBe('1001');
    expect(rossi[6]).toBe('Gruppo 1');
  });

  it('CSV: `;`, a BOM for Excel, dates dd/MM/yyyy; TXT: tab-separated, with the BOM too', async () => {
    const csv = await extract(world.tokens.orgAdmin, {
      columns: ['surname', 'birthDate', 'zip'],
      format: 'csv',
      filters: { search: 'rossi' },
    });
    expect(csv.status).toBe(200);
    const text = Buffer.from(csv.body.result, 'base64').toString('utf8');
    expect(text).toBe('\uFEFFCognome;Data di nascita;CAP\r\nRossi;01/01/1980;00118\r\n');
    const txt = await extract(world.tokens.orgAdmin, { columns: ['surname', 'zip'], format: 'txt', filters: { group: 'g1' } });
    expect(Buffer.from(txt.body.result, 'base64').toString('utf8')).toBe('\uFEFFCognome\tCAP\r\nRossi\t00118\r\n');
  });

  it('custom fields as more columns in the settings order, hidden ones included; an unknown field is refused', async () => {
    const fields = db.collection(orgCol(ORG_A, 'customFields'));
    await fields.doc('x-visita').set({ name: 'Visita medica', type: 'DATE', visibleToMember: false, order: 2 });
    await fields
      .doc('x-corsi')
      .set({ name: '=Corsi', type: 'MULTISELECT', allowedValues: ['Yoga', 'Vela'], visibleToMember: true, order: 1 });
    const patched = await api('PATCH', '/v1/members/one', {
      token: world.tokens.orgAdmin,
      headers: { id: 'm1' },
      body: { customFields: { 'Visita medica': '2026-03-15', '=Corsi': ['Yoga', 'Vela'] } },
    });
    expect(patched.status).toBe(200);
    const csv = await extract(world.tokens.orgAdmin, {
      columns: ['surname'],
      customFields: ['x-visita', 'x-corsi'],
      format: 'csv',
      filters: { group: 'g1' },
    });
    expect(csv.status).toBe(200);
    // the admin's field name is neutralized like any cell
    expect(Buffer.from(csv.body.result, 'base64').toString('utf8')).toBe(
      "\uFEFFCognome;'=Corsi;Visita medica\r\nRossi;Yoga, Vela;15/03/2026\r\n",
    );
    const xlsx = await extract(world.tokens.orgAdmin, {
      columns: ['surname'],
      customFields: ['x-visita'],
      format: 'xlsx',
      filters: { group: 'g1' },
    });
    const [sheet] = await readExcelFile(Buffer.from(xlsx.body.result, 'base64'));
    expect(sheet!.data[0]).toEqual(['Cognome', 'Visita medica']);
    expect((sheet!.data[1]![1] as unknown as Date).toISOString()).toBe('2026-03-15T00:00:00.000Z');
    const unknown = await extract(world.tokens.orgAdmin, { columns: ['surname'], customFields: ['x-nope'], format: 'csv' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ issues: [{ path: 'body.customFields.0', message: 'validation.notAllowed' }] });
  });

  it('a column the preferences hide (groups, sections) is refused, as the screens do not offer it; a group admin keeps the group', async () => {
    await db.doc(orgPath(ORG_A)).update({ 'preferences.showGroups': false, 'preferences.showSections': false });
    try {
      const res = await extract(world.tokens.orgAdmin, { columns: ['surname', 'group', 'section'], format: 'csv' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        issues: [
          { path: 'body.columns.1', message: 'validation.notAllowed' },
          { path: 'body.columns.2', message: 'validation.notAllowed' },
        ],
      });
      const local = await extract(world.tokens.groupAdmin, { columns: ['surname', 'group'], format: 'csv' });
      expect(local.status).toBe(200);
    } finally {
      await db.doc(orgPath(ORG_A)).update({ 'preferences.showGroups': true, 'preferences.showSections': true });
    }
  });

  it('no result: 200 with count 0 and a header-only file', async () => {
    const res = await extract(world.tokens.orgAdmin, { columns: ['surname'], format: 'csv', filters: { search: 'nessuno' } });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(0);
    expect(Buffer.from(res.body.result, 'base64').toString('utf8')).toBe('\uFEFFCognome\r\n');
  });

  it('a group admin extracts only its groups; asking for another group → 403', async () => {
    const res = await extract(world.tokens.groupAdmin, { columns: ['surname'], format: 'txt' });
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.result, 'base64').toString('utf8')).toBe('\uFEFFCognome\r\nBianchi\r\nRossi\r\n');
    const other = await extract(world.tokens.groupAdmin, { columns: ['surname'], format: 'txt', filters: { group: 'g3' } });
    expect(other.status).toBe(403);
    expect(other.body.err).toBe('NO_USER_ALLOWED');
  });

  it('no token → 401, member → 403, another organization sees its own members only, bad input → 400', async () => {
    expect((await extract(undefined, { columns: ['surname'], format: 'csv' })).status).toBe(401);
    expect((await extract(world.tokens.member, { columns: ['surname'], format: 'csv' })).status).toBe(403);
    const b = await extract(world.tokens.otherOrgAdmin, { columns: ['surname'], format: 'txt' });
    expect(Buffer.from(b.body.result, 'base64').toString('utf8')).toBe('\uFEFFCognome\r\nNeri\r\n');
    for (const body of [
      { columns: ['password'], format: 'csv' },
      { columns: [], format: 'csv' },
      { columns: ['surname'], format: 'pdf' },
    ]) {
      const res = await extract(world.tokens.orgAdmin, body);
      expect(res.status).toBe(400);
      expect(res.body.err).toBe('INVALID_REQUEST');
    }
  });
});
