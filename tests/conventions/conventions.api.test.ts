import { beforeAll, describe, expect, it } from 'vitest';
import { col, listNamesPath, orgCol, orgPath } from '@tessera/domain/paths';
import { FILE_MAX_BYTES } from '@tessera/domain/files/files';
import { Timestamp } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import { api } from '../support/api';
import { db } from '../support/admin';
import { functionsUrl } from '../support/env';
import { buildWorld, ORG_A, ORG_B, type PrincipalName, type World } from '../support/world';
import { storedFile } from '../support/storedFiles';
import { onePagePdf } from '../support/pdfTools';

// Conventions and their documents: CRUD for the back office, documents through the one storage module,
// downloads only through a signed link issued after the permission check.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
  await Promise.all([
    db.doc(`${orgCol(ORG_A, 'listValues')}/comp-1`).set({ type: 'conv_companies', name: 'Teatro Verdi srl', code: 'TV' }),
    db.doc(`${orgCol(ORG_A, 'listValues')}/comp-2`).set({ type: 'ext_companies', name: 'Palestra Arco', code: 'PA' }),
    db
      .doc(listNamesPath(ORG_A))
      .set({ conv_companies: { 'comp-1': 'Teatro Verdi srl' }, ext_companies: { 'comp-2': 'Palestra Arco' } }, { merge: true }),
    // the documents archive is a preference (off by default): this organization keeps one
    db.doc(orgPath(ORG_A)).set({ preferences: { documentsArchive: true } }, { merge: true }),
  ]);
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown } = {},
  who: PrincipalName = 'orgAdmin',
) => api<Record<string, unknown>>(method, path, { token: world.tokens[who], ...opts });
const stored = async (id: string) => (await db.doc(`${orgCol(ORG_A, 'conventions')}/${id}`).get()).data();
const fileCount = async () => (await db.collection(orgCol(ORG_A, 'files')).count().get()).data().count;
const auditOf = async (target: string) =>
  (await db.collection(orgCol(ORG_A, 'audit')).where('target', '==', target).get()).docs.map((d) => d.get('type') as string).sort();
const issuesOf = (body: { issues?: { path: string; message: string }[] }) => (body.issues ?? []).map((i) => `${i.path} ${i.message}`);

const convention = {
  name: 'Teatro Verdi',
  description: 'Sconto del 20% sui biglietti',
  notes: '',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  company: 'comp-1',
};
const PDF = onePagePdf();
const upload = (fileName: string, bytes: Buffer, name = 'Accordo firmato') => ({ name, fileName, contentBase64: bytes.toString('base64') });
/** Downloads a signed link (relative to the API on the emulators) as the browser would, without a token. */
const download = (url: string) => fetch(url.startsWith('/') ? `${functionsUrl()}/api${url}` : url);

