// The admin app of the tests first: the functions modules then reuse it. The files are read from Firestore, as the
// emulators' functions store them.
import '../support/admin';
process.env.FILE_STORE ??= 'firestore';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from 'firebase-admin/firestore';
import { ARCHIVE_FORMAT, ARCHIVE_MANIFEST_FILE, ARCHIVE_PARTS, type ArchiveManifest } from '@tessera/domain/archive/manifest';
import { col, counterPath, ORG_MEMBER_COUNTER, ORG_PAYMENT_COUNTER, orgCol } from '@tessera/domain/paths';
import { fileBytes, removeFile } from '../../functions/src/files/storedFiles';
import { byteStore } from '../../functions/src/files/configuredByteStore';
import { sweepArchiveJobs } from '../../functions/src/archive/sweep';
import { AURORA_ORG_ID } from '../../seed/src/demoIds';
import { DEFAULT_MEMBERS, streamDemo } from '../../seed/src/generate';

const MB = 1024 * 1024;
import { loadDemo } from '../../seed/src/load';
import { api } from '../support/api';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { unzip, zipOf } from '../support/zip';
import { COMPARED_PARTS, normalizedLine, normalizedPart } from '../support/archiveCompare';
import { encodeValue } from '../../functions/src/archive/codec';
import { newUploadId, piecesOf, uploadInPieces } from '../support/archiveUpload';
import { ARCHIVE_IMPORT_MAX_BYTES, ARCHIVE_UPLOAD_PIECE_BYTES } from '@tessera/domain/archive/manifest';
import { sweepArchiveUploads } from '../../functions/src/archive/upload';
import { buildWorld, ORG_A, ORG_B, type PrincipalName, type World } from '../support/world';

// The association archive: the whole organization out, into a new organization, and out again the same.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
  // the world's address is at a domain named after the organization's id, which the comparison writes as ORG in the
  // source's archive only: an address of its own, as a real association has, is compared as it is
  await db.doc(`organizations/${ORG_A}`).update({ 'publicInfo.email': 'segreteria@associazione-a.it' });
});

const call = (method: 'GET' | 'POST', path: string, body?: unknown, who: PrincipalName = 'orgAdmin', headers?: Record<string, string>) =>
  api<Record<string, unknown>>(method, path, { token: world.tokens[who], body, headers });

const finished = (org: string, jobId: string) =>
  eventually(
    async () => (await db.doc(`${orgCol(org, 'archiveJobs')}/${jobId}`).get()).data() ?? {},
    (job) => job.status === 'DONE' || job.status === 'FAILED',
    240_000,
    500,
  );

async function archiveOf(org: string, jobId: string): Promise<Map<string, Buffer>> {
  const job = await finished(org, jobId);
  expect(job.status, JSON.stringify(job)).toBe('DONE');
  const bytes = await fileBytes(org, job.fileId as string);
  return unzip(bytes!);
}

/** The import's request: each a new organization with a first admin of its own. */
const body = (bytes: Buffer) => ({
  name: 'Associazione importata',
  plan: 'PROFESSIONAL',
  billing: 'annual',
  admin: { email: `import-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@test.it` },
  archive: { fileName: 'archivio.zip', contentBase64: bytes.toString('base64') },
});

/** The import's request naming an upload sent in pieces. */
const uploadBody = (uploadId: string) => {
  const { archive, ...org } = body(Buffer.alloc(0));
  return { ...org, archive: { fileName: archive.fileName, uploadId } };
};
const sendPiece = (piece: Record<string, unknown>) => call('POST', '/v1/organizations/import/piece', piece, 'platform');

/** The byte store's files an upload left (its pieces live under one place: archive/upload.ts), by upload id. */
const piecesLeft = async (uploadId: string) =>
  (await db.collection('organizations/_archiveUploads/files').listDocuments()).filter((d) => d.id.startsWith(`${uploadId}-`)).length;

let exported: Map<string, Buffer>;
let exportJobId: string;
let manifest: ArchiveManifest;

/** The audit records of one type in an organization. */
const auditOf = async (org: string, type: string) =>
  (await db.collection(orgCol(org, 'audit')).where('type', '==', type).get()).docs.map((d) => d.data());

