// The admin app of the tests first: the functions modules then reuse it.
import '../support/admin';
import '../../functions/src/wiring';
import type { DocumentReference } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberPath, orgCol } from '@tessera/domain/paths';
import { backfillErasureKeys } from '../../functions/src/erasure/keysBackfill';
import { eraseBatches } from '../../functions/src/mailshots/erasure';
import { recipientKey } from '../../functions/src/mailshots/store';
import { eraseRelativeLinks } from '../../functions/src/members/erasure';
import { eraseUploadRows } from '../../functions/src/uploads/erasure';
import { rowKey } from '../../functions/src/uploads/rowKeys';
import { writeMemberRow } from '../../functions/src/search/projection';
import { db } from '../support/admin';
import { api } from '../support/api';
import { eventually } from '../support/settle';
import { nthTaxCode } from '../support/taxCodes';
import { addMember, buildWorld, ORG_A, storedMember, updateMember, type World } from '../support/world';
import { csv, draft, mailshotDoc, saveDraft, sendDraft, uploadRecipients, verifiedSender } from '../mailshots/support';
import { HEADER, upAndWait } from '../uploads/support';
import { storedBatch, storedChunk, storedReport } from './support';

// The three erasers that used to read every document of their collection (mailshot batches, upload chunks and
// reports, members' relatives lists) read only the documents whose keys name the member: written by every writer of
// those documents, and by the backfill on the documents stored before. A document naming the member without the keys
// is proof of the narrowing: the eraser does not see it until the backfill has written them.
let world: World;
type Answer = Record<string, unknown> & { err?: string };

const subject = async (memberId: string) => ({
  orgId: ORG_A,
  memberId,
  member: (await db.doc(memberPath(ORG_A, memberId)).get()).data() ?? null,
});
/** When a document was last written: unchanged proves the eraser wrote nothing there. */
const writtenAt = async (ref: DocumentReference) => (await ref.get()).updateTime!.toMillis();

beforeAll(async () => {
  world = await buildWorld();
  await verifiedSender(ORG_A);
});

