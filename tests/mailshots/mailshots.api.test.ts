import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_QUOTA_PER_MONTH } from '@tessera/domain/constants';
import { mailCounterId, mailMonth, DEV_MAILBOX_COLLECTION } from '@tessera/domain/entities/mail';
import { counterPath, orgCol } from '@tessera/domain/paths';
import { db } from '../support/admin';
import { api } from '../support/api';
import { eventually } from '../support/settle';
import { addMember, buildWorld, ORG_A, type PrincipalName, type World } from '../support/world';
import { writeMemberRow } from '../../functions/src/search/projection';
import { recipientKey } from '../../functions/src/mailshots/store';
import { onePagePdf } from '../support/pdfTools';
import {
  countsOf,
  csv,
  draft,
  mailshotDoc,
  saveDraft,
  sendDraft,
  sinkByAddress,
  uploadRecipients,
  verifiedSender,
  type Failure,
} from './support';

// Mailshots: drafts, recipients (file, lists, consent, suppressions), the quota reserved up front,
// the send through the real expansion trigger and outbox into the local sink, one-click unsubscribe.
let world: World;
const counterRef = () => db.doc(counterPath(ORG_A, mailCounterId(mailMonth())));
const sentThisMonth = async () => ((await counterRef().get()).get('sent') as number | undefined) ?? 0;

beforeAll(async () => {
  world = await buildWorld();
  await verifiedSender(ORG_A);
});

describe('mailshots: drafts', () => {
  it('the mail roles only; bad input is a 400 naming the field; the body is sanitized', async () => {
    const body = draft({ kind: 'all' });
    for (const who of ['member', 'staff', 'groupAdmin'] as PrincipalName[])
      expect((await saveDraft(world.tokens[who], body)).status).toBe(403);
    const empty = await saveDraft(world.tokens.orgAdmin, { ...body, subject: ' ' });
    expect(empty.body.issues).toEqual([{ path: 'body.subject', message: 'validation.required' }]);
    const kind = await saveDraft(world.tokens.orgAdmin, { ...body, recipients: { kind: 'everyone' } });
    expect(kind.status).toBe(400);
    expect((await saveDraft(world.tokens.orgAdmin, { ...body, senderId: 'sender-unverified' })).body.err).toBe('MAIL_SENDER_NOT_VERIFIED');
    expect((await db.collection(orgCol(ORG_A, 'mailshots')).count().get()).data().count).toBe(0);

    const saved = await saveDraft(world.tokens.management, {
      ...body,
      bodyHtml: '<p>Ciao<script>alert(1)</script> <a href="javascript:x()">x</a></p>',
    });
    expect(saved.status).toBe(200);
    const stored = await mailshotDoc(ORG_A, saved.body.id);
    expect(stored.state).toBe('DRAFT');
    expect(stored.bodyHtml).not.toContain('script');
    expect(stored.bodyHtml).not.toContain('javascript');
  });
});

describe('mailshots: the audience is chosen, never assumed', () => {
  type Recipients = { audience: { kind: string; names: string[] } | null; count: Record<string, number> } & Failure;
  const recipientsOf = (id: string) =>
    api<Recipients>('GET', '/v1/mailshots/recipients', { token: world.tokens.orgAdmin, headers: { id } });

  it('a selection of lists with nothing chosen is refused: every member is a choice of its own', async () => {
    const nothing = await saveDraft(world.tokens.orgAdmin, draft({ kind: 'lists', groups: [], sections: [], categories: [] }));
    expect([nothing.status, nothing.body.issues]).toEqual([400, [{ path: 'body.recipients.groups', message: 'validation.chooseOne' }]]);
    const all = await saveDraft(world.tokens.orgAdmin, draft({ kind: 'all' }));
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect((await mailshotDoc(ORG_A, all.body.id)).recipients).toEqual({ kind: 'all' });
    const seen = await recipientsOf(all.body.id);
    expect(seen.body.audience).toEqual({ kind: 'all', names: [] });
  });

  it('a draft without an audience saves, counts nobody and is not sent; nothing is reserved', async () => {
    const saved = await saveDraft(world.tokens.orgAdmin, draft(null as unknown as Record<string, unknown>));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const seen = await recipientsOf(saved.body.id);
    expect(seen.body.audience).toBeNull();
    expect(seen.body.count.recipients).toBe(0);
    const before = await sentThisMonth();
    const sent = await sendDraft(world.tokens.orgAdmin, saved.body.id);
    expect([sent.status, sent.body.err]).toEqual([409, 'MAILSHOT_AUDIENCE_REQUIRED']);
    expect((await mailshotDoc(ORG_A, saved.body.id)).state).toBe('DRAFT');
    expect(await sentThisMonth()).toBe(before);
  });

  it('a draft stored when nothing chosen meant every member must be chosen again before it is sent', async () => {
    const saved = await saveDraft(world.tokens.orgAdmin, draft({ kind: 'all' }));
    // as drafts were stored before the audience had to be chosen
    await db
      .doc(`${orgCol(ORG_A, 'mailshots')}/${saved.body.id}`)
      .update({ recipients: { kind: 'lists', groups: [], sections: [], categories: [] } });
    expect((await recipientsOf(saved.body.id)).body).toMatchObject({ audience: null, count: { recipients: 0 } });
    const sent = await sendDraft(world.tokens.orgAdmin, saved.body.id);
    expect([sent.status, sent.body.err]).toEqual([409, 'MAILSHOT_AUDIENCE_REQUIRED']);
    expect((await mailshotDoc(ORG_A, saved.body.id)).state).toBe('DRAFT');
  });
});

