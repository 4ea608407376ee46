// The admin app of the tests first: the functions modules then reuse it.
import '../support/admin';
// the stored files this process writes and reads (a search download's) are in Firestore, as the emulators' functions keep them
process.env.FILE_STORE ??= 'firestore';
import '../../functions/src/wiring';
import { Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEV_MAILBOX_COLLECTION } from '@tessera/domain/entities/mail';
import {
  accountPath,
  col,
  counterPath,
  memberCardDownloadsPath,
  memberPath,
  memberWalletPassPath,
  orgCol,
  orgPath,
  ORG_MEMBER_COUNTER,
} from '@tessera/domain/paths';
import { runRetention } from '../../functions/src/erasure/retention';
import { recipientKey } from '../../functions/src/mailshots/store';
import { registrationId } from '../../functions/src/campaigns/register';
import { fileBytes, putExportFile } from '../../functions/src/files/storedFiles';
import { api } from '../support/api';
import { adminAuth, db } from '../support/admin';
import { signIn } from '../support/emulators';
import { findPersonalData } from '../support/personalDataScan';
import { eventually } from '../support/settle';
import { addMember, buildWorld, ORG_A, PASSWORD, type PrincipalName, type World } from '../support/world';
import { HEADER, upAndWait } from '../uploads/support';
import { storedBatch, storedChunk, storedReport } from './support';

// The erasure of a member's personal data: asked by the member, decided in Richieste, or done by a general admin
// directly; every copy of the member goes or is anonymized, the fiscal records and the register of members stay.
type Answer = Record<string, unknown> & { err?: string; issues?: { path: string; message: string }[] };
let world: World;
/** Mario's copies in other members' records and jobs, seeded below */
let sister: string;
let cousin: string;
let namesakesWife: string;
let downloadFile: string;
/** Mario's photo file */
let photoFile: string;

const call = (method: 'GET' | 'POST', path: string, who: PrincipalName, body?: unknown) =>
  api<Answer>(method, path, { token: world.tokens[who], body });
const exists = async (path: string) => (await db.doc(path).get()).exists;
const memberTotal = async () => ((await db.doc(counterPath(ORG_A, ORG_MEMBER_COUNTER)).get()).get('total') as number | undefined) ?? 0;
const paymentsTotal = async () =>
  (await db.collection(orgCol(ORG_A, 'payments')).get()).docs.reduce((sum, p) => sum + (p.get('amount') as number), 0);
const delivered = async (to: string) =>
  (await db.collection(DEV_MAILBOX_COLLECTION).where('to', '==', to).get()).docs
    .map((d) => d.data())
    .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());

/** What names Mario Rossi (m1, who signs in as `member`): his surname, his address, his tax code. */
const MARIO = ['Rossi', 'member-a@test.it', 'RSSMRA80A01H501U'];
/** The records the law keeps: the payments (receipts are stored files of them) and the register of members. */
const KEPT = ['payments', 'registerEntries'];