describe('mailshot batches', () => {
  const mailshotBatches = async (id: string) => (await db.collection(`${orgCol(ORG_A, 'mailshots')}/${id}/batches`).get()).docs;
  let ada = '';
  let bySend = '';
  let byFile = '';

  beforeAll(async () => {
    await db.doc(`${orgCol(ORG_A, 'listValues')}/g-narrow`).set({ type: 'groups', name: 'Gruppo erasure' });
    const common = { group: 'g-narrow', newsletter: true, accountStatus: 'ACTIVE' };
    ada = await addMember(ORG_A, { name: 'Ada', surname: 'Lovelace', ssn: 'NRW1', email: 'ada@narrow.it', ...common });
    const bea = await addMember(ORG_A, { name: 'Bea', surname: 'Bassi', ssn: 'NRW2', email: 'bea@narrow.it', ...common });
    await Promise.all([ada, bea].map((id) => writeMemberRow(ORG_A, id)));
    // the send's own batches: to the group (Ada by member id) and to a file (her address alone)
    const toGroup = await saveDraft(world.tokens.orgAdmin, draft({ kind: 'lists', groups: ['g-narrow'], sections: [], categories: [] }));
    const file = await uploadRecipients(world.tokens.orgAdmin, 'ada.csv', csv(['email,nome', 'Ada@Narrow.it,Ada', 'zoe@narrow.it,Zoe']));
    const toFile = await saveDraft(world.tokens.orgAdmin, draft({ kind: 'file', fileId: file.body.fileId, fileName: 'ada.csv' }));
    for (const id of [toGroup.body.id, toFile.body.id]) {
      const sent = await sendDraft(world.tokens.orgAdmin, id);
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      await eventually(
        async () => (await mailshotDoc(ORG_A, id)).state,
        (state) => state === 'DONE',
      );
    }
    bySend = toGroup.body.id;
    byFile = toFile.body.id;
  });

  it('a send writes the keys; the eraser finds the member by id and by address, and writes nothing else', async () => {
    const [groupBatch] = await mailshotBatches(bySend);
    expect(groupBatch!.data()).toMatchObject({ org: ORG_A });
    expect(groupBatch!.get('recipientKeys')).toEqual(expect.arrayContaining([ada, recipientKey('ada@narrow.it')]));
    // another mailshot's batch that names someone else only, stored as the send stores it
    const other = db.doc(`${orgCol(ORG_A, 'mailshots')}/other-news/batches/x_0`);
    await other.set(storedBatch([{ email: 'bea@narrow.it', values: { name: 'Bea' } }]));
    const otherWritten = await writtenAt(other);

    expect(await eraseBatches(await subject(ada))).toBe(2);
    const [afterGroup] = await mailshotBatches(bySend);
    const recipients = afterGroup!.get('recipients') as { email: string; memberId?: string; values: object }[];
    expect(recipients.find((r) => r.memberId === ada)).toEqual({ email: '—', memberId: ada, values: {} });
    expect(recipients.find((r) => r.email === 'bea@narrow.it')).toMatchObject({ values: { name: 'Bea' } });
    // the entry keeps her member id (the cursor counts it), not her address
    expect(afterGroup!.get('recipientKeys')).toContain(ada);
    expect(afterGroup!.get('recipientKeys')).not.toContain(recipientKey('ada@narrow.it'));
    const [afterFile] = await mailshotBatches(byFile);
    expect(afterFile!.get('recipients')).toEqual([
      { email: '—', values: {} },
      { email: 'zoe@narrow.it', values: expect.any(Object) },
    ]);
    expect(afterFile!.get('recipientKeys')).toEqual([recipientKey('zoe@narrow.it')]);
    expect(await writtenAt(other)).toBe(otherWritten);
    // again: found by her id, nothing left to change
    expect(await eraseBatches(await subject(ada))).toBe(0);
  });

  it('a batch stored before the keys is not read until the backfill writes them', async () => {
    const old = db.doc(`${orgCol(ORG_A, 'mailshots')}/old-news/batches/y_0`);
    await old.set({ recipients: [{ email: 'ada@narrow.it', memberId: ada, values: { name: 'Ada' } }] });
    expect(await eraseBatches(await subject(ada))).toBe(0);
    expect((await old.get()).get('recipients')).toEqual([{ email: 'ada@narrow.it', memberId: ada, values: { name: 'Ada' } }]);

    expect((await backfillErasureKeys(ORG_A)).mailshotBatches).toBe(1);
    expect((await old.get()).data()).toMatchObject({ org: ORG_A, recipientKeys: [ada, recipientKey('ada@narrow.it')].sort() });
    expect(await eraseBatches(await subject(ada))).toBe(1);
    expect((await old.get()).get('recipients')).toEqual([{ email: '—', memberId: ada, values: {} }]);
    expect((await backfillErasureKeys(ORG_A)).mailshotBatches).toBe(0);
  });
});