describe('export', () => {
  it('only the general admins start it; a second one while the first runs is refused', async () => {
    for (const who of ['management', 'groupAdmin', 'staff', 'member'] as const)
      expect((await call('POST', '/v1/archive/export', undefined, who)).status, who).toBe(403);
    const first = await call('POST', '/v1/archive/export');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await call('POST', '/v1/archive/export');
    // the first may already be done on a quick machine: then a second one is queued
    if (second.status !== 200) expect([second.status, second.body.err]).toEqual([409, 'ARCHIVE_EXPORT_BUSY']);
    exportJobId = first.body.id as string;
    exported = await archiveOf(ORG_A, exportJobId);
    if (second.status === 200) await finished(ORG_A, second.body.id as string);
    const link = await call('GET', '/v1/archive/export-file', undefined, 'orgAdmin', { id: first.body.id as string });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
  });

  it('holds a manifest whose counts match its parts, members and their private data among them', () => {
    manifest = JSON.parse(exported.get(ARCHIVE_MANIFEST_FILE)!.toString('utf8')) as ArchiveManifest;
    expect(manifest.format).toBe(ARCHIVE_FORMAT);
    expect(manifest.organization.id).toBe(ORG_A);
    for (const part of ARCHIVE_PARTS) {
      const lines = exported.get(`${part.name}.ndjson`)!.toString('utf8').split('\n').filter(Boolean);
      expect(lines.length, part.name).toBe(manifest.counts[part.name]);
    }
    expect(manifest.counts.members).toBeGreaterThan(0);
    expect(manifest.counts.organization).toBe(1);
  });

  it('is written down in the audit trail when done: who, the counts and the size, no one’s personal data', async () => {
    const job = await finished(ORG_A, exportJobId);
    const records = (await auditOf(ORG_A, 'archiveExported')).filter((r) => (r.after as { jobId?: string }).jobId === exportJobId);
    expect(records).toHaveLength(1);
    const [record] = records as [Record<string, unknown>];
    expect(record.by).toEqual({ uid: world.uid('orgAdmin'), email: expect.any(String), role: 'organization' });
    expect(record.target).toBe(ORG_A);
    const { counts, ...after } = record.after as Record<string, unknown>;
    expect(after).toEqual({
      fileName: job.fileName,
      size: job.size,
      documents: ARCHIVE_PARTS.reduce((n, p) => n + manifest.counts[p.name]!, 0),
      members: manifest.counts.members,
      payments: manifest.counts.payments,
      jobId: exportJobId,
    });
    expect(counts).toEqual(manifest.counts);
  });
});

describe('import', () => {
  it('refuses a file that is not an archive, another tool’s, and a newer version, creating nothing', async () => {
    const before = (await db.collection('organizations').count().get()).data().count;
    const notZip = await call('POST', '/v1/organizations/import', body(Buffer.from('ciao')), 'platform');
    expect([notZip.status, notZip.body.err]).toEqual([422, 'ARCHIVE_INVALID']);
    const other = await zipOf([['manifest.json', Buffer.from(JSON.stringify({ format: 'another-tool', schemaVersion: 1 }))]]);
    const otherTool = await call('POST', '/v1/organizations/import', body(other), 'platform');
    expect([otherTool.status, otherTool.body.err]).toEqual([422, 'ARCHIVE_INVALID']);
    const newer = await zipOf([['manifest.json', Buffer.from(JSON.stringify({ ...manifest, schemaVersion: 99 }))]]);
    const newerVersion = await call('POST', '/v1/organizations/import', body(newer), 'platform');
    expect([newerVersion.status, newerVersion.body.err]).toEqual([422, 'ARCHIVE_VERSION_UNSUPPORTED']);
    expect((await call('POST', '/v1/organizations/import', body(Buffer.from('x')), 'orgAdmin')).status).toBe(403);
    expect((await db.collection('organizations').count().get()).data().count).toBe(before);
  });

  it('writes the archive into a new organization whose own export is the same archive but for ids and clocks', async () => {
    // the first export's zip, the one `exported` holds
    const zip = Buffer.from((await fileBytes(ORG_A, (await finished(ORG_A, exportJobId)).fileId as string))!);
    const { newOrg, jobId, job } = await roundTrip(ORG_A, exported, zip);
    expect(job.notes).toEqual(['signInsNotImported']);
    // the import is in the new organization's audit trail, with where the archive came from and its counts
    const records = await auditOf(newOrg, 'archiveImported');
    expect(records).toHaveLength(1);
    expect(records[0]!.by).toMatchObject({ uid: world.uid('platform') });
    expect(records[0]!.after).toMatchObject({
      sourceName: manifest.organization.name,
      sourceId: ORG_A,
      archivedAt: manifest.createdAt,
      toolVersion: manifest.toolVersion,
      members: manifest.counts.members,
      counts: manifest.counts,
      jobId,
    });
  }, 600_000);
});

/**
 * Imports `zip` (the archive `first` of organization `source`) into a new organization, waits for what the triggers
 * count again, exports the new organization and checks every part of the second archive equals the first's but for
 * ids and clocks.
 */
