// The admin app of the tests first: the functions modules then reuse it.
import '../support/admin';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { orgCol, registerEntryPath, registerHeadPath } from '@tessera/domain/paths';
import { verifyChain } from '@tessera/domain/register/chain';
import { registerEntryId, type RegisterEntry } from '@tessera/domain/register/entry';
import { printedCheckpoints } from '@tessera/domain/register/printedCopy';
import { entriesFromXlsx } from '../../functions/src/register/sheetCopy';
import type { RegisterVerdict } from '@tessera/domain/contracts/register';
import { drainRegister } from '../../functions/src/register/drain';
import { queueRef, type QueueKind } from '../../functions/src/register/queue';
import { api } from '../support/api';
import { db } from '../support/admin';
import { eventually } from '../support/settle';
import { pdfInfo, pdfText } from '../support/pdfTools';
import { addMember, buildWorld, ORG_A, ORG_B, updateMember, type PrincipalName, type World } from '../support/world';

// The register of members: started from the current members, kept by their life in Tessera, verified, printed and
// exported; whatever is changed behind the API is named by the verification.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
});

const call = (method: 'GET' | 'POST', path: string, body?: unknown, who: PrincipalName = 'orgAdmin') =>
  api<Record<string, unknown>>(method, path, { token: world.tokens[who], body });
const verify = async (who: PrincipalName = 'orgAdmin') => {
  const res = await call('GET', '/v1/register/verify', undefined, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as RegisterVerdict;
};
const entries = async (org = ORG_A) =>
  (await db.collection(orgCol(org, 'registerEntries')).orderBy('seq').get()).docs.map((d) => d.data() as RegisterEntry);
const entriesOf = async (memberId: string) => (await entries()).filter((e) => e.memberId === memberId);
const entryDoc = (seq: number) => db.doc(registerEntryPath(ORG_A, registerEntryId(seq)));
/**
 * A member or a payment looked at again by the register, as a redelivered event makes it: queued (as the trigger's
 * reaction queues it, even before the register is started) and the queue drained here, racing the drainer the
 * queue's trigger starts; done once the item has left the queue, whichever drainer took it.
 */
const lookAgain = async (kind: QueueKind, id: string, org = ORG_A) => {
  const item = queueRef(db, org, kind, id);
  await item.set({ kind, id, queuedAt: new Date() });
  await drainRegister(org);
  expect(
    await eventually(
      async () => (await item.get()).exists,
      (queued) => !queued,
    ),
  ).toBe(false);
};
const followMemberLife = ({ orgId, memberId }: { orgId: string; memberId: string }) => lookAgain('member', memberId, orgId);
const followFeePayment = ({ orgId, paymentId }: { orgId: string; paymentId: string }) => lookAgain('fee', paymentId, orgId);

describe('before the register is started', () => {
  it('it is empty and verifies; a resolution is refused; members’ changes record nothing', async () => {
    expect(await verify()).toEqual({ ok: true, count: 0, headSeq: 0, lastHash: '0'.repeat(64), seq: null, fault: null });
    const res = await call('POST', '/v1/register/resolution', { seq: 1, resolution: 'Delibera n. 1' });
    expect([res.status, res.body.err]).toEqual([409, 'REGISTER_NOT_STARTED']);
    await followMemberLife({ orgId: ORG_A, memberId: 'm1' });
    expect(await entries()).toEqual([]);
  });

  it('only the general admins and the platform start it; staff and members do not read it', async () => {
    for (const who of ['management', 'groupAdmin', 'staff', 'member'] as const)
      expect((await call('POST', '/v1/register/open', undefined, who)).status, who).toBe(403);
    for (const who of ['groupAdmin', 'staff', 'member'] as const)
      expect((await call('GET', '/v1/register/verify', undefined, who)).status, who).toBe(403);
    expect((await verify('management')).ok).toBe(true);
  });
});

describe('the opening step', () => {
  it('appends one opening entry per current member, and a second call appends nothing', async () => {
    const first = await call('POST', '/v1/register/open');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ appended: 3, total: 3, alreadyOpen: false, finished: true });
    const stored = await entries();
    expect(stored.map((e) => [e.seq, e.kind, e.memberId])).toEqual([
      [1, 'opening', 'm1'],
      [2, 'opening', 'm2'],
      [3, 'opening', 'm3'],
    ]);
    expect(stored[0]).toMatchObject({ surname: 'Rossi', name: 'Mario', taxCode: 'RSSMRA80A01H501U', departureCause: null });
    expect(stored[0]!.admissionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await call('POST', '/v1/register/open')).toMatchObject({
      status: 200,
      body: { appended: 0, total: 3, alreadyOpen: true, finished: true },
    });
    expect(await verify()).toMatchObject({ ok: true, count: 3, headSeq: 3, lastHash: stored[2]!.hash });
  });

  it('another organization’s admin starts and reads only their own register', async () => {
    expect((await call('POST', '/v1/register/open', undefined, 'otherOrgAdmin')).body).toEqual({
      appended: 1,
      total: 1,
      alreadyOpen: false,
      finished: true,
    });
    expect((await entries(ORG_B)).map((e) => e.memberId)).toEqual(['mb1']);
    expect(await verify('otherOrgAdmin')).toMatchObject({ ok: true, count: 1 });
    expect((await entries()).length).toBe(3);
  });
});