describe('conventions', () => {
  let id = '';

  it('an organization admin creates one; it is stored with its list fields and audited, and every back-office role reads it', async () => {
    const res = await call('POST', '/v1/conventions/one', { body: { ...convention, name: '  Teatro Verdi ' } });
    expect(res.status).toBe(200);
    id = res.body.id as string;
    expect(await stored(id)).toMatchObject({
      name: 'Teatro Verdi',
      company: 'comp-1',
      perpetual: false,
      documents: [],
      sortKeys: { name: 'teatro verdi', end: '2026-12-31' },
    });
    expect((await stored(id))?.searchTokens).toEqual(expect.arrayContaining(['tea', 'verdi']));
    expect(await auditOf(id)).toEqual(['conventionCreated']);
    for (const who of ['staff', 'groupAdmin', 'management', 'platform'] as const) {
      const one = await call('GET', '/v1/conventions/one', { headers: { id } }, who);
      expect(one.body, who).toMatchObject({ id, name: 'Teatro Verdi', endDate: '2026-12-31', documents: [] });
    }
    const all = await call('GET', '/v1/conventions/all', {}, 'staff');
    expect((all.body.conventions as { id: string }[]).map((c) => c.id)).toEqual([id]);
    expect(all.body.next).toBeNull();
  });

  it('refuses bad input at its field and writes nothing: no end date, an end before the start, a company that is not a company', async () => {
    const before = (await db.collection(orgCol(ORG_A, 'conventions')).count().get()).data().count;
    const noEnd = await call('POST', '/v1/conventions/one', { body: { ...convention, endDate: null } });
    expect([noEnd.status, issuesOf(noEnd.body)]).toEqual([400, ['body.endDate validation.required']]);
    const backwards = await call('POST', '/v1/conventions/one', { body: { ...convention, endDate: '2025-06-01' } });
    expect(issuesOf(backwards.body)).toEqual(['body.endDate validation.endBeforeStart']);
    const group = await call('POST', '/v1/conventions/one', { body: { ...convention, company: 'g1' } });
    expect([group.status, issuesOf(group.body)]).toEqual([400, ['body.company validation.notAllowed']]);
    const missing = await call('POST', '/v1/conventions/one', { body: { ...convention, company: 'nope' } });
    expect(issuesOf(missing.body)).toEqual(['body.company validation.notAllowed']);
    expect((await db.collection(orgCol(ORG_A, 'conventions')).count().get()).data().count).toBe(before);
  });

  it('only the write roles change conventions; a member reads none; another organization finds nothing', async () => {
    for (const who of ['staff', 'groupAdmin', 'member'] as const) {
      expect((await call('POST', '/v1/conventions/one', { body: convention }, who)).body.err, who).toBe('NO_USER_ALLOWED');
      expect((await call('DELETE', '/v1/conventions/conv', { headers: { id } }, who)).body.err, who).toBe('NO_USER_ALLOWED');
    }
    expect((await call('GET', '/v1/conventions/one', { headers: { id } }, 'member')).body.err).toBe('NO_USER_ALLOWED');
    expect((await call('GET', '/v1/conventions/one', { headers: { id } }, 'otherOrgAdmin')).body.err).toBe('NOT_FOUND');
    expect((await call('PATCH', '/v1/conventions/one', { headers: { id }, body: convention }, 'otherOrgAdmin')).body.err).toBe('NOT_FOUND');
    expect((await db.collection(orgCol(ORG_B, 'conventions')).count().get()).data().count).toBe(0);
  });

  it('a patch changes the fields (perpetual drops the end date) and is audited with before and after', async () => {
    const res = await call(
      'PATCH',
      '/v1/conventions/one',
      { headers: { id }, body: { ...convention, perpetual: true, company: 'comp-2', notes: 'Rinnovo tacito' } },
      'management',
    );
    expect(res.body).toEqual({ id });
    expect(await stored(id)).toMatchObject({
      perpetual: true,
      endDate: null,
      company: 'comp-2',
      notes: 'Rinnovo tacito',
      sortKeys: { end: '9999-12-31' },
    });
    const record = (await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', 'conventionChanged').get()).docs[0]!.data();
    expect(record).toMatchObject({
      target: id,
      before: { company: 'comp-1', endDate: '2026-12-31' },
      after: { company: 'comp-2', endDate: null },
    });
  });

  describe('documents', () => {
    let docId = '';

    it('stores a PDF under its original name; a back-office role gets a short-lived link that downloads the same bytes', async () => {
      const res = await call('POST', '/v1/conventions/conv-doc', { headers: { cid: id }, body: upload('Accordo 2026 «firmato».pdf', PDF) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name: 'Accordo firmato', contentType: 'application/pdf', size: PDF.length });
      docId = res.body.id as string;
      expect(((await stored(id))?.documents as { id: string }[]).map((d) => d.id)).toEqual([docId]);
      expect(await auditOf(id)).toContain('conventionDocumentAdded');

      const link = await call('POST', '/v1/organizations/get-signed-file', { body: { link: res.body.fileId } }, 'staff');
      expect(link.status).toBe(200);
      expect(Date.parse(link.body.expiresAt as string) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
      const file = await download(link.body.url as string);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('Accordo 2026 «firmato».pdf')}`);
      expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    });

    it('gives no link to a role that may not read conventions, nor to another organization; an unknown or expired link answers 404', async () => {
      const fileId = ((await stored(id))?.documents as { fileId: string }[])[0]!.fileId;
      expect((await call('POST', '/v1/organizations/get-signed-file', { body: { link: fileId } }, 'member')).body.err).toBe('NOT_FOUND');
      expect((await call('POST', '/v1/organizations/get-signed-file', { body: { link: fileId } }, 'otherOrgAdmin')).body.err).toBe(
        'NOT_FOUND',
      );
      expect((await call('POST', '/v1/organizations/get-signed-file', { body: { link: '../x' } })).status).toBe(400);
      expect((await download('/v1/files/download?t=' + 'x'.repeat(43))).status).toBe(404);
      expect((await download('/v1/files/download')).status).toBe(404);
      const link = await call('POST', '/v1/organizations/get-signed-file', { body: { link: fileId } });
      const token = new URL(link.body.url as string, 'http://x').searchParams.get('t')!;
      await db
        .doc(`${col.fileLinks}/${createHash('sha256').update(token).digest('hex')}`)
        .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
      expect((await download(link.body.url as string)).status).toBe(404);
    });

    it('refuses a file over the limit, an unknown type, an executable renamed .pdf and a text starting like a PDF, and keeps nothing of them', async () => {
      const files = await fileCount();
      const tooLarge = await call('POST', '/v1/conventions/conv-doc', {
        headers: { cid: id },
        body: upload('grande.pdf', Buffer.concat([PDF, Buffer.alloc(FILE_MAX_BYTES)])),
      });
      expect([tooLarge.status, issuesOf(tooLarge.body)]).toEqual([400, ['body.contentBase64 upload.fileTooLarge']]);
      const text = await call('POST', '/v1/conventions/conv-doc', {
        headers: { cid: id },
        body: upload('note.pdf', Buffer.from('solo testo, non un PDF')),
      });
      expect(issuesOf(text.body)).toEqual(['body.contentBase64 upload.documentType']);
      const exe = await call('POST', '/v1/conventions/conv-doc', {
        headers: { cid: id },
        body: upload('contratto.pdf', Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(512)])),
      });
      expect([exe.status, issuesOf(exe.body)]).toEqual([400, ['body.contentBase64 upload.documentType']]);
      // the signature of a PDF and nothing of one after it
      const fake = await call('POST', '/v1/conventions/conv-doc', {
        headers: { cid: id },
        body: upload('finto.pdf', Buffer.from('%PDF-1.7\nsolo testo dopo la firma di un PDF\n%%EOF\n')),
      });
      expect([fake.status, issuesOf(fake.body)]).toEqual([400, ['body.contentBase64 upload.documentType']]);
      const empty = await call('POST', '/v1/conventions/conv-doc', {
        headers: { cid: id },
        body: { name: 'x', fileName: 'x.pdf', contentBase64: '' },
      });
      expect(issuesOf(empty.body)).toEqual(['body.contentBase64 validation.required']);
      expect(await fileCount()).toBe(files);
      expect(((await stored(id))?.documents as unknown[]).length).toBe(1);
      // a PNG is an allowed type whatever it is called
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
      const image = await call('POST', '/v1/conventions/conv-doc', { headers: { cid: id }, body: upload('logo.bin', png, 'Logo') });
      expect(image.body).toMatchObject({ contentType: 'image/png' });
      expect((await call('DELETE', '/v1/conventions/conv-doc', { headers: { cid: id, did: image.body.id as string } })).body).toEqual({
        deleted: true,
      });
    });

    it('a document of an unknown convention is NOT_FOUND and stores nothing; the read-only roles cannot add one', async () => {
      const files = await fileCount();
      expect((await call('POST', '/v1/conventions/conv-doc', { headers: { cid: 'nope' }, body: upload('a.pdf', PDF) })).body.err).toBe(
        'NOT_FOUND',
      );
      expect((await call('POST', '/v1/conventions/conv-doc', { headers: { cid: id }, body: upload('a.pdf', PDF) }, 'staff')).body.err).toBe(
        'NO_USER_ALLOWED',
      );
      expect(await fileCount()).toBe(files);
    });

    it('removing a document deletes its file and chunks; its old link stops working', async () => {
      const fileId = ((await stored(id))?.documents as { fileId: string }[])[0]!.fileId;
      const link = await call('POST', '/v1/organizations/get-signed-file', { body: { link: fileId } });
      expect((await call('DELETE', '/v1/conventions/conv-doc', { headers: { cid: id, did: docId } })).body).toEqual({ deleted: true });
      expect((await stored(id))?.documents).toEqual([]);
      expect(await storedFile(ORG_A, fileId)).toEqual({ described: false, chunks: 0 });
      expect((await download(link.body.url as string)).status).toBe(404);
      expect((await call('DELETE', '/v1/conventions/conv-doc', { headers: { cid: id, did: docId } })).body.err).toBe('NOT_FOUND');
    });
  });

  it('deleting a convention deletes its documents’ files and is audited', async () => {
    const added = await call('POST', '/v1/conventions/conv-doc', { headers: { cid: id }, body: upload('b.pdf', PDF) });
    const fileId = added.body.fileId as string;
    expect((await call('DELETE', '/v1/conventions/conv', { headers: { id } })).body).toEqual({ deleted: true });
    expect(await stored(id)).toBeUndefined();
    expect((await db.doc(`${orgCol(ORG_A, 'files')}/${fileId}`).get()).exists).toBe(false);
    expect(await auditOf(id)).toContain('conventionDeleted');
    expect((await call('DELETE', '/v1/conventions/conv', { headers: { id } })).body.err).toBe('NOT_FOUND');
  });
});