async function roundTrip(source: string, first: Map<string, Buffer>, zip: Buffer) {
  const firstManifest = JSON.parse(first.get(ARCHIVE_MANIFEST_FILE)!.toString('utf8')) as ArchiveManifest;
  const started = Date.now();
  const { org: newOrg, jobId, job } = await imported(zip);
  expect(job.status, JSON.stringify(job)).toBe('DONE');
  const importMs = Date.now() - started;
  // the counters, the payments' among them, are the import's own writes: the source's at its DONE, no trigger awaited
  const sourceCounters = normalizedPart(first, 'counters', source);
  expect(Object.fromEntries(await countersOf(newOrg))).toEqual(Object.fromEntries(sourceCounters));
  // the advanced search's fee years and payment rows, which the import writes from the payments (their creates
  // wrote nothing), are the source's
  expect(await paymentRowsOf(newOrg)).toEqual(await paymentRowsOf(source));
  const again = db.collection(orgCol(newOrg, 'archiveJobs')).doc();
  await again.create({ kind: 'export', status: 'QUEUED', done: 0, total: 0, createdAt: FieldValue.serverTimestamp() });
  const reexported = await archiveOf(newOrg, again.id);
  const second = JSON.parse(reexported.get(ARCHIVE_MANIFEST_FILE)!.toString('utf8')) as ArchiveManifest;
  for (const part of COMPARED_PARTS) {
    const a = normalizedPart(first, part, source);
    const b = normalizedPart(reexported, part, newOrg, true);
    expect(Object.fromEntries(b), part).toEqual(Object.fromEntries(a));
  }
  expect(second.counts.members).toBe(firstManifest.counts.members);
  // the imported payments' creates counted nothing (the import had): a payment written now counts once, on top of
  // the source's counts, after every one of their trigger runs
  const { before, after } = await paymentCounted(newOrg, 1234);
  expect(before).toEqual(tally(JSON.parse(sourceCounters.get(`counters/${ORG_PAYMENT_COUNTER}`) ?? '{}') as Record<string, unknown>));
  expect(after).toEqual({ count: before.count + 1, amount: before.amount + 1234 });
  console.info(`archive round trip of ${source}: ${firstManifest.counts.members} members, import ${importMs} ms`);
  return { newOrg, jobId, job };
}

/** An organization's counters as an archive's comparison normalizes them (archiveCompare.ts), the mail quota's left out. */
async function countersOf(org: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const d of (await db.collection(orgCol(org, 'counters')).get()).docs) {
    const line = normalizedLine(JSON.stringify({ path: `counters/${d.id}`, data: encodeValue(d.data(), org) }), 'counters', org, true);
    if (line) out.set(...line);
  }
  return out;
}

/** Every member's fee years and payment rows in an organization's search shards, by member id. */
async function paymentRowsOf(org: string) {
  const shards = (await db.collection(orgCol(org, 'searchShards')).get()).docs;
  const all = (map: 'fees' | 'pays') =>
    Object.assign({}, ...shards.map((d) => (d.get(map) ?? {}) as Record<string, unknown>)) as Record<string, unknown>;
  return { fees: all('fees'), pays: all('pays') };
}

const tally = (counter: Record<string, unknown> | undefined) =>
  (counter?.all ?? { count: 0, amount: 0 }) as { count: number; amount: number };

/**
 * Writes a payment into `org` (as any writer may: the trigger counts every one) and returns the organization's payment
 * counter before it and as the trigger first leaves it after. The emulator delivers the events in order: every
 * earlier write's trigger (an import's, a cleanup's) has run by then, so a count it added or took off shows here.
 */
async function paymentCounted(org: string, amount: number) {
  const counter = db.doc(counterPath(org, ORG_PAYMENT_COUNTER));
  const before = tally((await counter.get()).data());
  await db.collection(orgCol(org, 'payments')).add({
    amount,
    payYear: 2026,
    mode: 'CONTANTI',
    status: 'PROCESSED',
    refunded: false,
    cardPayment: false,
    notes: 'prova del conteggio',
  });
  const after = await eventually(
    async () => tally((await counter.get()).data()),
    (now) => now.count !== before.count || now.amount !== before.amount,
    120_000,
    500,
  );
  return { before, after };
}

/** The exported archive with these lines added to their parts, the manifest's counts following (the checksums too). */
async function withLines(added: Record<string, { path: string; data: Record<string, unknown> }[]>): Promise<Buffer> {
  const entries: [string, Buffer][] = [];
  const counts = { ...manifest.counts };
  for (const [name, bytes] of exported) {
    if (name === ARCHIVE_MANIFEST_FILE) continue;
    const lines = added[name.replace(/\.ndjson$/, '')] ?? [];
    counts[name.replace(/\.ndjson$/, '')]! += lines.length;
    entries.push([name, Buffer.concat([bytes, Buffer.from(lines.map((l) => JSON.stringify(l) + '\n').join(''))])]);
  }
  entries.push([ARCHIVE_MANIFEST_FILE, Buffer.from(JSON.stringify({ ...manifest, counts }))]);
  return zipOf(entries);
}