describe('the members’ life', () => {
  let newcomer = '';

  it('a member registered is admitted; suspended, excluded; once each however often the event comes', async () => {
    newcomer = await addMember(ORG_A, { name: 'Giulia', surname: 'Neri', ssn: 'NREGLI92D45F205K', accountStatus: 'ACTIVE' });
    await eventually(
      () => entriesOf(newcomer),
      (es) => es.length === 1,
    );
    // the same event again (a redelivery), and the reaction run by hand twice: nothing more
    await Promise.all([followMemberLife({ orgId: ORG_A, memberId: newcomer }), followMemberLife({ orgId: ORG_A, memberId: newcomer })]);
    const [admission] = await entriesOf(newcomer);
    expect(admission).toMatchObject({ kind: 'admission', surname: 'Neri', taxCode: 'NREGLI92D45F205K', seq: 4 });

    await updateMember(ORG_A, newcomer, { accountStatus: 'SUSPENDED' });
    const after = await eventually(
      () => entriesOf(newcomer),
      (es) => es.length === 2,
    );
    expect(after[1]).toMatchObject({ kind: 'departure', departureCause: 'exclusion' });
    await followMemberLife({ orgId: ORG_A, memberId: newcomer });
    expect(await entriesOf(newcomer)).toHaveLength(2);
  });

  it('a member who dies leaves with cause death; a lapse at the verification, with cause lapse', async () => {
    await updateMember(ORG_A, 'm3', { deceased: true });
    await eventually(
      () => entriesOf('m3'),
      (es) => es.some((e) => e.departureCause === 'death'),
    );
    await updateMember(ORG_A, 'm2', { accountStatus: 'INACTIVE' });
    await eventually(
      () => entriesOf('m2'),
      (es) => es.some((e) => e.departureCause === 'lapse'),
    );
    expect((await verify()).ok).toBe(true);
  });

  it('appends at once never fork the chain nor number twice', async () => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, i) => addMember(ORG_A, { name: `Nuovo${i}`, surname: 'Insieme', accountStatus: 'ACTIVE' })),
    );
    // the trigger and these calls race for the same members and the head
    await Promise.all(ids.map((memberId) => followMemberLife({ orgId: ORG_A, memberId })));
    const all = await eventually(entries, (es) => ids.every((id) => es.some((e) => e.memberId === id)));
    expect(all.map((e) => e.seq)).toEqual(all.map((_, i) => i + 1));
    for (const id of ids) expect(all.filter((e) => e.memberId === id)).toHaveLength(1);
    expect(await verify()).toMatchObject({ ok: true, count: all.length, headSeq: all.length });
  });
});

