import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STATUTE_RULES } from '@tessera/domain/assemblies/rules';
import { ASSEMBLY_DOCUMENTS_MAX } from '@tessera/domain/assemblies/documents';
import { FILE_MAX_BYTES } from '@tessera/domain/files/files';
import { assemblyPath, orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { functionsUrl } from '../support/env';
import { deliveredMails } from '../support/mailbox';
import { onePagePdf } from '../support/pdfTools';
import { storedFile } from '../support/storedFiles';
import { buildWorld, ORG_A, type World } from '../support/world';
import { dayOf, enrol, inDays, voter, type Voter } from './assemblyWorld';

// An assembly's documents and its video meeting: documents attached to a draft (to the whole or to an item), fixed once
// convened, read by the back office and by the organization's members once convened; the convocation names them and
// leads to the personal area; the meeting's address reaches a member only through attend, once counted present.
type Failure = { err?: string; issues?: { path: string; message: string }[] };
type Doc = { id: string; name: string; fileId: string; itemId: string | null; contentType: string; size: number };
type Link = { url: string; fileName: string; contentType: string };
let world: World;
const admin = () => world.tokens.orgAdmin;
const post = <T = Record<string, unknown>>(path: string, body: unknown, token = admin()) =>
  api<T & Failure>('POST', `/v1/assemblies/${path}`, { token, body });
const upload = (assemblyId: string, itemId: string | null, fileName: string, bytes: Buffer, token = admin()) =>
  post<Doc>('document', { assemblyId, itemId, fileName, contentBase64: bytes.toString('base64') }, token);
const remove = (assembly: string, document: string, token = admin()) =>
  api<Failure>('DELETE', '/v1/assemblies/document', { token, headers: { assembly, document } });
const linkOf = (assembly: string, document: string, token = admin()) =>
  api<Link & Failure>('GET', '/v1/assemblies/document-link', { token, headers: { assembly, document } });
/** the member's own way to a document, from the personal area */
const myLinkOf = (assembly: string, document: string, token: string) =>
  api<Link & Failure>('GET', '/v1/assemblies/my-document-link', { token, headers: { assembly, document } });
const listed = async (id: string) => ((await db.doc(assemblyPath(ORG_A, id)).get()).get('documents') ?? []) as Doc[];
const files = async () => (await db.collection(orgCol(ORG_A, 'files')).where('owner.kind', '==', 'assemblyDocument').get()).size;
const download = (url: string) => fetch(url.startsWith('/') ? `${functionsUrl()}/api${url}` : url);

const year = Number(dayOf(new Date().toISOString()).slice(0, 4));
const meetingUrl = 'https://meet.example.org/assemblea-2026';
const draft = (over: Record<string, unknown> = {}) => ({
  kind: 'ORDINARY',
  title: 'Assemblea con documenti',
  firstCall: inDays(10),
  secondCall: inDays(11),
  place: 'Sede sociale',
  online: true,
  meetingUrl,
  agenda: [
    { title: 'Approvazione bilancio', description: '', vote: true, secret: false, majority: 'SIMPLE' },
    { title: 'Varie ed eventuali', description: '', vote: false, secret: false, majority: 'SIMPLE' },
  ],
  ...over,
});

let id = '';
let ada: Voter;

beforeAll(async () => {
  world = await buildWorld();
  ada = await voter(ORG_A, 'docada');
  await enrol(ORG_A, ada.memberId, '2020-01-15', { feeYears: [year, year + 1] });
  expect((await post('rules', { ...DEFAULT_STATUTE_RULES, remoteAttendance: true })).status).toBe(200);
  const created = await post<{ id: string }>('create', draft());
  expect(created.status).toBe(200);
  id = created.body.id;
}, 300_000);

describe('the documents of an assembly', () => {
  it('are attached to a draft, to an item or the whole, and read by the back office only while it is a draft', async () => {
    const accounts = await upload(id, '1', 'Bilancio 2025.pdf', onePagePdf('bilancio'));
    expect(accounts.status).toBe(200);
    expect(accounts.body).toMatchObject({ name: 'Bilancio 2025.pdf', itemId: '1', contentType: 'application/pdf' });
    const report = await upload(id, null, 'Relazione.pdf', onePagePdf('relazione'));
    expect(report.body.itemId).toBeNull();
    expect((await listed(id)).map((d) => [d.name, d.itemId])).toEqual([
      ['Bilancio 2025.pdf', '1'],
      ['Relazione.pdf', null],
    ]);

    // staff reads it, with the very bytes under the document's name
    const link = await linkOf(id, accounts.body.id, world.tokens.staff);
    expect(link.body).toMatchObject({ fileName: 'Bilancio 2025.pdf', contentType: 'application/pdf' });
    const got = await download(link.body.url);
    expect(Buffer.from(await got.arrayBuffer()).equals(onePagePdf('bilancio'))).toBe(true);
    // a member does not see a draft, nor asks the back office's way; a group admin is not the back office; another
    // organization finds nothing
    expect((await myLinkOf(id, accounts.body.id, world.tokens.member)).body.err).toBe('NOT_FOUND');
    expect((await linkOf(id, accounts.body.id, world.tokens.member)).status).toBe(403);
    expect((await linkOf(id, accounts.body.id, world.tokens.groupAdmin)).status).toBe(403);
    expect((await myLinkOf(id, accounts.body.id, world.tokens.groupAdmin)).status).toBe(403);
    expect((await linkOf(id, accounts.body.id, world.tokens.otherOrgAdmin)).body.err).toBe('NOT_FOUND');
    // nor does get-signed-file link it
    const signed = await api('POST', '/v1/organizations/get-signed-file', { token: admin(), body: { link: accounts.body.fileId } });
    expect(signed.status).not.toBe(200);
  });

  it('refuses a file not of its type, too large, for an item not on the agenda, or from outside the managing roles', async () => {
    const before = await files();
    const exe = await upload(id, null, 'verbale.pdf', Buffer.from('MZ\x90\x00 this program cannot be run'));
    expect([exe.status, exe.body.issues]).toEqual([400, [{ path: 'body.contentBase64', message: 'upload.documentType' }]]);
    const big = await upload(id, null, 'grande.pdf', Buffer.concat([onePagePdf(), Buffer.alloc(FILE_MAX_BYTES, 0x20)]));
    expect(big.body.issues).toEqual([{ path: 'body.contentBase64', message: 'upload.fileTooLarge' }]);
    const noItem = await upload(id, '9', 'a.pdf', onePagePdf());
    expect(noItem.body.issues).toEqual([{ path: 'body.itemId', message: 'validation.notFound' }]);
    expect((await upload(id, null, 'a.pdf', onePagePdf(), world.tokens.staff)).status).toBe(403);
    expect((await upload(id, null, 'a.pdf', onePagePdf(), world.tokens.otherOrgAdmin)).body.err).toBe('NOT_FOUND');
    expect(await files()).toBe(before);
  });

  it('holds at most its limit, and a document removed frees its place and its file', async () => {
    const other = (await post<{ id: string }>('create', draft({ title: 'Piena' }))).body.id;
    const made: Doc[] = [];
    for (let i = 0; i < ASSEMBLY_DOCUMENTS_MAX; i++) made.push((await upload(other, null, `doc-${i}.png`, png())).body);
    expect(made.every((d) => d.contentType === 'image/png')).toBe(true);
    const before = await files();
    const over = await upload(other, null, 'troppi.pdf', onePagePdf());
    expect(over.body.issues).toEqual([{ path: 'body.assemblyId', message: 'upload.assemblyDocumentsFull' }]);
    expect(await files()).toBe(before);

    expect((await remove(other, made[0]!.id, world.tokens.staff)).status).toBe(403);
    expect((await remove(other, made[0]!.id)).status).toBe(200);
    expect(await storedFile(ORG_A, made[0]!.fileId)).toEqual({ described: false, chunks: 0 });
    expect((await remove(other, made[0]!.id)).body.err).toBe('NOT_FOUND');
    expect((await upload(other, null, 'ora-sì.pdf', onePagePdf())).status).toBe(200);
  });

  it('follow their item when the draft’s agenda is rewritten, and belong to the whole once it is gone', async () => {
    const other = (await post<{ id: string }>('create', draft({ title: 'Riordinata' }))).body.id;
    const varie = (await upload(other, '2', 'varie.pdf', onePagePdf())).body;
    const bilancio = (await upload(other, '1', 'bilancio.pdf', onePagePdf())).body;
    const [first, second] = draft().agenda;
    expect((await post('update', { assemblyId: other, assembly: draft({ agenda: [second, first] }) })).status).toBe(200);
    const byId = async () => new Map((await listed(other)).map((d) => [d.id, d.itemId]));
    expect(await byId()).toEqual(
      new Map([
        [varie.id, '1'],
        [bilancio.id, '2'],
      ]),
    );
    expect((await post('update', { assemblyId: other, assembly: draft({ agenda: [first] }) })).status).toBe(200);
    expect(await byId()).toEqual(
      new Map([
        [varie.id, null],
        [bilancio.id, '1'],
      ]),
    );
  });

  it('are named in the convocation under their item, never attached, and fixed once convened', async () => {
    const removable = (await upload(id, '2', 'da togliere.pdf', onePagePdf())).body;
    expect((await remove(id, removable.id)).status).toBe(200);
    const convened = await post<{ recipients: number }>('convene', { assemblyId: id });
    expect(convened.status).toBe(200);

    const [mail] = await deliveredMails(ada.email, /Convocazione/);
    const text = mail!.text;
    expect(text).toContain('1. Approvazione bilancio\n\nDocumenti: Bilancio 2025.pdf');
    expect(text).toContain("Documenti dell'assemblea: Relazione.pdf");
    expect(text).toContain('I documenti si scaricano dalla pagina dell’assemblea nella tua area personale.');
    expect(text).toMatch(new RegExp(`https?://\\S+/my-area/assemblies/${id}`));
    expect(text).not.toContain('da togliere.pdf');
    expect(text).not.toContain(meetingUrl);
    // only the door code's QR is attached, no document
    expect(mail!.attachments.map((a) => a.fileName)).toEqual(['assemblea-qr.png']);
    // kept as sent: the names as they were
    const kept = (await db.doc(`${assemblyPath(ORG_A, id)}/convocation/sent`).get()).data()!;
    expect(kept.mail.agenda[0].documents).toEqual(['Bilancio 2025.pdf']);
    expect(kept.mail.documents).toEqual(['Relazione.pdf']);

    const docs = await listed(id);
    expect((await upload(id, null, 'tardi.pdf', onePagePdf())).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
    expect((await remove(id, docs[0]!.id)).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
    expect(await listed(id)).toEqual(docs);
  });

  it('are read by the organization’s members once convened, not by another organization', async () => {
    const [accounts] = await listed(id);
    for (const token of [ada.token, world.tokens.member]) {
      const link = await myLinkOf(id, accounts!.id, token);
      expect(link.status).toBe(200);
      expect(Buffer.from(await (await download(link.body.url)).arrayBuffer()).equals(onePagePdf('bilancio'))).toBe(true);
    }
    expect((await linkOf(id, accounts!.id, world.tokens.otherOrgAdmin)).body.err).toBe('NOT_FOUND');
    expect((await myLinkOf(id, 'nessuno', ada.token)).body.err).toBe('NOT_FOUND');
  });
});

describe('the video meeting’s address', () => {
  it('is https only, and only for an assembly held online', async () => {
    const http = await post('create', draft({ meetingUrl: 'http://meet.example.org/x' }));
    expect(http.body.issues).toEqual([{ path: 'body.meetingUrl', message: 'validation.httpsUrl' }]);
    const js = await post('create', draft({ meetingUrl: 'javascript:alert(1)' }));
    expect(js.body.issues).toEqual([{ path: 'body.meetingUrl', message: 'validation.httpsUrl' }]);
    const inHall = await post('create', draft({ online: false }));
    expect(inHall.body.issues).toEqual([{ path: 'body.meetingUrl', message: 'validation.notAllowed' }]);
  });

  it('is kept apart from the assembly, for the back office; a member gets it only by joining', async () => {
    const assembly = (await db.doc(assemblyPath(ORG_A, id)).get()).data()!;
    expect(JSON.stringify(assembly)).not.toContain(meetingUrl);
    expect((await db.doc(`${assemblyPath(ORG_A, id)}/meeting/link`).get()).data()).toEqual({ url: meetingUrl });
    // not entitled (no place in the register): no address
    expect((await post('attend', { assemblyId: id }, world.tokens.member)).body.err).toBe('NOT_ENTITLED');
    const joined = await post<{ meetingUrl: string | null; present: number }>('attend', { assemblyId: id }, ada.token);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ present: 1, meetingUrl });
    const att = await db.doc(`${assemblyPath(ORG_A, id)}/attendance/${ada.memberId}`).get();
    expect(att.data()).toMatchObject({ present: true, mode: 'REMOTE' });
  });

  it('is not given for an assembly held in the hall only', async () => {
    const hall = (await post<{ id: string }>('create', draft({ online: false, meetingUrl: null }))).body.id;
    expect((await post('convene', { assemblyId: hall })).status).toBe(200);
    const refused = await post<{ meetingUrl?: string }>('attend', { assemblyId: hall }, ada.token);
    expect(refused.body.err).toBe('NOT_ENABLED');
    expect(refused.body.meetingUrl).toBeUndefined();
  });
});

/** A small PNG: the signature and an IHDR chunk, which is all the type is read from. */
function png(): Buffer {
  return Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
}