/** Imports an archive (its bytes in the request, or an upload's id) into a new organization and waits for its job to end. */
async function imported(zip: Buffer | { uploadId: string }): Promise<{ org: string; job: Record<string, unknown>; jobId: string }> {
  const res = await call('POST', '/v1/organizations/import', Buffer.isBuffer(zip) ? body(zip) : uploadBody(zip.uploadId), 'platform');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const org = res.body.id as string;
  return { org, jobId: res.body.jobId as string, job: await finished(org, res.body.jobId as string) };
}

const at = { $ts: [Math.floor(Date.now() / 1000), 0] };
/** A mailshot as the send and its expansion leave it (mailshots/send.ts, expand.ts). */
const mailshotLine = (
  id: string,
  state: 'DRAFT' | 'QUEUED' | 'SENDING' | 'DONE',
  recipients: Record<string, unknown> = { kind: 'all' },
) => ({
  path: `mailshots/${id}`,
  data: {
    subject: `Notiziario ${id}`,
    senderId: 'sender-old',
    bodyHtml: '<p>Care socie e cari soci…</p>',
    lang: 'it',
    recipients,
    attachments: [],
    state,
    count: { recipients: 2 },
    reserved: 2,
    reservedMonth: '2026-12',
    batchSet: 'attempt-old',
    cursor: state === 'SENDING' ? 1 : 0,
    leaseId: state === 'SENDING' ? 'lease-old' : null,
    leaseUntil: at,
    queuedAt: at,
    createdBy: { uid: 'uid-old', email: 'segreteria@test.it' },
    createdAt: at,
    updatedAt: at,
    sortKeys: { createdAt: new Date().toISOString() },
  },
});

