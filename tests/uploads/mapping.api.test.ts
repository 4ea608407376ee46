import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../support/admin';
import { api } from '../support/api';
import { buildWorld, ORG_A, ORG_B, type World } from '../support/world';
import { count, finished, memberByEmail, report } from './support';

/** Files shaped like other tools' member exports (tests/uploads/fixtures), sent as the dialog sends them. */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url)).toString('base64');

type Preview = {
  columns: { header: string; field: string | null; alsoLike?: string }[];
  mapping: Record<string, string | null>;
  fields: string[];
  header: { ok: boolean; missing: string[] };
  total: number;
  valid: number;
  rows: { line: number; data: Record<string, unknown> }[];
  refused: { line: number; reason: string; column?: string }[];
};

const preview = (token: string, name: string, mapping?: Record<string, string | null>, mode = 'UPSERT') =>
  api<Preview>('POST', '/v1/members/bulk-upload-preview', {
    token,
    headers: { mode },
    body: { fileName: name, contentBase64: fixture(name), ...(mapping ? { mapping } : {}) },
  });

const uploadMapped = (token: string, name: string, mapping?: Record<string, string | null>) =>
  api<{ jobId: string; total: number }>('POST', '/v1/members/bulk-upload', {
    token,
    headers: { mode: 'UPSERT' },
    body: { fileName: name, contentBase64: fixture(name), ...(mapping ? { mapping } : {}) },
  });

type Saved = { mappings: { id: string; name: string; mapping: Record<string, string | null> }[] };
const mappings = (token: string) => api<Saved>('GET', '/v1/members/upload-mappings', { token });
const save = (token: string, name: string, mapping: Record<string, string | null>) =>
  api<{ id: string }>('POST', '/v1/members/upload-mappings', { token, body: { name, mapping } });