describe('upload chunks and reports', () => {
  const job = (id: string) => db.doc(`${orgCol(ORG_A, 'uploads')}/${id}`);
  let carlo = '';
  let created = '';
  let updated = '';
  let unrelated = '';

  beforeAll(async () => {
    // Carlo is created by one upload and changed by another; a third upload names Dora only
    const first = await upAndWait(
      world.tokens.orgAdmin,
      'UPSERT',
      'nuovi.csv',
      `${HEADER}\nCarlo,Conti,carlo@narrow.it,05/03/1980,Via Po 1,3331000001\n`,
    );
    carlo = first.rows.find((r) => r.line === 2)!.memberId!;
    created = first.jobId;
    updated = (await upAndWait(world.tokens.orgAdmin, 'UPDATE', 'telefoni.csv', `${HEADER}\n,,carlo@narrow.it,,,3331000002\n`)).jobId;
    unrelated = (
      await upAndWait(world.tokens.orgAdmin, 'UPSERT', 'dora.csv', `${HEADER}\nDora,Dani,dora@narrow.it,05/03/1981,Via Po 2,3331000003\n`)
    ).jobId;
    // since then Carlo's address changed: the first job's row names him only through its report
    await updateMember(ORG_A, carlo, { email: 'carlo.conti@narrow.it' });
  });

  it('the job writes the keys; the eraser finds the rows by key and through the report, and writes nothing else', async () => {
    const chunk = await job(updated).collection('chunks').doc('0').get();
    expect(chunk.data()).toMatchObject({ org: ORG_A });
    expect(chunk.get('rowKeys')).toContain(rowKey('email', 'carlo@narrow.it'));
    expect((await job(created).collection('report').doc('0').get()).data()).toMatchObject({ org: ORG_A, memberIds: [carlo] });
    const doraChunk = job(unrelated).collection('chunks').doc('0');
    const doraReport = job(unrelated).collection('report').doc('0');
    const untouched = [await writtenAt(doraChunk), await writtenAt(doraReport)];

    // the second job's chunk holds his old address, not the current one: found through its report
    const { member } = await subject(carlo);
    expect(member!.email).toBe('carlo.conti@narrow.it');
    expect(await eraseUploadRows(await subject(carlo))).toBe(4);
    for (const id of [created, updated]) {
      const c = await job(id).collection('chunks').doc('0').get();
      expect(c.get('rows'), id).toEqual([{ line: 2, ok: false, reason: 'ERASED' }]);
      expect(c.get('rowKeys'), id).toEqual([]);
      const r = await job(id).collection('report').doc('0').get();
      expect(r.get('rows')[0].memberId, id).toBeUndefined();
      expect(r.get('memberIds'), id).toEqual([]);
    }
    expect([await writtenAt(doraChunk), await writtenAt(doraReport)]).toEqual(untouched);
    expect(await eraseUploadRows(await subject(carlo))).toBe(0);
  });

  it('a chunk and report stored before the keys are not read until the backfill writes them', async () => {
    const old = job('old-upload');
    await old.set({ kind: 'members', mode: 'UPDATE', fileName: 'vecchio.csv', state: 'DONE', total: 2, processed: 2 });
    await old
      .collection('chunks')
      .doc('0')
      .set({
        n: 0,
        rows: [
          { line: 2, ok: true, data: { name: 'Carlo', email: 'CARLO.conti@narrow.it ' } },
          { line: 3, ok: true, data: { name: 'Elsa', email: 'elsa@narrow.it' } },
        ],
      });
    await old
      .collection('report')
      .doc('0')
      .set({
        n: 0,
        rows: [
          { line: 2, outcome: 'APPLIED', memberId: carlo, changes: [] },
          { line: 3, outcome: 'APPLIED', memberId: 'elsa', changes: [] },
        ],
      });
    expect(await eraseUploadRows(await subject(carlo))).toBe(0);
    expect((await old.collection('chunks').doc('0').get()).get('rows')).toHaveLength(2);
    expect((await old.collection('chunks').doc('0').get()).get('rows')[0].ok).toBe(true);

    expect((await backfillErasureKeys(ORG_A)).uploadRows).toBe(2);
    expect((await old.collection('report').doc('0').get()).data()).toMatchObject({ org: ORG_A, memberIds: [carlo, 'elsa'].sort() });
    expect(await eraseUploadRows(await subject(carlo))).toBe(2);
    expect((await old.collection('chunks').doc('0').get()).data()).toMatchObject({
      rows: [
        { line: 2, ok: false, reason: 'ERASED' },
        { line: 3, ok: true, data: { name: 'Elsa', email: 'elsa@narrow.it' } },
      ],
      rowKeys: [rowKey('email', 'elsa@narrow.it')],
    });
    expect((await old.collection('report').doc('0').get()).get('memberIds')).toEqual(['elsa']);
    expect((await backfillErasureKeys(ORG_A)).uploadRows).toBe(0);
  });

  it('a chunk stored as the erasure test stores it is found by tax code and card number too', async () => {
    const keyed = job('keyed-upload');
    await keyed.set({ kind: 'payments', mode: 'UPSERT', fileName: 'pagamenti.csv', state: 'DONE', total: 2, processed: 2 });
    await keyed
      .collection('chunks')
      .doc('0')
      .set({
        n: 0,
        ...storedChunk([
          { line: 2, ok: true, data: { ssn: 'FRNGNN70A01H501X', payDate: '2026-01-01', amount: 1000 } },
          { line: 3, ok: true, data: { cardNumber: '7001', payDate: '2026-01-01', amount: 1000 } },
          { line: 4, ok: true, data: { cardNumber: '7002', payDate: '2026-01-01', amount: 1000 } },
        ]),
      });
    await keyed
      .collection('report')
      .doc('0')
      .set({ n: 0, ...storedReport([]) });
    const gianni = await addMember(ORG_A, { name: 'Gianni', surname: 'Franchi', ssn: 'frngnn70a01h501x', cardNumber: '7001' });
    expect(await eraseUploadRows(await subject(gianni))).toBe(1);
    expect((await keyed.collection('chunks').doc('0').get()).get('rows')).toEqual([
      { line: 2, ok: false, reason: 'ERASED' },
      { line: 3, ok: false, reason: 'ERASED' },
      { line: 4, ok: true, data: { cardNumber: '7002', payDate: '2026-01-01', amount: 1000 } },
    ]);
  });
});