describe('an archive caught in the middle of things', () => {
  it('brings mailshots that were queued or sending in as drafts again, and sends nothing from the new organization', async () => {
    const zip = await withLines({
      mailshots: [mailshotLine('ms-queued', 'QUEUED'), mailshotLine('ms-sending', 'SENDING')],
      mailshotCounts: [{ path: 'mailshots/ms-sending/counts/0', data: { QUEUED: 1, SENT: 1 } }],
    });
    const { org, job } = await imported(zip);
    expect(job.status, JSON.stringify(job)).toBe('DONE');
    for (const [id, was] of [
      ['ms-queued', 'QUEUED'],
      ['ms-sending', 'SENDING'],
    ] as const) {
      const ref = db.doc(`${orgCol(org, 'mailshots')}/${id}`);
      const data = (await ref.get()).data()!;
      expect([data.state, data.stoppedByImport], id).toEqual(['DRAFT', was]);
      for (const field of ['count', 'reserved', 'batchSet', 'cursor', 'leaseId', 'leaseUntil', 'queuedAt'])
        expect(data, `${id}.${field}`).not.toHaveProperty(field);
      expect(data.subject).toBe(`Notiziario ${id}`);
      expect((await ref.collection('counts').get()).size, id).toBe(0);
      expect((await ref.collection('deliveries').get()).size, id).toBe(0);
    }
    // a draft's write sets off no expansion (its trigger reads the state it was written with): no message of a
    // mailshot in the new organization's outbox, only the first admin's invitation
    const outbox = (await db.collection(orgCol(org, 'mail')).get()).docs.map((d) => d.data());
    expect(outbox.filter((m) => m.mailshotId !== undefined)).toEqual([]);
    expect(outbox.map((m) => m.template)).toEqual(['adminInvitation']);
  });

  it('a draft sent to a recipients file (left out of archives) asks for its recipients again; a sent one keeps its record', async () => {
    const file = { kind: 'file', fileId: 'file-old', fileName: 'soci-2026.csv' };
    const zip = await withLines({
      mailshots: [
        mailshotLine('ms-file-draft', 'DRAFT', file),
        mailshotLine('ms-file-queued', 'QUEUED', file),
        mailshotLine('ms-file-done', 'DONE', file),
      ],
    });
    const { org, job } = await imported(zip);
    expect(job.status, JSON.stringify(job)).toBe('DONE');
    const read = async (id: string) => (await db.doc(`${orgCol(org, 'mailshots')}/${id}`).get()).data()!;
    for (const id of ['ms-file-draft', 'ms-file-queued']) {
      const data = await read(id);
      expect([data.state, data.recipients, data.recipientsFileLeftOut], id).toEqual(['DRAFT', null, 'soci-2026.csv']);
    }
    expect((await read('ms-file-queued')).stoppedByImport).toBe('QUEUED');
    const done = await read('ms-file-done');
    expect([done.state, done.recipients, done.recipientsFileLeftOut]).toEqual(['DONE', file, undefined]);
  });

  it('gives a member’s back-office data the new organization’s id, by which a hidden field’s holders are found', async () => {
    // the back-office document of a member the archive holds (the test world's members have none)
    const member = (JSON.parse(exported.get('members.ndjson')!.toString('utf8').split('\n')[0]!) as { path: string }).path;
    const zip = await withLines({
      memberPrivate: [
        {
          path: `${member}/private/admin`,
          data: { org: ORG_A, customFields: { Allergie: 'lattosio' }, customFieldKeys: ['Allergie'] },
        },
      ],
    });
    const { org, job } = await imported(zip);
    expect(job.status, JSON.stringify(job)).toBe('DONE');
    const privateData = (await db.doc(`organizations/${org}/${member}/private/admin`).get()).data();
    expect(privateData).toMatchObject({ org, customFields: { Allergie: 'lattosio' } });
  });

  it('takes the new organization back to its creation when the import fails midway, keeping it, its admin and the job', async () => {
    // the last part holds a document larger than Firestore writes (1 MiB): everything before it is written first
    const zip = await withLines({
      mailshotCounts: [{ path: 'mailshots/ms-done/counts/0', data: { SENT: 1, note: 'x'.repeat(1_100_000) } }],
    });
    const { org, jobId, job } = await imported(zip);
    expect([job.status, job.error]).toEqual(['FAILED', 'UNKNOW_ERR']);
    // the cleanup follows the FAILED write: wait for its mark
    await eventually(
      async () => (await db.doc(`${orgCol(org, 'archiveJobs')}/${jobId}`).get()).get('undoneAt') as unknown,
      (undone) => undone !== undefined,
      120_000,
      500,
    );
    for (const part of ['members', 'payments', 'cards', 'registerEntries', 'register', 'registerFees', 'sales', 'customFields', 'uniques'])
      expect((await db.collection(orgCol(org, part as never)).get()).size, part).toBe(0);
    // what the creation wrote is as it wrote it: the organization's document, its audit, the job and its archive
    const orgDoc = (await db.doc(`organizations/${org}`).get()).data()!;
    expect(orgDoc.publicInfo).toEqual({ name: 'Associazione importata' });
    expect(orgDoc.plan).toEqual({ name: 'PROFESSIONAL', billing: 'annual', autoRenew: true });
    const audit = (await db.collection(orgCol(org, 'audit')).get()).docs.map((d) => d.get('type') as string);
    expect(audit.sort()).toEqual(['adminAdded', 'organizationCreated']);
    const files = (await db.collection(orgCol(org, 'files')).get()).docs.map((d) => (d.get('owner') as { kind: string }).kind);
    expect(files).toEqual(['archiveImport']);
    const admins = await db.collection(col.profiles).where('orgId', '==', org).get();
    expect(admins.docs.map((d) => d.get('role'))).toEqual(['organization']);
    // the members' deletes took nothing off the counters (their creates added nothing): a member written now is
    // counted after every delete before it (the emulator delivers the events in order), and counts alone
    const probe = db.doc(`${orgCol(org, 'members')}/probe`);
    await probe.set({ name: 'Prova', surname: 'Conteggio', accountStatus: 'ACTIVE' });
    const total = await eventually(
      async () => (await db.doc(counterPath(org, ORG_MEMBER_COUNTER)).get()).get('total') as number | undefined,
      (n) => n !== undefined,
      120_000,
      500,
    );
    expect(total).toBe(1);
    await probe.delete();
    // nor did the payments' deletes take anything off the payment counters: a payment written now counts alone
    expect(await paymentCounted(org, 500)).toEqual({ before: { count: 0, amount: 0 }, after: { count: 1, amount: 500 } });

    // a cleanup whose process died midway (here: one of the import's members back, the mark gone) is finished by the
    // sweep; once done, the sweep finds nothing more to do there
    const jobRef = db.doc(`${orgCol(org, 'archiveJobs')}/${jobId}`);
    await jobRef.update({ undoneAt: FieldValue.delete() });
    await db.doc(`${orgCol(org, 'members')}/left-behind`).set({ name: 'Rimasto', surname: 'Indietro', importJob: jobId });
    expect(await sweepArchiveJobs({ orgId: org })).toEqual({ resumed: {}, undone: { [org]: [jobId] }, failed: {} });
    expect((await db.collection(orgCol(org, 'members')).get()).size).toBe(0);
    expect((await jobRef.get()).get('undoneAt')).toBeDefined();
    expect(await sweepArchiveJobs({ orgId: org })).toEqual({ resumed: {}, undone: {}, failed: {} });
  });

  it('an export whose run died (RUNNING, its lease run out) is run again by the sweep to the end; a live one is left', async () => {
    const started = await call('POST', '/v1/archive/export');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const id = started.body.id as string;
    await archiveOf(ORG_A, id);
    const jobRef = db.doc(`${orgCol(ORG_A, 'archiveJobs')}/${id}`);
    // as a run that died leaves it: RUNNING, no file yet, a lease that is still held…
    const held = new Date(Date.now() + 60_000);
    await jobRef.update({ status: 'RUNNING', fileId: FieldValue.delete(), leaseUntil: held, leaseId: 'dead-run' });
    expect((await sweepArchiveJobs({ orgId: ORG_A })).resumed[ORG_A] ?? []).not.toContain(id);
    expect((await jobRef.get()).get('status')).toBe('RUNNING');
    // …then run out
    await jobRef.update({ leaseUntil: new Date(Date.now() - 1000) });
    const swept = await sweepArchiveJobs({ orgId: ORG_A });
    expect(swept.resumed[ORG_A]).toContain(id);
    const job = (await jobRef.get()).data()!;
    expect([job.status, typeof job.fileId]).toEqual(['DONE', 'string']);
    expect(unzip((await fileBytes(ORG_A, job.fileId as string))!).has(ARCHIVE_MANIFEST_FILE)).toBe(true);
  });
});