describe('member files from other tools: the column mapping', () => {
  let world: World;
  let admin: string;
  beforeAll(async () => {
    world = await buildWorld();
    admin = world.tokens.orgAdmin;
  });

  it('the preview proposes a mapping, shows the rows as stored and the refused ones, and writes nothing', async () => {
    const before = { members: await count('members'), uploads: await count('uploads') };
    const res = await preview(admin, 'italian-excel.csv');
    expect(res.status).toBe(200);
    expect(res.body.mapping).toMatchObject({ Cognome: 'lastname', 'C.F.': 'taxcode', 'Data di nascita': 'dob', 'Luogo di nascita': null });
    expect(res.body.columns.find((c) => c.header === 'Cellulare')).toMatchObject({ field: null, alsoLike: 'telephone' });
    expect(res.body.header).toEqual({ ok: true, missing: [], duplicated: [] });
    expect(res.body).toMatchObject({ total: 4, valid: 2 });
    expect(res.body.rows[1]).toEqual({
      line: 3,
      data: expect.objectContaining({ birthDate: '1975-03-05', ssn: 'BNCLCU75C45F205R', email: 'lucia.bianchi@example.it' }),
    });
    expect(res.body.refused).toEqual([
      { line: 4, reason: 'INVALID_TAX_CODE', column: 'taxcode' },
      { line: 5, reason: 'INVALID_DATE', column: 'dob' },
    ]);
    expect({ members: await count('members'), uploads: await count('uploads') }).toEqual(before);
  });

  it('the preview applies a chosen mapping and says what the mapped file lacks', async () => {
    const res = await preview(admin, 'wild-apricot.csv', {
      'First name': 'firstname',
      'Last name': 'lastname',
      'Mobile phone': 'telephone',
    });
    expect(res.status).toBe(200);
    expect(res.body.header).toMatchObject({ ok: false, missing: ['email'] });
    expect(res.body.columns.find((c) => c.header === 'Mobile phone')?.field).toBe('telephone');
    expect(res.body.columns.find((c) => c.header === 'Email')?.field).toBeNull();
  });

  it('an upload with a mapping creates the members the file names', async () => {
    const proposed = (await preview(admin, 'galette.csv')).body.mapping;
    const res = await uploadMapped(admin, 'galette.csv', { ...proposed, tel_adh: null, gsm_adh: 'telephone' });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    const job = await finished(res.body.jobId);
    expect(job).toMatchObject({ state: 'DONE', applied: 2, refused: 0 });
    const [paolo] = await memberByEmail('paolo.galli@example.org');
    expect(paolo).toMatchObject({
      name: 'Paolo',
      surname: 'Galli',
      phone: '+39 320 1112223',
      cardNumber: '72001',
      residence: { line: 'Via Garibaldi 10', zip: '40121', city: 'Bologna' },
    });
    expect(String((paolo!.birthDate as { toDate(): Date }).toDate().toISOString()).slice(0, 10)).toBe('1985-06-15');
    expect((await report(res.body.jobId)).map((r) => r.outcome)).toEqual(['APPLIED', 'APPLIED']);
  });

  it('without a mapping another tool’s file is refused as today, naming its columns', async () => {
    const res = await uploadMapped(admin, 'civicrm.csv');
    expect(res.status).toBe(400);
    expect(res.body.issues!.map((i) => i.path)).toEqual(expect.arrayContaining(['missing.firstname', 'unexpected.first name']));
  });

  it('a mapping naming an unknown field or one field twice → 400 at that column, nothing stored', async () => {
    const before = await count('uploads');
    for (const call of [uploadMapped, (t: string, n: string, m?: Record<string, string | null>) => preview(t, n, m)]) {
      const res = await call(admin, 'civicrm.csv', {
        'First Name': 'firstname',
        'Last Name': 'lastname',
        Email: 'email',
        Phone: 'nickname',
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        err: 'INVALID_REQUEST',
        issues: [{ path: 'body.mapping.Phone', message: 'upload.mappingUnknownField' }],
      });
      const twice = await call(admin, 'civicrm.csv', {
        'First Name': 'firstname',
        'Last Name': 'lastname',
        Email: 'email',
        'Contact ID': 'Email',
      });
      expect(twice.status).toBe(400);
      expect(twice.body.issues).toEqual([{ path: 'body.mapping.Contact ID', message: 'upload.mappingRepeatedField' }]);
    }
    expect(await count('uploads')).toBe(before);
  });

  it('saved mappings: saved by name, replaced under the same name, listed, deleted; another organization sees none', async () => {
    const first = await save(admin, 'CiviCRM', { 'First Name': 'firstname', 'Last Name': 'lastname' });
    expect(first.status).toBe(200);
    const again = await save(admin, 'civicrm', { 'First Name': 'firstname', 'Last Name': 'lastname', Email: 'email' });
    expect(again.body.id).toBe(first.body.id);
    await save(admin, 'Galette', { nom_adh: 'lastname' });
    const list = await mappings(admin);
    expect(list.status).toBe(200);
    expect(list.body.mappings.map((m) => [m.name, m.mapping])).toEqual([
      ['civicrm', { 'First Name': 'firstname', 'Last Name': 'lastname', Email: 'email' }],
      ['Galette', { nom_adh: 'lastname' }],
    ]);
    // another organization's admin: none listed, none deleted
    expect((await mappings(world.tokens.otherOrgAdmin)).body.mappings).toEqual([]);
    const foreign = await api('DELETE', '/v1/members/upload-mappings', {
      token: world.tokens.otherOrgAdmin,
      headers: { id: first.body.id },
    });
    expect(foreign.body.err).toBe('NOT_FOUND');
    expect((await db.collection(orgCol(ORG_B, 'uploadMappings')).get()).size).toBe(0);
    // staff may not write members, so neither save nor read mappings
    expect((await mappings(world.tokens.staff)).status).toBe(403);
    expect((await save(admin, 'bad', { X: 'nickname' })).body.issues).toEqual([
      { path: 'body.mapping.X', message: 'upload.mappingUnknownField' },
    ]);
    const del = await api('DELETE', '/v1/members/upload-mappings', { token: admin, headers: { id: first.body.id } });
    expect(del.body).toEqual({ deleted: true });
    expect((await mappings(admin)).body.mappings.map((m) => m.name)).toEqual(['Galette']);
    expect((await db.collection(orgCol(ORG_A, 'uploadMappings')).get()).size).toBe(1);
  });
});