beforeAll(async () => {
  world = await buildWorld();
  // Mario's life in the association: a payment, a photo, a sale registration, a campaign registration, a newsletter
  // delivery, a saved card, fidelity points, a mail
  const pay = await call('POST', '/v1/payments/one', 'orgAdmin', {
    memberId: 'm1',
    payDate: '2026-01-15',
    payYear: 2026,
    amount: 4000,
    mode: 'BONIFICO',
    object: 'Quota 2026',
  });
  expect(pay.status, JSON.stringify(pay.body)).toBe(200);
  const photo = (
    await sharp({ create: { width: 40, height: 40, channels: 3, background: '#7799bb' } })
      .jpeg()
      .toBuffer()
  ).toString('base64');
  const up = await api<Answer>('POST', '/v1/members/upload-photo', {
    token: world.tokens.orgAdmin,
    headers: { id: 'm1' },
    body: { fileName: 'mario.jpg', contentBase64: photo },
  });
  expect(up.status, JSON.stringify(up.body)).toBe(200);
  photoFile = (await db.doc(memberPath(ORG_A, 'm1')).get()).get('photo.fileId') as string;
  expect(await fileBytes(ORG_A, photoFile)).not.toBeNull();
  // he saved his card in Google Wallet and in Apple Wallet
  await db
    .doc(memberCardDownloadsPath(ORG_A, 'm1'))
    .set({ google: { at: Timestamp.now(), count: 1 }, apple: { at: Timestamp.now(), count: 1 } });
  await db.doc(memberWalletPassPath(ORG_A, 'm1')).set({ updatedAt: Timestamp.now() });
  const org = db.doc(orgPath(ORG_A));
  await org.collection('sales').doc('gita').set({ name: 'Gita al lago', type: 'ACTIVITY' });
  await org.collection('sales').doc('gita').collection('registrations').doc('m1').set({
    memberId: 'm1',
    holder: 'Rossi Mario',
    familyOf: null,
    group: 'g1',
    priceName: 'Intero',
    amount: 2500,
    quantity: 1,
    mode: 'CONTANTI',
    paymentId: null,
    cancelled: false,
    held: false,
    ticketCode: 'ABCD2345',
  });
  await org.collection('campaigns').doc('festa').set({ name: 'Festa', registered: 1 });
  await org
    .collection('campaigns')
    .doc('festa')
    .collection('registrations')
    .doc(registrationId('member-a@test.it'))
    .set({ email: 'member-a@test.it', name: 'Mario', surname: 'Rossi', answers: { city: 'Roma' }, ticketCode: 'QWER2345' });
  await org.collection('mailshots').doc('news').set({ subject: 'Notizie', state: 'DONE' });
  await org
    .collection('mailshots')
    .doc('news')
    .collection('deliveries')
    .doc(recipientKey('member-a@test.it'))
    .set({ email: 'member-a@test.it', memberId: 'm1', values: { name: 'Mario', surname: 'Rossi' }, state: 'SENT' });
  await org
    .collection('paymentAccounts')
    .doc('m1')
    .set({ memberId: 'm1', customerId: 'cus_rossi', card: { last4: '4242' } });
  await org.collection('points').doc('m1').set({ memberId: 'm1', points: 12 });
  const mail = org.collection('mail').doc('sent-1');
  await mail.set({ to: 'member-a@test.it', template: 'requestDecided', memberId: 'm1', state: 'SUCCESS', attempts: 1 });
  await mail
    .collection('private')
    .doc('payload')
    .set({ data: { name: 'Mario Rossi' }, attachments: [] });

  // …and the copies other records and jobs made of him: a resolved recipient list, an upload's rows and report, a
  // search download with its file, a wallet pass on his phone, his sister's relatives list, a deceased notice
  await org
    .collection('mailshots')
    .doc('news')
    .collection('batches')
    .doc('a1_0')
    .set(
      storedBatch([
        { email: 'member-a@test.it', memberId: 'm1', values: { surname: 'Rossi' } },
        { email: 'luisa@test.it', values: { surname: 'Verdi' } },
      ]),
    );
  const upload = org.collection('uploads').doc('up1');
  await upload.set({ kind: 'members', mode: 'UPDATE', fileName: 'soci.csv', state: 'DONE', total: 2, processed: 2, applied: 2 });
  await upload
    .collection('chunks')
    .doc('0')
    .set({
      n: 0,
      appliedAt: Timestamp.now(),
      ...storedChunk([
        { line: 2, ok: true, data: { name: 'Mario', surname: 'Rossi', email: 'member-a@test.it', phone: '3331234567' } },
        { line: 3, ok: true, data: { name: 'Luisa', surname: 'Verdi', email: 'luisa@test.it' } },
        { line: 4, ok: false, reason: 'TAX_CODE_ALREADY_USED', keys: { ssn: 'RSSMRA80A01H501U' } },
      ]),
    });
  await upload
    .collection('report')
    .doc('0')
    .set({
      n: 0,
      ...storedReport([
        { line: 2, outcome: 'APPLIED', memberId: 'm1', changes: ['phone'] },
        { line: 3, outcome: 'APPLIED', memberId: 'luisa', changes: [] },
        { line: 4, outcome: 'REFUSED', reason: 'TAX_CODE_ALREADY_USED', memberId: 'm1' },
      ]),
    });
  const file = await putExportFile(
    ORG_A,
    { kind: 'searchExport', id: 'dl1' },
    'ricerca.csv',
    Buffer.from('Cognome;Nome;Email\nRossi;Mario;member-a@test.it\n'),
    'text/csv;charset=utf-8',
  );
  downloadFile = file.id;
  await org
    .collection('searchExports')
    .doc('dl1')
    .set({
      ownerUid: world.uid('orgAdmin'),
      query: '{}',
      format: 'csv',
      status: 'DONE',
      fileId: file.id,
      fileName: 'ricerca.csv',
      createdAt: Timestamp.now(),
    });
  await db
    .collection('appleWalletRegistrations')
    .doc('dev1-m1')
    .set({
      device: 'dev1',
      serial: `${ORG_A}~m1`,
      orgId: ORG_A,
      memberId: 'm1',
      pushToken: 'push-token-1',
    });
  sister = await addMember(ORG_A, {
    name: 'Luisa',
    surname: 'Verdi',
    relatives: [
      { id: 'r1', memberId: 'm1', name: 'Mario', surname: 'Rossi', relationship: 'Fratello' },
      { id: 'r2', name: 'Anna', surname: 'Verdi', relationship: 'Madre' },
    ],
    mainRelative: 'r1',
  });
  // the activity log's records of newsletter suppressions cleared: his address (as the admin typed it) and Luisa's
  const cleared = (target: string) => ({
    type: 'suppressionCleared',
    by: { uid: 'uid-orgAdmin', email: 'admin@test.it', role: 'organization' },
    target,
    before: { reason: 'BOUNCED' },
    after: null,
    at: Timestamp.now(),
  });
  await org.collection('audit').doc('cleared-mario').set(cleared('Member-A@test.it'));
  await org.collection('audit').doc('cleared-luisa').set(cleared('luisa@test.it'));
  // two lists that typed a "Mario Rossi" by hand: his cousin's, who lives at his address, and the wife of a namesake
  // who lives elsewhere (hers must stay)
  const home = { line: 'Via Appia Nuova 12', city: 'Roma', state: 'RM', country: 'ITALIA', zip: '00179' };
  await db.doc(memberPath(ORG_A, 'm1')).update({ residence: home });
  cousin = await addMember(ORG_A, {
    name: 'Paolo',
    surname: 'Neri',
    residence: { ...home, line: 'VIA APPIA NUOVA, 12' },
    relatives: [{ id: 'c1', name: 'mario', surname: 'ROSSI', relationship: 'Cugino' }],
  });
  namesakesWife = await addMember(ORG_A, {
    name: 'Carla',
    surname: 'Gialli',
    residence: { ...home, line: 'Via Po 3', city: 'Torino', state: 'TO', zip: '10124' },
    relatives: [{ id: 'n1', name: 'Mario', surname: 'Rossi', relationship: 'Marito' }],
  });
  await org
    .collection('deceasedNotices')
    .doc('orgB_x1_m1')
    .set({
      memberId: 'm1',
      memberName: 'Mario Rossi',
      status: 'DISMISSED',
      source: { org: 'orgB', orgName: 'Altra associazione', memberId: 'x1', by: null, at: Timestamp.now() },
      decidedBy: null,
      decidedAt: null,
      sortKeys: { at: '2026-01-01' },
    });
});