describe('an import whose run died', () => {
  it('is taken over from its checkpoint: the parts and lines written before it are not written again', async () => {
    // probes in three parts no trigger follows: one before the checkpoint's part, four in it, one after it
    const probe = (path: string) => ({ path, data: { probe: true } });
    const audit = ['audit/probe-0', 'audit/probe-1', 'audit/probe-2', 'audit/probe-3'];
    const zip = await withLines({
      customFields: [probe('customFields/probe-earlier')],
      // a payment, for the payment counters written at the end (the world's archive has none)
      payments: [{ path: 'payments/probe-payment', data: { memberId: 'm1', amount: 2500, payYear: 2026, mode: 'CASH', status: 'PAID' } }],
      audit: audit.map(probe),
      uniques: [probe('uniques/probe-later')],
    });
    const part = (name: string) => ARCHIVE_PARTS.findIndex((p) => p.name === name);
    expect([part('customFields') < part('audit'), part('payments') < part('audit'), part('audit') < part('uniques')]).toEqual([
      true,
      true,
      true,
    ]);
    const { org, jobId, job } = await imported(zip);
    expect(job.status, JSON.stringify(job)).toBe('DONE');
    // as a run that died leaves it, its checkpoint two probes into the audit part (after the part's own lines); the
    // probes deleted here stand for what it had not written yet, or for what a run starting over would write again
    const auditBefore = manifest.counts.audit!;
    const jobRef = db.doc(`${orgCol(org, 'archiveJobs')}/${jobId}`);
    await jobRef.update({
      status: 'RUNNING',
      leaseId: 'dead-run',
      leaseUntil: new Date(Date.now() - 1000),
      checkpoint: { part: 'audit', lines: auditBefore + 2 },
    });
    const probes = ['customFields/probe-earlier', ...audit, 'uniques/probe-later'];
    await Promise.all(probes.map((path) => db.doc(`organizations/${org}/${path}`).delete()));
    // the payment counters are written at the end from every payment of the archive: a run taking over after the
    // payments' part still adds up those a run before it wrote
    const paymentCounter = db.doc(counterPath(org, ORG_PAYMENT_COUNTER));
    const { updatedAt: _was, ...counted } = (await paymentCounter.get()).data() ?? {};
    expect(Object.keys(counted).length).toBeGreaterThan(0);
    await paymentCounter.delete();
    expect(await sweepArchiveJobs({ orgId: org })).toEqual({ resumed: { [org]: [jobId] }, undone: {}, failed: {} });
    const done = (await jobRef.get()).data()!;
    expect([done.status, done.done]).toEqual(['DONE', done.total]);
    const exists = await Promise.all(probes.map(async (path) => (await db.doc(`organizations/${org}/${path}`).get()).exists));
    // before the checkpoint: left as they are (not written again); from it on: written
    expect(exists).toEqual([false, false, false, true, true, true]);
    const { updatedAt: _now, ...recounted } = (await paymentCounter.get()).data() ?? {};
    expect(recounted).toEqual(counted);
  }, 600_000);
});