describe('mailshots: recipients files', () => {
  it('CSV: invalid addresses and duplicates reported by row, never dropped silently', async () => {
    const up = await uploadRecipients(
      world.tokens.orgAdmin,
      'soci.csv',
      csv(['nome;EMAIL', 'Anna;anna@esempio.it', 'Bruno;non-una-email', 'Anna di nuovo; ANNA@esempio.it ', 'Carla;carla@esempio.it']),
    );
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ rows: 4, valid: 2, invalidCount: 1, duplicateCount: 1 });
    expect(up.body).toMatchObject({ invalid: [{ row: 3, value: 'non-una-email' }], duplicates: [{ row: 4, value: 'ANNA@esempio.it' }] });
  });

  it('CSV: blank lines (empty, or only separators) are skipped, not counted invalid; later rows keep their numbers', async () => {
    const up = await uploadRecipients(
      world.tokens.orgAdmin,
      'con-righe-vuote.csv',
      csv(['nome;email', 'Anna;anna@esempio.it', '', ';', '  ;  ', 'Bruno;non-una-email', 'Carla;carla@esempio.it']),
    );
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ rows: 3, valid: 2, invalidCount: 1, invalid: [{ row: 6, value: 'non-una-email' }] });
  });

  it('XLSX with an email column is read; a file without one is refused with its message; other formats too', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Soci');
    sheet.addRow(['Nome', 'Email']);
    sheet.addRow(['Dario', 'dario@esempio.it']);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
    expect((await uploadRecipients(world.tokens.orgAdmin, 'soci.xlsx', xlsx)).body).toMatchObject({ rows: 1, valid: 1 });

    const noEmail = await uploadRecipients(world.tokens.orgAdmin, 'soci.csv', csv(['nome,telefono', 'Anna,333']));
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.issues).toEqual([{ path: 'body.contentBase64', message: 'upload.missingEmailColumn' }]);
    const other = await uploadRecipients(world.tokens.orgAdmin, 'soci.pdf', csv(['email', 'a@b.it']));
    expect(other.body.issues).toEqual([{ path: 'body.fileName', message: 'upload.unsupportedFileType' }]);
  });
});