describe('board resolutions', () => {
  it('complete an admission with a correction entry naming it; any other entry is refused', async () => {
    const res = await call('POST', '/v1/register/resolution', { seq: 1, resolution: ' Delibera n. 12 del 15/03/2026 ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entry = (await entryDoc(res.body.seq as number).get()).data() as RegisterEntry;
    expect(entry).toMatchObject({ kind: 'correction', corrects: 1, resolution: 'Delibera n. 12 del 15/03/2026', memberId: 'm1' });
    const departure = (await entries()).find((e) => e.kind === 'departure')!;
    expect((await call('POST', '/v1/register/resolution', { seq: departure.seq, resolution: 'x' })).body.err).toBe(
      'REGISTER_ENTRY_NOT_ADMISSION',
    );
    expect((await call('POST', '/v1/register/resolution', { seq: 9999, resolution: 'x' })).status).toBe(404);
    expect((await call('POST', '/v1/register/resolution', { seq: 1, resolution: '' })).status).toBe(400);
    expect((await call('POST', '/v1/register/resolution', { seq: 1, resolution: 'x' }, 'management')).status).toBe(403);
  });
});

describe('membership fees', () => {
  const payment = (id: string) => db.doc(`${orgCol(ORG_A, 'payments')}/${id}`);
  const feesOf = async (memberId: string) =>
    (await entriesOf(memberId)).filter((e) => e.kind === 'fee' || (e.kind === 'correction' && e.feeYear !== null));

  it('a fee paid is appended once; refunded, a correction to 0 naming it; later edits of a refunded fee add nothing', async () => {
    // written as any writer does (the API, the webhook, an upload): the payment trigger appends
    await payment('feeA').set({ memberId: 'm1', payYear: 2026, cardPayment: true, refunded: false, status: 'PROCESSED', amount: 3000 });
    const [fee] = await eventually(
      () => feesOf('m1'),
      (es) => es.length === 1,
    );
    expect(fee).toMatchObject({ kind: 'fee', feeYear: 2026, feeCents: 3000, surname: 'Rossi', taxCode: 'RSSMRA80A01H501U' });
    // a redelivered event and the reaction run by hand at once: nothing more
    await Promise.all([followFeePayment({ orgId: ORG_A, paymentId: 'feeA' }), followFeePayment({ orgId: ORG_A, paymentId: 'feeA' })]);
    expect(await feesOf('m1')).toHaveLength(1);

    await payment('feeA').update({ refunded: true });
    const after = await eventually(
      () => feesOf('m1'),
      (es) => es.length === 2,
    );
    expect(after[1]).toMatchObject({ kind: 'correction', corrects: fee!.seq, feeYear: 2026, feeCents: 0 });
    await payment('feeA').update({ amount: 2500 });
    await payment('feeA').delete();
    await followFeePayment({ orgId: ORG_A, paymentId: 'feeA' });
    expect(await feesOf('m1')).toHaveLength(2);
  });

  it('a fee whose amount changes is corrected to the new amount; a payment that is no fee records nothing', async () => {
    await payment('feeB').set({ memberId: 'm1', payYear: 2027, cardPayment: true, refunded: false, status: 'PROCESSED', amount: 3000 });
    await payment('other').set({ memberId: 'm1', payYear: 2027, cardPayment: false, refunded: false, status: 'PROCESSED', amount: 900 });
    const [, , paid] = await eventually(
      () => feesOf('m1'),
      (es) => es.length === 3,
    );
    await payment('feeB').update({ amount: 3500 });
    const all = await eventually(
      () => feesOf('m1'),
      (es) => es.length === 4,
    );
    expect(all[3]).toMatchObject({ kind: 'correction', corrects: paid!.seq, feeYear: 2027, feeCents: 3500 });
    await followFeePayment({ orgId: ORG_A, paymentId: 'other' });
    expect(await feesOf('m1')).toHaveLength(4);
    expect((await verify()).ok).toBe(true);
  });
});

describe('tampering behind the API', () => {
  const cli = () =>
    promisify(execFile)('node', ['--import', 'tsx', 'scripts/register-verify.ts', '--org', ORG_A], { env: process.env }).then(
      (r) => ({ code: 0, out: r.stdout }),
      (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
    );

  it('a changed field is named, by the API and by the command line', async () => {
    const original = (await entryDoc(2).get()).data()!;
    await entryDoc(2).update({ surname: 'Bianco' });
    expect(await verify()).toMatchObject({ ok: false, seq: 2, fault: 'hash', count: 1 });
    const out = await cli();
    expect(out.code).toBe(1);
    expect(out.out).toContain('NOT OK at entry 2');
    await entryDoc(2).set(original);
    expect((await verify()).ok).toBe(true);
    expect(await cli()).toMatchObject({ code: 0 });
  });

  it('a rewritten entry with a recomputed hash breaks the next link; a removed entry and a moved one are named', async () => {
    const stored = await entries();
    const [e3, e4, e5] = [stored[2]!, stored[3]!, stored[4]!];
    // rewritten whole, hash recomputed the way the chain computes it
    const { entryHash } = await import('@tessera/domain/register/chain');
    const forged = { ...e3, taxCode: 'XXXXXX00X00X000X' };
    await entryDoc(3).set({ ...forged, hash: entryHash(forged) });
    expect(await verify()).toMatchObject({ ok: false, seq: 4, fault: 'link' });
    await entryDoc(3).set(e3);
    // removed from the middle, then the last one
    await entryDoc(4).delete();
    expect(await verify()).toMatchObject({ ok: false, seq: 4, fault: 'missing' });
    await entryDoc(4).set(e4);
    const last = stored.at(-1)!;
    await entryDoc(last.seq).delete();
    expect(await verify()).toMatchObject({ ok: false, seq: last.seq, fault: 'missing' });
    await entryDoc(last.seq).set(last);
    // two entries swapped in place
    await entryDoc(4).set(e5);
    await entryDoc(5).set(e4);
    expect(await verify()).toMatchObject({ ok: false, seq: 4 });
    await entryDoc(4).set(e4);
    await entryDoc(5).set(e5);
    expect((await verify()).ok).toBe(true);
  });
});

describe('the printed and exported register', () => {
  it('the XLSX re-verifies, and a changed cell is named', async () => {
    const res = await call('GET', '/v1/register/xlsx');
    expect(res.status).toBe(200);
    const all = await entries();
    expect(res.body).toMatchObject({ count: all.length, lastHash: all.at(-1)!.hash });
    // read back as the command line reads an exported copy (functions/src/register/sheetCopy.ts)
    const parsed = await entriesFromXlsx(Buffer.from(res.body.file as string, 'base64'));
    expect(parsed).toHaveLength(all.length);
    expect(verifyChain(parsed, { seq: all.length, hash: all.at(-1)!.hash })).toMatchObject({ ok: true, count: all.length });
    parsed[4] = { ...parsed[4], residence: 'Via Falsa 1' };
    expect(verifyChain(parsed)).toMatchObject({ ok: false, seq: 5, fault: 'hash' });
  });

  it('the PDF numbers its pages and carries the chain’s hash up to each page’s last entry', async () => {
    const res = await call('GET', '/v1/register/pdf', undefined, 'management');
    expect(res.status).toBe(200);
    const all = await entries();
    const text = pdfText(res.body.file as string);
    const pages = pdfInfo(res.body.file as string).pages;
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Libro degli associati');
    for (let p = 1; p <= pages; p++) expect(text).toContain(`Pagina ${p} di ${pages}`);
    // every page's footer: the chain's hash up to its last entry, as stored
    const footers = printedCheckpoints(text);
    expect(footers.map((f) => f.page)).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
    for (const { seq, hash } of footers) expect(hash).toBe(all[seq - 1]!.hash);
    expect(footers.at(-1)!.seq).toBe(all.length);
    mkdirSync('screenshots', { recursive: true });
    writeFileSync('screenshots/register.pdf', Buffer.from(res.body.file as string, 'base64'));
    expect(text).toContain('Rossi');
  });

  it('a copy taken out earlier witnesses a register rewritten behind the API with every later hash recomputed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'register-copies-'));
    const xlsx = join(dir, 'libro.xlsx');
    const pdf = join(dir, 'libro.pdf');
    writeFileSync(xlsx, Buffer.from((await call('GET', '/v1/register/xlsx')).body.file as string, 'base64'));
    writeFileSync(pdf, Buffer.from((await call('GET', '/v1/register/pdf')).body.file as string, 'base64'));
    const check = (file: string) =>
      promisify(execFile)('node', ['--import', 'tsx', 'scripts/register-verify.ts', '--org', ORG_A, '--file', file], {
        env: process.env,
      }).then(
        (r) => ({ code: 0, out: r.stdout }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: `${e.stdout}${e.stderr}` }),
      );
    expect(await check(xlsx)).toMatchObject({ code: 0, out: expect.stringContaining('matches the register') });
    expect(await check(pdf)).toMatchObject({ code: 0, out: expect.stringContaining('matches the register') });
    // a copy whose cell was changed by hand fails on its own chain, at that entry
    const { default: Excel } = await import('exceljs');
    const wb = new Excel.Workbook();
    await wb.xlsx.load(readFileSync(xlsx) as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const residence = (sheet.getRow(1).values as unknown[]).indexOf('residence');
    sheet.getRow(4).getCell(residence).value = 'Via Falsa 1';
    const editedFile = join(dir, 'libro-ritoccato.xlsx');
    writeFileSync(editedFile, Buffer.from(await wb.xlsx.writeBuffer()));
    const edited = await check(editedFile);
    expect(edited.code).toBe(1);
    expect(edited.out).toContain('NOT OK at entry 3: its fields were changed after it was written in the file itself');

    // entry 3's tax code rewritten, then entry 3 and every one after it sealed again, the head too: the register
    // verifies on its own
    const original = await entries();
    const { entryHash } = await import('@tessera/domain/register/chain');
    let prevHash = original[1]!.hash;
    const rewritten = original.slice(2).map((e, i) => {
      const unsealed = { ...e, prevHash, ...(i === 0 ? { taxCode: 'XXXXXX00X00X000X' } : {}) };
      const hash = entryHash(unsealed);
      prevHash = hash;
      return { ...unsealed, hash };
    });
    const head = db.doc(registerHeadPath(ORG_A));
    const headBefore = (await head.get()).data()!;
    for (const e of rewritten) await entryDoc(e.seq).set(e);
    await head.update({ hash: prevHash });
    expect(await verify()).toMatchObject({ ok: true, count: original.length });

    // the copies taken before say where it no longer matches: the XLSX at its last entry, the PDF at its first page
    const fromXlsx = await check(xlsx);
    expect(fromXlsx.code).toBe(1);
    expect(fromXlsx.out).toContain(`NOT OK at entry ${original.length}: the register’s hash there differs`);
    const fromPdf = await check(pdf);
    expect(fromPdf.code).toBe(1);
    expect(fromPdf.out).toMatch(/NOT OK at page 1, entry \d+: the register’s hash there differs/);
    for (const e of original) await entryDoc(e.seq).set(e);
    await head.set(headBefore);
    expect((await verify()).ok).toBe(true);
    expect(await check(pdf)).toMatchObject({ code: 0 });
  });
});