describe('an archive larger than the store’s buffer', () => {
  it('is stored as it is written, and read back by ranges', async () => {
    const store = await byteStore();
    const bytes = randomBytes(5 * MB + 123);
    const sink = store.putStream(ORG_A, 'streamed-probe', 'application/zip');
    for (let at = 0; at < 4 * MB; at += MB / 4) await sink.write(bytes.subarray(at, at + MB / 4));
    // before its end, most of what was written is stored already: the sink holds no more than a few chunks
    expect(await store.size(ORG_A, 'streamed-probe')).toBeGreaterThanOrEqual(2 * MB);
    await sink.write(bytes.subarray(4 * MB));
    await sink.end();
    expect(await store.size(ORG_A, 'streamed-probe')).toBe(bytes.length);
    for (const [start, end] of [
      [0, 10],
      [MB / 2 - 5, MB / 2 + 5],
      [MB, 4 * MB + 17],
      [bytes.length - 7, bytes.length],
    ] as const)
      expect((await store.getRange(ORG_A, 'streamed-probe', start, end)).equals(bytes.subarray(start, end))).toBe(true);
    await store.remove(ORG_A, 'streamed-probe');
    expect(await store.size(ORG_A, 'streamed-probe')).toBeNull();
  });

  it('goes out and into a new organization with a file of several megabytes whole', async () => {
    // an organization's file of 6 MB that does not deflate: its line in the archive spans several of the store's
    // chunks and of the reader's ranges, both ways
    const big = randomBytes(6 * MB);
    const fileId = 'big-attachment';
    await (await byteStore()).put(ORG_B, fileId, big, 'application/pdf');
    await db.doc(`${orgCol(ORG_B, 'files')}/${fileId}`).set({
      id: fileId,
      fileName: 'verbale.pdf',
      contentType: 'application/pdf',
      size: big.length,
      owner: { kind: 'mailshotAttachment', id: 'ms-big' },
      createdAt: FieldValue.serverTimestamp(),
    });
    const job = db.collection(orgCol(ORG_B, 'archiveJobs')).doc();
    await job.create({ kind: 'export', status: 'QUEUED', done: 0, total: 0, createdAt: FieldValue.serverTimestamp() });
    const done = await finished(ORG_B, job.id);
    expect(done.status, JSON.stringify(done)).toBe('DONE');
    const zip = (await fileBytes(ORG_B, done.fileId as string))!;
    expect(zip.length).toBe(done.size);
    expect(zip.length).toBeGreaterThan(big.length);
    // sent in pieces of a megabyte, last first, the third twice: the stored archive is the zip, byte for byte
    const uploadId = await uploadInPieces(sendPiece, zip, { pieceBytes: MB, order: (n) => [...Array(n).keys()].reverse().concat([2]) });
    expect(Math.ceil(zip.length / MB)).toBeGreaterThan(6);
    const upload = (await db.doc(`archiveUploads/${uploadId}`).get()).data()!;
    expect(upload.stored).toHaveLength(Math.ceil(zip.length / MB));
    const { org, job: importJob } = await imported({ uploadId });
    expect(importJob.status, JSON.stringify(importJob)).toBe('DONE');
    expect((await fileBytes(org, importJob.fileId as string))!.equals(zip)).toBe(true);
    expect((await fileBytes(org, fileId))!.equals(big)).toBe(true);
    // once imported, the upload is gone and its pieces are the new organization's archive (the one sent twice once),
    // removed with it
    expect((await db.doc(`archiveUploads/${uploadId}`).get()).exists).toBe(false);
    expect(await piecesLeft(uploadId)).toBe(Math.ceil(zip.length / MB));
    await removeFile(org, importJob.fileId as string);
    expect(await piecesLeft(uploadId)).toBe(0);
  }, 600_000);
});