describe('mailshots: who receives a send to lists', () => {
  it('members with newsletter consent, not suppressed, each once; the rest counted by reason', async () => {
    // a group of its own, so the world's members stay out of the count (a draft names only existing list values)
    await db.doc(`${orgCol(ORG_A, 'listValues')}/gm`).set({ type: 'groups', name: 'Gruppo posta' });
    const ids = await Promise.all([
      addMember(ORG_A, {
        name: 'Ada',
        surname: 'Consenso',
        ssn: 'X1',
        group: 'gm',
        email: 'ada@esempio.it',
        newsletter: true,
        accountStatus: 'ACTIVE',
      }),
      addMember(ORG_A, { name: 'Bea', surname: 'Nessuno', ssn: 'X2', group: 'gm', email: 'bea@esempio.it', accountStatus: 'ACTIVE' }),
      addMember(ORG_A, {
        name: 'Cino',
        surname: 'Soppresso',
        ssn: 'X3',
        group: 'gm',
        email: 'cino@esempio.it',
        newsletter: true,
        accountStatus: 'ACTIVE',
      }),
      addMember(ORG_A, { name: 'Dino', surname: 'Senza', ssn: 'X4', group: 'gm', newsletter: true, accountStatus: 'ACTIVE' }),
      addMember(ORG_A, {
        name: 'Elio',
        surname: 'Altro',
        ssn: 'X5',
        group: 'g2',
        email: 'elio@esempio.it',
        newsletter: true,
        accountStatus: 'ACTIVE',
      }),
    ]);
    // the projection the search and lists read, as the member trigger writes it
    await Promise.all(ids.map((id) => writeMemberRow(ORG_A, id)));
    await db
      .doc(`${orgCol(ORG_A, 'suppressions')}/${recipientKey('cino@esempio.it')}`)
      .set({ email: 'cino@esempio.it', reason: 'hardBounce', softBounces: 0 });

    const saved = await saveDraft(world.tokens.orgAdmin, draft({ kind: 'lists', groups: ['gm'], sections: [], categories: [] }));
    const seen = await api<
      {
        audience: unknown;
        count: Record<string, number>;
        quota: { left: number };
        sample: { email: string; values: Record<string, string> }[];
      } & Failure
    >('GET', '/v1/mailshots/recipients', { token: world.tokens.orgAdmin, headers: { id: saved.body.id } });
    // the confirmation names the audience: the list values by their names
    expect(seen.body.audience).toEqual({ kind: 'lists', names: ['Gruppo posta'] });
    expect(seen.body.count).toEqual({ recipients: 1, duplicates: 0, invalid: 1, suppressed: 1, noConsent: 1 });
    expect(seen.body.sample.map((s) => s.email)).toEqual(['ada@esempio.it']);
    expect(seen.body.sample[0]!.values).toMatchObject({ name: 'Ada', surname: 'Consenso' });
    expect(seen.body.quota.left).toBe(EMAIL_QUOTA_PER_MONTH.PROFESSIONAL - (await sentThisMonth()));
  });
});

