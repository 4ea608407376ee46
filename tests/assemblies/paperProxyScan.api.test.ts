import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES } from '@tessera/domain/files/files';
import { assemblyPath, orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { functionsUrl } from '../support/env';
import { db } from '../support/admin';
import { onePagePdf } from '../support/pdfTools';
import { storedFile } from '../support/storedFiles';
import { addMember, buildWorld, ORG_A, type World } from '../support/world';
import { dayOf, enrol, inDays, voter, type Voter } from './assemblyWorld';
import { paperScan } from './paperScan';

// The scan of a paper proxy (the signed form the law wants written): stored with the proxy, read by the back office of
// the organization only; a file that is not what it says, too large, or a proxy refused for its own reasons leaves
// neither a proxy nor a file behind.
type Failure = { err?: string; issues?: { path: string; message: string }[] };
type Link = { url: string; expiresAt: string; fileName: string; contentType: string };
let world: World;
const post = (body: unknown, token = world.tokens.orgAdmin) => api<Failure>('POST', '/v1/assemblies/paper-proxy', { token, body });
const scanOf = (assemblyId: string, giverId: string, token = world.tokens.orgAdmin) =>
  api<Link & Failure>('GET', '/v1/assemblies/paper-proxy-scan', { token, headers: { assembly: assemblyId, giver: giverId } });
const scans = async () => (await db.collection(orgCol(ORG_A, 'files')).where('owner.kind', '==', 'proxyScan').get()).docs.map((d) => d.id);
/** the byte store's chunks of the organization's files: a file's bytes stored without its description count too */
const scanChunks = async () =>
  (await db.collectionGroup('chunks').get()).docs.filter((d) => d.ref.path.startsWith(`${orgCol(ORG_A, 'files')}/`)).length;
const proxyOf = (giver: string) => db.doc(`${assemblyPath(ORG_A, id)}/proxies/${giver}`).get();

const year = Number(dayOf(new Date().toISOString()).slice(0, 4));
let id = '';
/** m[0] holds, m[1..5] give */
const m: string[] = [];
let stranger = '';
/** a giver with a sign-in, who takes their paper proxy back */
let revoker: Voter;

beforeAll(async () => {
  world = await buildWorld();
  for (const key of ['anna', 'bice', 'ciro', 'dora', 'elio', 'fede']) {
    const memberId = await addMember(ORG_A, { name: key, surname: 'Delega', group: 'g1' });
    await enrol(ORG_A, memberId, '2020-01-15', { feeYears: [year, year + 1] });
    m.push(memberId);
  }
  revoker = await voter(ORG_A, 'scanrevoca');
  await enrol(ORG_A, revoker.memberId, '2020-01-15', { feeYears: [year, year + 1] });
  // a member the register does not know: not entitled
  stranger = await addMember(ORG_A, { name: 'gino', surname: 'Delega', group: 'g1' });
  const created = await api<{ id: string } & Failure>('POST', '/v1/assemblies/create', {
    token: world.tokens.orgAdmin,
    body: {
      kind: 'ORDINARY',
      title: 'Assemblea ordinaria',
      firstCall: inDays(10),
      secondCall: inDays(11),
      place: 'Sede sociale',
      online: false,
      agenda: [{ title: 'Bilancio consuntivo', description: '', vote: true, secret: false, majority: 'SIMPLE' }],
    },
  });
  id = created.body.id;
  expect((await api('POST', '/v1/assemblies/convene', { token: world.tokens.orgAdmin, body: { assemblyId: id } })).status).toBe(200);
}, 300_000);

describe('the scan of a paper proxy', () => {
  it('is stored with the proxy and read by the back office of the organization only', async () => {
    expect((await post({ assemblyId: id, giverId: m[1], holderId: m[0], scan: paperScan('delega-bice.pdf') })).status).toBe(200);
    const proxy = await proxyOf(m[1]!);
    const fileId = proxy.get('scanFileId') as string;
    expect(proxy.data()).toMatchObject({ giver: m[1], holder: m[0], paper: true });
    expect(await storedFile(ORG_A, fileId)).toMatchObject({ described: true });
    expect((await db.doc(`${orgCol(ORG_A, 'files')}/${fileId}`).get()).data()).toMatchObject({
      fileName: 'delega-bice.pdf',
      contentType: 'application/pdf',
      owner: { kind: 'proxyScan' },
    });

    // staff (back office, reads assemblies) gets a link that downloads the very bytes, under the form's name
    const link = await scanOf(id, m[1]!, world.tokens.staff);
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ fileName: 'delega-bice.pdf', contentType: 'application/pdf' });
    const download = await fetch(link.body.url.startsWith('/') ? `${functionsUrl()}/api${link.body.url}` : link.body.url);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(onePagePdf('delega'))).toBe(true);
    expect(download.headers.get('content-disposition')).toContain('delega-bice.pdf');

    // another organization's back office: no such assembly; a member: not the back office; get-signed-file: never
    expect((await scanOf(id, m[1]!, world.tokens.otherOrgAdmin)).body.err).toBe('NOT_FOUND');
    expect((await scanOf(id, m[1]!, world.tokens.member)).status).toBe(403);
    const signed = await api<Failure>('POST', '/v1/organizations/get-signed-file', {
      token: world.tokens.orgAdmin,
      body: { link: fileId },
    });
    expect(signed.status).not.toBe(200);
    // a giver with no proxy, or a proxy given online: no scan
    expect((await scanOf(id, m[2]!)).body.err).toBe('NOT_FOUND');
  });

  it('is required, and refused when it is not what its name says or too large: nothing written', async () => {
    const before = await scans();
    const chunksBefore = await scanChunks();
    const missing = await post({ assemblyId: id, giverId: m[2], holderId: m[0] });
    expect(missing.body.issues).toEqual([{ path: 'body.scan', message: 'validation.required' }]);

    // an executable renamed .pdf
    const fake = { fileName: 'delega.pdf', contentBase64: Buffer.from('MZ\x90\x00 this program cannot be run').toString('base64') };
    const refused = await post({ assemblyId: id, giverId: m[2], holderId: m[0], scan: fake });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      err: 'INVALID_REQUEST',
      issues: [{ path: 'body.scan.contentBase64', message: 'upload.documentType' }],
    });
    // text starting like a PDF is read through, and refused
    const notPdf = { fileName: 'delega.pdf', contentBase64: Buffer.from('%PDF-1.4 nothing else').toString('base64') };
    expect((await post({ assemblyId: id, giverId: m[2], holderId: m[0], scan: notPdf })).body.issues).toEqual([
      { path: 'body.scan.contentBase64', message: 'upload.documentType' },
    ]);
    // a WebP is a stored file elsewhere, not a signed form
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);
    expect(
      (
        await post({
          assemblyId: id,
          giverId: m[2],
          holderId: m[0],
          scan: { fileName: 'delega.webp', contentBase64: webp.toString('base64') },
        })
      ).body.issues,
    ).toEqual([{ path: 'body.scan.contentBase64', message: 'upload.documentType' }]);

    // past the stored files' limit
    const big = Buffer.concat([onePagePdf(), Buffer.alloc(FILE_MAX_BYTES, 0x20)]);
    const tooLarge = await post({
      assemblyId: id,
      giverId: m[2],
      holderId: m[0],
      scan: { fileName: 'delega.pdf', contentBase64: big.toString('base64') },
    });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.issues).toEqual([{ path: 'body.scan.contentBase64', message: 'upload.fileTooLarge' }]);

    expect((await proxyOf(m[2]!)).exists).toBe(false);
    expect(await scans()).toEqual(before);
    expect(await scanChunks()).toBe(chunksBefore);
  });

  it('leaves no file behind when the proxy is refused: the holder at the limit, a member not entitled', async () => {
    // the holder already carries one: two more reach the statute's three
    for (const giver of [m[2], m[3]])
      expect((await post({ assemblyId: id, giverId: giver, holderId: m[0], scan: paperScan() })).status).toBe(200);
    const before = await scans();
    expect(before).toHaveLength(3);
    const chunksBefore = await scanChunks();

    const full = await post({ assemblyId: id, giverId: m[4], holderId: m[0], scan: paperScan() });
    expect(full.body.err).toBe('PROXY_LIMIT_REACHED');
    const unentitled = await post({ assemblyId: id, giverId: stranger, holderId: m[5], scan: paperScan() });
    expect(unentitled.body.err).toBe('NOT_ENTITLED');
    const refused = await post({ assemblyId: id, giverId: m[1], holderId: m[5], scan: paperScan() });
    expect(refused.body.err).toBe('PROXY_REFUSED');

    expect((await proxyOf(m[4]!)).exists).toBe(false);
    expect((await proxyOf(stranger)).exists).toBe(false);
    expect(await scans()).toEqual(before);
    expect(await scanChunks()).toBe(chunksBefore);
  });

  it('goes with the proxy its giver revokes', async () => {
    expect((await post({ assemblyId: id, giverId: revoker.memberId, holderId: m[5], scan: paperScan() })).status).toBe(200);
    const fileId = (await proxyOf(revoker.memberId)).get('scanFileId') as string;
    expect(await storedFile(ORG_A, fileId)).toMatchObject({ described: true });
    const revoked = await api<Failure>('POST', '/v1/assemblies/proxy-revoke', { token: revoker.token, body: { assemblyId: id } });
    expect(revoked.status).toBe(200);
    expect((await proxyOf(revoker.memberId)).exists).toBe(false);
    expect(await storedFile(ORG_A, fileId)).toEqual({ described: false, chunks: 0 });
  });

  it('goes when its giver is erased; the proxy stays, by ids alone, so the counts still add up', async () => {
    const fileId = (await proxyOf(m[1]!)).get('scanFileId') as string;
    const erased = await api<Failure>('POST', '/v1/members/erase', {
      token: world.tokens.orgAdmin,
      body: { memberId: m[1], reason: 'Richiesta scritta' },
    });
    expect(erased.status).toBe(200);
    expect(await storedFile(ORG_A, fileId)).toEqual({ described: false, chunks: 0 });
    expect((await proxyOf(m[1]!)).data()).toMatchObject({ giver: m[1], holder: m[0], paper: true, scanFileId: null, scanErased: true });
    expect((await scanOf(id, m[1]!)).body.err).toBe('NOT_FOUND');
  });
});