describe('an archive sent in pieces', () => {
  const refusal = (res: { status: number; body: Record<string, unknown> }) => [
    res.status,
    res.body.err,
    (res.body.issues as { path: string; message: string }[] | undefined)?.map((i) => i.path),
  ];

  it('refuses a piece too big, a total over the limit, an index out of range and a changed announcement', async () => {
    const uploadId = newUploadId();
    const piece = { uploadId, index: 0, total: 2, size: 10, contentBase64: Buffer.from('hello').toString('base64') };
    const tooBig = await sendPiece({
      ...piece,
      size: ARCHIVE_UPLOAD_PIECE_BYTES + 1,
      contentBase64: randomBytes(ARCHIVE_UPLOAD_PIECE_BYTES + 1).toString('base64'),
    });
    expect(refusal(tooBig)).toEqual([400, 'INVALID_REQUEST', ['body.contentBase64']]);
    const overLimit = await sendPiece({ ...piece, total: 30, size: ARCHIVE_IMPORT_MAX_BYTES + 1 });
    expect(refusal(overLimit)).toEqual([400, 'INVALID_REQUEST', ['body.size']]);
    const outOfRange = await sendPiece({ ...piece, index: 2 });
    expect(refusal(outOfRange)).toEqual([400, 'INVALID_REQUEST', ['body.index']]);
    expect((await sendPiece(piece)).body).toEqual({ received: 1, complete: false });
    const changed = await sendPiece({ ...piece, index: 1, total: 3 });
    expect(refusal(changed)).toEqual([400, 'INVALID_REQUEST', ['body.total']]);
    // more bytes than announced
    const over = await sendPiece({ ...piece, index: 1, contentBase64: Buffer.from('world!').toString('base64') });
    expect(refusal(over)).toEqual([400, 'INVALID_REQUEST', ['body.contentBase64']]);
    // not complete: the import names what is missing, and creates nothing
    const incomplete = await call('POST', '/v1/organizations/import', uploadBody(uploadId), 'platform');
    expect(refusal(incomplete)).toEqual([400, 'INVALID_REQUEST', ['body.archive.uploadId']]);
    expect((await sendPiece(piece)).status).toBe(200);
    expect((await call('POST', '/v1/organizations/import/piece', piece, 'orgAdmin')).status).toBe(403);
    // only what was stored is left: one piece, the refused ones' bytes removed
    expect(await piecesLeft(uploadId)).toBe(1);
  });

  it('stores a piece sent again once, in any order; a refused archive leaves nothing behind', async () => {
    const notZip = Buffer.from('Verbale dell’assemblea dei soci, letto e approvato all’unanimità.');
    const uploadId = newUploadId();
    const pieces = piecesOf(notZip, uploadId, 20);
    expect(pieces).toHaveLength(4);
    const answers = [];
    for (const i of [3, 1, 1, 0, 3, 2]) answers.push((await sendPiece(pieces[i]!)).body);
    expect(answers).toEqual([
      { received: 1, complete: false },
      { received: 2, complete: false },
      { received: 2, complete: false },
      { received: 3, complete: false },
      { received: 3, complete: false },
      { received: 4, complete: true },
    ]);
    expect(await piecesLeft(uploadId)).toBe(4);
    const before = (await db.collection('organizations').count().get()).data().count;
    const refused = await call('POST', '/v1/organizations/import', uploadBody(uploadId), 'platform');
    expect([refused.status, refused.body.err]).toEqual([422, 'ARCHIVE_INVALID']);
    expect((await db.collection('organizations').count().get()).data().count).toBe(before);
    expect((await db.doc(`archiveUploads/${uploadId}`).get()).exists).toBe(false);
    expect(await piecesLeft(uploadId)).toBe(0);
  });

  it('an upload never imported is swept with its pieces after a day', async () => {
    const uploadId = await uploadInPieces(sendPiece, randomBytes(100), { pieceBytes: 40 });
    expect(await piecesLeft(uploadId)).toBe(3);
    expect(await sweepArchiveUploads()).not.toContain(uploadId);
    expect(await sweepArchiveUploads(new Date(Date.now() + 25 * 60 * 60 * 1000))).toContain(uploadId);
    expect((await db.doc(`archiveUploads/${uploadId}`).get()).exists).toBe(false);
    expect(await piecesLeft(uploadId)).toBe(0);
  });
});

describe('the demo association', () => {
  it('goes out, into a new organization and out again the same', async () => {
    // the demo as `npm start` seeds it (seed/src), beside the test world: Aurora and Tevere with their sign-ins, every
    // kind of document the demo has, Aurora with all its members
    await loadDemo(streamDemo(), {
      projectId: process.env.GCLOUD_PROJECT!,
      // the Functions emulator is not switched off and on (that reloads its functions, a few seconds): the Firestore
      // emulator's triggers are quieted alone
      switchFunctionsTriggers: false,
    });
    const job = db.collection(orgCol(AURORA_ORG_ID, 'archiveJobs')).doc();
    await job.create({ kind: 'export', status: 'QUEUED', done: 0, total: 0, createdAt: FieldValue.serverTimestamp() });
    const first = await archiveOf(AURORA_ORG_ID, job.id);
    const counts = (JSON.parse(first.get(ARCHIVE_MANIFEST_FILE)!.toString('utf8')) as ArchiveManifest).counts;
    expect(counts.members).toBe(DEFAULT_MEMBERS);
    expect(counts.payments).toBeGreaterThan(0);
    expect(normalizedPart(first, 'counters', AURORA_ORG_ID).has(`counters/${ORG_PAYMENT_COUNTER}`)).toBe(true);
    const zip = (await fileBytes(AURORA_ORG_ID, (await finished(AURORA_ORG_ID, job.id)).fileId as string))!;
    await roundTrip(AURORA_ORG_ID, first, Buffer.from(zip));
  }, 600_000);
});