describe('mailshots: sending', () => {
  // the bench sends 20,000 (npm run bench); here enough for the outbox's claims to run side by side
  const N = 120;
  const addresses = Array.from({ length: N }, (_, i) => `socio${i}@esempio.it`);
  let fileId = '';
  let attachment = { fileId: '', fileName: '' };

  beforeAll(async () => {
    const up = await uploadRecipients(
      world.tokens.orgAdmin,
      'tutti.csv',
      csv(['email,nome', ...addresses.map((a, i) => `${a},Socio ${i}`)]),
    );
    fileId = up.body.fileId;
    const pdf = onePagePdf('programma').toString('base64');
    const stored = await api<{ fileId: string; fileName: string } & Failure>('POST', '/v1/mailshots/attachment', {
      token: world.tokens.orgAdmin,
      body: { fileName: 'programma.pdf', contentBase64: pdf },
    });
    attachment = { fileId: stored.body.fileId, fileName: stored.body.fileName };
  });
  const fileDraft = () =>
    draft({ kind: 'file', fileId, fileName: 'tutti.csv' }, { bodyHtml: '<p>Ciao {{nome}}</p>', attachments: [attachment] });

  it('attachments: only files stored for mailshots, at most 3', async () => {
    const tooMany = await saveDraft(world.tokens.orgAdmin, { ...fileDraft(), attachments: [1, 2, 3, 4].map(() => attachment) });
    expect(tooMany.body.issues).toEqual([{ path: 'body.attachments', message: 'validation.tooMany' }]);
    const foreign = await saveDraft(world.tokens.orgAdmin, { ...fileDraft(), attachments: [{ fileId, fileName: 'tutti.csv' }] });
    expect(foreign.body.issues).toEqual([{ path: 'body.attachments.0.fileId', message: 'validation.notFound' }]);
  });

  it('over the quota: refused up front, nothing reserved or queued, the draft stays a draft', async () => {
    const saved = await saveDraft(world.tokens.orgAdmin, fileDraft());
    await counterRef().set({ month: mailMonth(), sent: EMAIL_QUOTA_PER_MONTH.PROFESSIONAL - N + 1 }, { merge: true });
    const refused = await sendDraft(world.tokens.orgAdmin, saved.body.id);
    expect(refused.body.err).toBe('QUOTAS_EXCEEDED');
    expect(await sentThisMonth()).toBe(EMAIL_QUOTA_PER_MONTH.PROFESSIONAL - N + 1);
    expect((await mailshotDoc(ORG_A, saved.body.id)).state).toBe('DRAFT');
    await counterRef().set({ sent: 0 }, { merge: true });
  });

  it('every recipient exactly once through the real trigger and outbox; the quota reserved once, exactly', async () => {
    const saved = await saveDraft(world.tokens.orgAdmin, fileDraft());
    const before = await sentThisMonth();
    const sent = await sendDraft(world.tokens.orgAdmin, saved.body.id);
    expect(sent.body.count).toEqual({ recipients: N, duplicates: 0, invalid: 0, suppressed: 0, noConsent: 0 });
    expect(await sentThisMonth()).toBe(before + N);
    // a send cannot be repeated, changed or deleted
    expect((await sendDraft(world.tokens.orgAdmin, saved.body.id)).body.err).toBe('MAILSHOT_ALREADY_SENT');
    expect((await saveDraft(world.tokens.orgAdmin, fileDraft(), saved.body.id)).body.err).toBe('MAILSHOT_ALREADY_SENT');
    expect((await api('DELETE', '/v1/mailshots/one', { token: world.tokens.orgAdmin, headers: { id: saved.body.id } })).body.err).toBe(
      'MAILSHOT_ALREADY_SENT',
    );

    const done = await eventually(
      () => mailshotDoc(ORG_A, saved.body.id),
      (m) => m.state === 'DONE',
      120_000,
    );
    expect(done.state).toBe('DONE');
    const counts = await eventually(
      () => countsOf(ORG_A, saved.body.id),
      (c) => c.DELIVERED === N,
      180_000,
    );
    expect(counts).toEqual({ DELIVERED: N });
    const sink = await sinkByAddress(ORG_A, saved.body.id);
    expect(sink.size).toBe(N);
    expect([...sink.values()].every((n) => n === 1)).toBe(true);
    // the messages' own counter claims added nothing: the send's reservation was the count
    expect(await sentThisMonth()).toBe(before + N);

    // what a recipient got: merged, escaped, with the RFC 8058 headers and a visible link to the confirm page
    const one = (await db.collection(DEV_MAILBOX_COLLECTION).where('to', '==', 'socio7@esempio.it').get()).docs[0]!.data();
    expect(one.subject).toBe('Notizie per ');
    // From the sender the mailshot chose, with its attachment
    expect(one.from).toBe('segreteria@esempio.it');
    expect(one.attachments).toEqual([{ fileName: 'programma.pdf', contentType: 'application/pdf', size: onePagePdf('programma').length }]);
    expect(one.html).toContain('<p>Ciao Socio 7</p>');
    expect(one.text).toContain('Ciao Socio 7');
    expect(one.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(one.headers['List-Unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/v1\/mail\/unsubscribe\?t=[\w-]+\.[\w-]+>$/);
    expect(one.html).toMatch(/\/unsubscribe\/[\w-]+\.[\w-]+\?lang=it"/);
  }, 300_000);
});

describe('mailshots: one-click unsubscribe (RFC 8058)', () => {
  it('a POST without cookie or sign-in unsubscribes its recipient only; a forged token changes nothing; GET never unsubscribes', async () => {
    const one = (await db.collection(DEV_MAILBOX_COLLECTION).where('to', '==', 'socio8@esempio.it').get()).docs[0]!.data();
    const url = /^<(.*)>$/.exec(one.headers['List-Unsubscribe'] as string)![1]!;
    const path = new URL(url).pathname + new URL(url).search;
    const base = `${process.env.FUNCTIONS_URL}/api`;
    const suppressed = () => db.doc(`${orgCol(ORG_A, 'suppressions')}/${recipientKey('socio8@esempio.it')}`).get();

    expect((await fetch(`${base}${path}`, { method: 'GET' })).status).toBe(404);
    expect((await suppressed()).exists).toBe(false);
    const forged = path.replace(/\.[\w-]+$/, '.AAAAAAAAAAAAAAAAAAAAAA');
    const bad = await fetch(`${base}${forged}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Failure).err).toBe('UNSUBSCRIBE_LINK_INVALID');
    expect((await suppressed()).exists).toBe(false);

    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status).toBe(200);
    }
    expect((await suppressed()).data()).toMatchObject({ email: 'socio8@esempio.it', reason: 'unsubscribed' });
    expect((await db.collection(orgCol(ORG_A, 'suppressions')).where('reason', '==', 'unsubscribed').count().get()).data().count).toBe(1);

    // an admin clears it (audited); then it is gone
    const cleared = await api('DELETE', '/v1/mailshots/suppression', {
      token: world.tokens.orgAdmin,
      headers: { email: 'socio8@esempio.it' },
    });
    expect(cleared.status).toBe(200);
    expect((await suppressed()).exists).toBe(false);
    expect(
      (await api('DELETE', '/v1/mailshots/suppression', { token: world.tokens.orgAdmin, headers: { email: 'socio8@esempio.it' } })).body
        .err,
    ).toBe('NOT_FOUND');
  });
});