describe('a paper proxy revoked by the back office', () => {
  const revoke = (giverId: string, token = world.tokens.orgAdmin) =>
    api<Failure>('POST', '/v1/assemblies/paper-proxy-revoke', { token, body: { assemblyId: id, giverId } });
  const auditOf = async (type: string) =>
    (await db.collection(orgCol(ORG_A, 'audit')).where('target', '==', revoker.memberId).get()).docs
      .map((d) => d.data())
      .filter((r) => r.type === type);

  it('is taken back until the opening for a giver who asks, its scan deleted, recording and revoking audited', async () => {
    // a proxy given online is the member's own to take back
    const online = await api<Failure>('POST', '/v1/assemblies/proxy', {
      token: revoker.token,
      body: { assemblyId: id, holderId: m[5] },
    });
    expect(online.status).toBe(200);
    expect((await revoke(revoker.memberId)).body.err).toBe('NOT_FOUND');
    expect((await api('POST', '/v1/assemblies/proxy-revoke', { token: revoker.token, body: { assemblyId: id } })).status).toBe(200);

    expect((await post({ assemblyId: id, giverId: revoker.memberId, holderId: m[5], scan: paperScan() })).status).toBe(200);
    const fileId = (await proxyOf(revoker.memberId)).get('scanFileId') as string;
    // the managing roles only, of this organization only
    expect((await revoke(revoker.memberId, world.tokens.staff)).status).toBe(403);
    expect((await revoke(revoker.memberId, world.tokens.otherOrgAdmin)).body.issues).toEqual([
      { path: 'body.giverId', message: 'validation.notFound' },
    ]);
    expect((await revoke(revoker.memberId)).status).toBe(200);
    expect((await proxyOf(revoker.memberId)).exists).toBe(false);
    expect((await db.doc(`${assemblyPath(ORG_A, id)}/holders/${m[5]}`).get()).data()).toEqual({ count: 0, givers: [] });
    expect(await storedFile(ORG_A, fileId)).toEqual({ described: false, chunks: 0 });
    expect((await revoke(revoker.memberId)).body.err).toBe('NOT_FOUND');

    const record = { assemblyId: id, name: 'Assemblea ordinaria', proxyHolder: m[5] };
    const recorded = await auditOf('assemblyPaperProxyRecorded');
    // recorded twice: in the test before, and here
    expect(recorded).toHaveLength(2);
    expect(recorded[0]).toMatchObject({ by: { uid: world.uid('orgAdmin') }, before: null, after: record });
    expect(await auditOf('assemblyPaperProxyRevoked')).toEqual([
      expect.objectContaining({ by: expect.objectContaining({ uid: world.uid('orgAdmin') }), before: record, after: null }),
    ]);
  });

  it('stands once the assembly is open', async () => {
    await db.doc(assemblyPath(ORG_A, id)).update({ firstCall: inDays(-0.1), secondCall: inDays(1) });
    expect(
      (await api('POST', '/v1/assemblies/check-in', { token: world.tokens.orgAdmin, body: { assemblyId: id, memberId: m[0] } })).status,
    ).toBe(200);
    expect((await api('POST', '/v1/assemblies/open', { token: world.tokens.orgAdmin, body: { assemblyId: id } })).status).toBe(200);
    expect((await revoke(m[2]!)).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
    expect((await proxyOf(m[2]!)).exists).toBe(true);
  });
});