describe('a member asks for the erasure of their data', () => {
  it('the request lands in Richieste; asking again changes nothing', async () => {
    const first = await call('POST', '/v1/profile/erasure', 'member', { requested: true });
    expect(first.body).toEqual({ id: 'erasure-m1', status: 'PENDING' });
    expect((await call('POST', '/v1/profile/erasure', 'member', { requested: true })).body).toEqual(first.body);
    const stored = (await db.doc(`${orgCol(ORG_A, 'requests')}/erasure-m1`).get()).data();
    expect(stored).toMatchObject({ type: 'ERASURE', status: 'PENDING', memberId: 'm1', email: 'member-a@test.it' });
  });

  it('another organization’s admin cannot decide it, nor erase the member', async () => {
    const decided = await call('POST', '/v1/requests/decide', 'otherOrgAdmin', { id: 'erasure-m1', decision: 'accept' });
    expect(decided.status).toBe(404);
    const erased = await call('POST', '/v1/members/erase', 'otherOrgAdmin', { memberId: 'm1', reason: 'Richiesta scritta' });
    expect([erased.status, erased.body.err]).toEqual([404, 'NOT_FOUND']);
    expect(await exists(memberPath(ORG_A, 'm1'))).toBe(true);
  });

  it('a refusal needs a reason, and the member reads it in the mail', async () => {
    const bare = await call('POST', '/v1/requests/decide', 'orgAdmin', { id: 'erasure-m1', decision: 'refuse' });
    expect([bare.status, bare.body.issues?.[0]?.path]).toEqual([400, 'body.note']);
    const note = 'Pagamento in sospeso';
    const res = await call('POST', '/v1/requests/decide', 'orgAdmin', { id: 'erasure-m1', decision: 'refuse', note });
    expect(res.body).toMatchObject({ status: 'REFUSED' });
    const refused = await eventually(
      async () => (await delivered('member-a@test.it')).find((m) => m.subject === 'La tua richiesta di cancellazione dei dati: respinta'),
      Boolean,
    );
    const logged = (await db.collection(orgCol(ORG_A, 'mail')).where('template', '==', 'requestDecided').get()).docs;
    expect(refused?.text, JSON.stringify(logged.map((d) => [d.get('state'), d.get('error'), d.get('to')]))).toContain(`Motivo: ${note}`);
    expect(await exists(memberPath(ORG_A, 'm1'))).toBe(true);
  });

  it('accepted, it erases Mario everywhere but the fiscal records, and he cannot sign in any more', async () => {
    const members = await memberTotal();
    const payments = await paymentsTotal();
    expect(await findPersonalData(ORG_A, MARIO, KEPT)).not.toEqual([]);
    await call('POST', '/v1/profile/erasure', 'member', { requested: true });
    const res = await call('POST', '/v1/requests/decide', 'orgAdmin', { id: 'erasure-m1', decision: 'accept' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    // the member trigger's delete path (search rows, photo, counters) and the outbox (the last mail forgets him) settle
    // (the namesake's wife keeps her husband's name: he is not Mario)
    const left = await eventually(
      () => findPersonalData(ORG_A, MARIO, [...KEPT, `members/${namesakesWife}`]),
      (found) => found.length === 0,
    );
    expect(left).toEqual([]);
    expect(await eventually(memberTotal, (n) => n === members - 1)).toBe(members - 1);
    expect(await paymentsTotal()).toBe(payments);
    const payment = (await db.collection(orgCol(ORG_A, 'payments')).where('memberId', '==', 'm1').get()).docs[0]!;
    expect(payment.get('holder')).toBe('Rossi Mario');

    // the acceptance reached him, then its log forgot the address
    const last = await eventually(
      () => delivered('member-a@test.it'),
      (m) => m.some((x) => String(x.subject).includes('accolta')),
    );
    expect(last.some((x) => String(x.subject) === 'La tua richiesta di cancellazione dei dati: accolta')).toBe(true);

    expect(await exists(accountPath(world.uid('member')))).toBe(false);
    expect(await adminAuth.getUser(world.uid('member')).catch((e: { code: string }) => e.code)).toBe('auth/user-not-found');
    await expect(signIn('member-a@test.it', PASSWORD)).rejects.toThrow();
    const request = (await db.doc(`${orgCol(ORG_A, 'requests')}/erasure-m1`).get()).data();
    expect(request).toMatchObject({ type: 'ERASURE', status: 'ACCEPTED', memberId: 'm1', holder: '—', email: null });

    const job = (await db.doc(`${orgCol(ORG_A, 'erasures')}/m1`).get()).data()!;
    expect(job).toMatchObject({ status: 'DONE', origin: 'request', subject: null });
    const audit = (await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', 'memberErased').get()).docs.map((d) => d.data());
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ after: { memberId: 'm1', origin: 'request' } });
    expect(audit[0]!.after.changed).toBeGreaterThan(5);
    expect(audit[0]!.after.areas).toEqual(expect.arrayContaining(['signIn', 'mailLog', 'registrations', 'member']));
    const text = JSON.stringify(audit).toLowerCase();
    for (const needle of MARIO) expect(text).not.toContain(needle.toLowerCase());
  });

  it('the copies others hold lose him too, and what is not his stays', async () => {
    const org = db.doc(orgPath(ORG_A));
    const batch = (await org.collection('mailshots').doc('news').collection('batches').doc('a1_0').get()).get('recipients');
    expect(batch).toEqual([
      { email: '—', memberId: 'm1', values: {} },
      { email: 'luisa@test.it', values: { surname: 'Verdi' } },
    ]);
    const upload = org.collection('uploads').doc('up1');
    expect((await upload.collection('chunks').doc('0').get()).get('rows')).toEqual([
      { line: 2, ok: false, reason: 'ERASED' },
      { line: 3, ok: true, data: { name: 'Luisa', surname: 'Verdi', email: 'luisa@test.it' } },
      { line: 4, ok: false, reason: 'ERASED' },
    ]);
    expect((await upload.collection('report').doc('0').get()).get('rows')).toEqual([
      { line: 2, outcome: 'APPLIED', changes: ['phone'] },
      { line: 3, outcome: 'APPLIED', memberId: 'luisa', changes: [] },
      { line: 4, outcome: 'REFUSED', reason: 'TAX_CODE_ALREADY_USED' },
    ]);
    expect(await exists(`${orgCol(ORG_A, 'searchExports')}/dl1`)).toBe(false);
    expect(await exists(`${orgCol(ORG_A, 'files')}/${downloadFile}`)).toBe(false);
    expect(await fileBytes(ORG_A, downloadFile)).toBeNull();
    expect(await exists('appleWalletRegistrations/dev1-m1')).toBe(false);
    // his Google pass (kept by Google on the association's account) is withdrawn with nothing of him left on it, before
    // the erasure answered; his wallet log went with it
    const walletPatches = (await db.collection(col.devWalletCalls).where('op', '==', 'patchObject').get()).docs
      .map((d) => d.data())
      .filter((c) => String(c.id).endsWith(`${ORG_A}-m1`));
    expect(walletPatches.map((c) => c.body)).toContainEqual({
      state: 'INACTIVE',
      header: {
        defaultValue: { language: 'it', value: 'Tessera non più valida' },
        translatedValues: [{ language: 'en', value: 'Card no longer valid' }],
      },
      textModulesData: [expect.objectContaining({ id: 'status' })],
      barcode: null,
    });
    expect(JSON.stringify(walletPatches.map((c) => c.body))).not.toMatch(/Rossi|Mario/);
    expect(await exists(memberCardDownloadsPath(ORG_A, 'm1'))).toBe(false);
    expect(await exists(memberWalletPassPath(ORG_A, 'm1'))).toBe(false);
    // his photo's bytes, and the claims whose ids hold his email and tax code
    expect(await fileBytes(ORG_A, photoFile)).toBeNull();
    expect((await org.collection('uniques').where('memberId', '==', 'm1').get()).size).toBe(0);
    const claimIds = (await org.collection('uniques').get()).docs.map((d) => decodeURIComponent(d.id).toLowerCase());
    expect(claimIds.filter((id) => id.includes('member-a@test.it') || id.includes('rssmra80a01h501u'))).toEqual([]);
    const sisters = (await db.doc(memberPath(ORG_A, sister)).get()).data()!;
    expect(sisters.relatives).toEqual([
      { id: 'r1', name: '—', surname: '—', relationship: 'Fratello' },
      { id: 'r2', name: 'Anna', surname: 'Verdi', relationship: 'Madre' },
    ]);
    expect(sisters.mainRelative).toBe('r1');
    expect((await org.collection('audit').doc('cleared-mario').get()).data()).toMatchObject({ target: '—', before: { reason: 'BOUNCED' } });
    expect((await org.collection('audit').doc('cleared-luisa').get()).get('target')).toBe('luisa@test.it');
    expect((await db.doc(memberPath(ORG_A, cousin)).get()).get('relatives')).toEqual([
      { id: 'c1', name: '—', surname: '—', relationship: 'Cugino' },
    ]);
    expect((await db.doc(memberPath(ORG_A, namesakesWife)).get()).get('relatives')).toEqual([
      { id: 'n1', name: 'Mario', surname: 'Rossi', relationship: 'Marito' },
    ]);
    expect((await org.collection('deceasedNotices').doc('orgB_x1_m1').get()).data()).toMatchObject({
      memberId: 'm1',
      memberName: '—',
      status: 'DISMISSED',
    });
    const job = (await db.doc(`${orgCol(ORG_A, 'erasures')}/m1`).get()).data()!;
    expect(job.counts).toMatchObject({
      mailshotBatches: 1,
      uploadRows: 2,
      searchDownloads: 1,
      walletRegistrations: 1,
      relativeLinks: 2,
      suppressionRecords: 1,
      deceasedNotices: 1,
    });
  });

  it('erasing him again changes nothing', async () => {
    const audits = async () => (await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', 'memberErased').count().get()).data().count;
    const before = await audits();
    const again = await call('POST', '/v1/members/erase', 'orgAdmin', { memberId: 'm1', reason: 'Doppio clic' });
    expect([again.status, again.body]).toEqual([200, { memberId: 'm1', status: 'DONE', changed: 0 }]);
    expect(await audits()).toBe(before);
  });
});

describe('an admin erases a member directly', () => {
  it('staff and group admins may not; a reason is required', async () => {
    for (const who of ['groupAdmin', 'staff', 'management'] as const)
      expect((await call('POST', '/v1/members/erase', who, { memberId: 'm2', reason: 'Richiesta scritta' })).status, who).toBe(403);
    const bare = await call('POST', '/v1/members/erase', 'orgAdmin', { memberId: 'm2' });
    expect([bare.status, bare.body.issues?.[0]?.path]).toEqual([400, 'body.reason']);
    expect((await call('POST', '/v1/members/erase', 'orgAdmin', { memberId: 'nobody', reason: 'Prova' })).status).toBe(404);
  });

  it('a sign-in with a profile elsewhere keeps it: only the erased member’s profile goes', async () => {
    const res = await call('POST', '/v1/members/erase', 'orgAdmin', { memberId: 'm2', reason: 'Richiesta scritta del socio' });
    expect(res.body).toMatchObject({ memberId: 'm2', status: 'DONE' });
    const profiles = (await db.collection('profiles').where('uid', '==', world.uid('twoProfiles')).get()).docs.map((d) => d.data());
    expect(profiles.map((p) => [p.role, p.memberId ?? null])).toEqual([['organization', null]]);
    expect(await exists(accountPath(world.uid('twoProfiles')))).toBe(true);
    expect((await signIn('two@test.it', PASSWORD)).localId).toBe(world.uid('twoProfiles'));
    expect(
      await eventually(
        () => findPersonalData(ORG_A, ['Bianchi', 'BNCNNA85M41F205Q'], KEPT),
        (f) => f.length === 0,
      ),
    ).toEqual([]);
  });
});

describe('the bulk upload’s DELETE of a member who signs in', () => {
  it('removes the sign-in with the member', async () => {
    const id = await addMember(ORG_A, { name: 'Elena', surname: 'Galli', email: 'elena@test.it', ssn: '', accountStatus: 'ACTIVE' });
    const uid = 'uid-elena';
    await adminAuth.createUser({ uid, email: 'elena@test.it', password: PASSWORD });
    await db.doc(accountPath(uid)).set({ email: 'elena@test.it', phone_number: null, mfa: false, last_mfa: 0, lang: null });
    await db.doc(`profiles/${uid}_member`).set({
      uid,
      email: 'elena@test.it',
      orgId: ORG_A,
      orgName: 'A',
      role: 'member',
      groups: [],
      memberId: id,
      display_name: 'Elena Galli',
    });
    const { job } = await upAndWait(world.tokens.orgAdmin, 'DELETE', 'del.csv', `${HEADER}\nElena,Galli,elena@test.it,,,\n`);
    expect(job).toMatchObject({ applied: 1 });
    expect(await exists(memberPath(ORG_A, id))).toBe(false);
    expect(await exists(`profiles/${uid}_member`)).toBe(false);
    expect(await exists(accountPath(uid))).toBe(false);
    await expect(signIn('elena@test.it', PASSWORD)).rejects.toThrow();
  });
});

describe('retention of former members', () => {
  const validUntil = (iso: string) => Timestamp.fromDate(new Date(`${iso}T00:00:00Z`));

  it('is off by default; set, it erases a former member past the period, never one inside it nor a current member', async () => {
    const old = await addMember(ORG_A, {
      name: 'Piero',
      surname: 'Antichi',
      email: 'piero@test.it',
      accountStatus: 'INACTIVE',
      cardStatus: 'INACTIVE',
      cardValidUntil: validUntil('2012-12-31'),
    });
    const recent = await addMember(ORG_A, {
      name: 'Rita',
      surname: 'Recenti',
      accountStatus: 'INACTIVE',
      cardStatus: 'INACTIVE',
      cardValidUntil: validUntil('2024-12-31'),
    });
    const current = await addMember(ORG_A, {
      name: 'Carla',
      surname: 'Correnti',
      accountStatus: 'ACTIVE',
      cardStatus: 'ACTIVE',
      cardValidUntil: validUntil('2012-12-31'),
    });
    expect(await runRetention({ orgId: ORG_A, today: '2026-12-03' })).toEqual({ erased: {}, failed: {} });
    expect(await exists(memberPath(ORG_A, old))).toBe(true);

    expect((await call('POST', '/v1/settings/retention', 'staff', { years: 10 })).status).toBe(403);
    expect((await call('POST', '/v1/settings/retention', 'orgAdmin', { years: 0 })).status).toBe(400);
    const set = await call('POST', '/v1/settings/retention', 'orgAdmin', { years: 10 });
    expect(set.body).toEqual({ years: 10 });
    expect((await db.doc(orgPath(ORG_A)).get()).get('retentionYears')).toBe(10);

    expect(await runRetention({ orgId: ORG_A, today: '2026-12-03' })).toEqual({ erased: { [ORG_A]: [old] }, failed: {} });
    expect(await exists(memberPath(ORG_A, old))).toBe(false);
    expect(await exists(memberPath(ORG_A, recent))).toBe(true);
    expect(await exists(memberPath(ORG_A, current))).toBe(true);
    const job = (await db.doc(`${orgCol(ORG_A, 'erasures')}/${old}`).get()).data();
    expect(job).toMatchObject({ status: 'DONE', origin: 'retention', by: null });
    // the activity log says the retention erased a former member, by the job, naming only the member's id
    const logged = (await db.collection(orgCol(ORG_A, 'audit')).where('type', '==', 'memberErased').get()).docs
      .map((d) => d.data())
      .filter((a) => a.after?.memberId === old);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ by: null, after: { memberId: old, origin: 'retention' } });
    expect(JSON.stringify(logged[0]).toLowerCase()).not.toMatch(/antichi|piero/);
    expect(
      await eventually(
        () => findPersonalData(ORG_A, ['Antichi', 'piero@test.it'], KEPT),
        (f) => f.length === 0,
      ),
    ).toEqual([]);
    // a second night finds nothing more to erase
    expect(await runRetention({ orgId: ORG_A, today: '2026-12-04' })).toEqual({ erased: {}, failed: {} });

    await call('POST', '/v1/settings/retention', 'orgAdmin', { years: null });
    expect(await runRetention({ orgId: ORG_A, today: '2040-01-01' })).toEqual({ erased: {}, failed: {} });
    expect(await exists(memberPath(ORG_A, recent))).toBe(true);
  });
});