describe('relatives lists', () => {
  const home = { line: 'Via Appia Nuova 12', city: 'Roma', state: 'RM', country: 'ITALIA', zip: '00179' };
  const relativesOf = async (id: string) => (await db.doc(memberPath(ORG_A, id)).get()).get('relatives') as unknown[];
  const keysOf = async (id: string) => (await db.doc(memberPath(ORG_A, id)).get()).get('relativeKeys') as unknown[];
  const create = async (body: Record<string, unknown>) => {
    const res = await api<{ result: { id: string } } & Answer>('POST', '/v1/members/one', { token: world.tokens.orgAdmin, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.result.id;
  };
  let teo = '';
  /** linked by the create, typed by hand at his address by a patch, linked by add-relative */
  let linkedByCreate = '';
  let typedByPatch = '';
  let linkedByAdd = '';
  /** a namesake's wife who typed "Teo Verdi" elsewhere, and a list naming others only */
  let namesakesWife = '';
  let others = '';

  beforeAll(async () => {
    teo = await create({ name: 'Teo', surname: 'Verdi', ssn: nthTaxCode('VRDTEO', 1), residence: home });
    linkedByCreate = await create({
      name: 'Lia',
      surname: 'Verdi',
      ssn: nthTaxCode('VRDLIA', 1),
      relatives: [{ memberId: teo, name: 'Teo', surname: 'Verdi', relationship: 'Fratello' }],
    });
    typedByPatch = await create({
      name: 'Ugo',
      surname: 'Neri',
      ssn: nthTaxCode('NRIUGO', 1),
      residence: { ...home, line: 'VIA APPIA NUOVA, 12' },
    });
    const patched = await api<Answer>('PATCH', '/v1/members/one', {
      token: world.tokens.orgAdmin,
      headers: { id: typedByPatch },
      body: { relatives: [{ name: 'teo', surname: 'VERDI', relationship: 'Cugino' }] },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    linkedByAdd = await create({ name: 'Ivo', surname: 'Bruni', ssn: nthTaxCode('BRNIVO', 1) });
    const added = await api<Answer>('POST', '/v1/members/add-relative', {
      token: world.tokens.orgAdmin,
      body: { id: linkedByAdd, relative: { memberId: teo, name: 'Teo', surname: 'Verdi', relationship: 'Zio' } },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    namesakesWife = await create({
      name: 'Rita',
      surname: 'Gialli',
      ssn: nthTaxCode('GLLRTI', 1),
      residence: { ...home, line: 'Via Po 3', city: 'Torino', state: 'TO', zip: '10124' },
      relatives: [{ name: 'Teo', surname: 'Verdi', relationship: 'Marito' }],
    });
    others = await create({
      name: 'Olga',
      surname: 'Rosa',
      ssn: nthTaxCode('RSOLGA', 1),
      relatives: [{ name: 'Anna', surname: 'Rosa', relationship: 'Madre' }],
    });
  });

  it('every writer keeps the keys: linked ids, and folded names for entries typed by hand', async () => {
    expect(await keysOf(linkedByCreate)).toEqual([teo]);
    expect(await keysOf(typedByPatch)).toEqual(['name:teo|verdi']);
    expect(await keysOf(linkedByAdd)).toEqual([teo]);
    expect(await keysOf(namesakesWife)).toEqual(['name:teo|verdi']);
    expect(await keysOf(others)).toEqual(['name:anna|rosa']);
    expect(await keysOf(teo)).toEqual([]);
  });

  it('the eraser reads the lists holding his id or name and changes only those the rule accepts', async () => {
    const kept = {
      namesake: await writtenAt(db.doc(memberPath(ORG_A, namesakesWife))),
      others: await writtenAt(db.doc(memberPath(ORG_A, others))),
    };
    expect(await eraseRelativeLinks(await subject(teo))).toBe(3);
    expect(await relativesOf(linkedByCreate)).toEqual([expect.objectContaining({ name: '—', surname: '—', relationship: 'Fratello' })]);
    expect(await relativesOf(typedByPatch)).toEqual([{ name: '—', surname: '—', relationship: 'Cugino' }]);
    expect(await relativesOf(linkedByAdd)).toEqual([expect.objectContaining({ name: '—', surname: '—', relationship: 'Zio' })]);
    for (const id of [linkedByCreate, typedByPatch, linkedByAdd]) {
      expect((await relativesOf(id))[0], id).not.toHaveProperty('memberId');
      expect(await keysOf(id), id).toEqual([]);
    }
    expect(await relativesOf(namesakesWife)).toEqual([{ name: 'Teo', surname: 'Verdi', relationship: 'Marito' }]);
    expect({
      namesake: await writtenAt(db.doc(memberPath(ORG_A, namesakesWife))),
      others: await writtenAt(db.doc(memberPath(ORG_A, others))),
    }).toEqual(kept);
    expect(await eraseRelativeLinks(await subject(teo))).toBe(0);
  });

  it('a list stored before the keys is not read until the backfill writes them', async () => {
    const old = db.collection(orgCol(ORG_A, 'members')).doc();
    const { relativeKeys: _keys, ...before } = storedMember({
      name: 'Pia',
      surname: 'Verdi',
      relatives: [{ id: 'p1', memberId: teo, name: 'Teo', surname: 'Verdi', relationship: 'Nonno' }],
    });
    await old.set(before);
    expect((await old.get()).get('relativeKeys')).toBeUndefined();
    expect(await eraseRelativeLinks(await subject(teo))).toBe(0);
    expect(await relativesOf(old.id)).toEqual([{ id: 'p1', memberId: teo, name: 'Teo', surname: 'Verdi', relationship: 'Nonno' }]);

    expect((await backfillErasureKeys(ORG_A)).relativeLinks).toBe(1);
    expect(await keysOf(old.id)).toEqual([teo]);
    expect(await eraseRelativeLinks(await subject(teo))).toBe(1);
    expect(await relativesOf(old.id)).toEqual([{ id: 'p1', name: '—', surname: '—', relationship: 'Nonno' }]);
    expect((await backfillErasureKeys(ORG_A)).relativeLinks).toBe(0);
  });
});
