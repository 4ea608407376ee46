import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORG_MEMBER_COUNTER, cardPath, counterPath, memberPath, orgCol, orgPath } from '@tessera/domain/paths';
import { db } from '../support/admin';
import { buildWorld, ORG_A, type World } from '../support/world';
import { count, csvRow, finished, HEADER, memberByEmail, report, uncountJobMembers, upAndWait, upload } from './support';
import { settles } from '../support/settle';

/** The organization counter equals a direct count of the members (the counters trigger saw every write). */
const countersRight = () =>
  settles(async () => (await db.doc(counterPath(ORG_A, ORG_MEMBER_COUNTER)).get()).get('total') === (await count('members')));

describe('POST /v1/members/bulk-upload', () => {
  let world: World;
  let admin: string;
  beforeAll(async () => {
    world = await buildWorld();
    admin = world.tokens.orgAdmin;
  });

  describe('permissions and input', () => {
    it('no token → 401, staff and members → 403, nothing stored', async () => {
      const file = `${HEADER}\n${csvRow(1)}`;
      expect((await upload(undefined, 'UPSERT', 'a.csv', file)).status).toBe(401);
      for (const who of ['staff', 'member'] as const) {
        const res = await upload(world.tokens[who], 'UPSERT', 'a.csv', file);
        expect(res.status).toBe(403);
        expect(res.body.err).toBe('NO_USER_ALLOWED');
      }
      expect(await count('uploads')).toBe(0);
    });

    it('a missing or unknown mode → 400 INVALID_REQUEST', async () => {
      const res = await upload(admin, 'MERGE', 'a.csv', `${HEADER}\n${csvRow(1)}`);
      expect(res.status).toBe(400);
      expect(res.body.err).toBe('INVALID_REQUEST');
      expect(res.body.issues?.[0]?.message).toBe('validation.uploadMode');
    });

    it('a non-conforming document → 400 upload.nonConformingDocument and nothing changes', async () => {
      const before = { members: await count('members'), uploads: await count('uploads') };
      // a hand-made header (nome and cognome would be an extraction's Nome and Cognome, which are accepted)
      const res = await upload(admin, 'UPSERT', 'wrong.csv', 'first,last,email,foo\nMario,Rossi,a@b.it,x\n');
      expect(res.status).toBe(400);
      expect(res.body.err).toBe('INVALID_REQUEST');
      const messages = res.body.issues!.map((i) => i.message);
      expect(messages).toContain('upload.nonConformingDocument');
      expect(res.body.issues!.map((i) => i.path)).toEqual(expect.arrayContaining(['missing.firstname', 'unexpected.foo']));
      expect({ members: await count('members'), uploads: await count('uploads') }).toEqual(before);
      // an unreadable spreadsheet and an unsupported extension too
      expect((await upload(admin, 'UPSERT', 'x.xlsx', 'not a zip')).body.issues?.[0]?.message).toBe('upload.nonConformingDocument');
      expect((await upload(admin, 'UPSERT', 'x.pdf', `${HEADER}\n`)).body.issues?.[0]?.message).toBe('upload.unsupportedFileType');
      expect(await count('uploads')).toBe(before.uploads);
    });

    it('with groups not shown (showGroups off) a group column does not conform, except for a group admin', async () => {
      await db.doc(orgPath(ORG_A)).update({ 'preferences.showGroups': false });
      try {
        const before = await count('uploads');
        const file = `${HEADER},group\n${csvRow(990)},g1\n`;
        const res = await upload(admin, 'UPSERT', 'groups.csv', file);
        expect(res.status).toBe(400);
        expect(res.body.issues!.map((i) => i.path)).toContain('unexpected.group');
        expect(await count('uploads')).toBe(before);
        // a group admin's scope is groups: it keeps the column (waited for: later tests count members)
        const { job } = await upAndWait(world.tokens.groupAdmin, 'UPSERT', 'groups.csv', file);
        expect(job).toMatchObject({ state: 'DONE', applied: 1 });
        expect((await memberByEmail('socio990@prova.it'))[0]).toMatchObject({ group: 'g1' });
      } finally {
        await db.doc(orgPath(ORG_A)).update({ 'preferences.showGroups': true });
      }
    });

    it('a file over 10 MB → 400 upload.fileTooLarge', async () => {
      const res = await upload(admin, 'UPSERT', 'big.csv', Buffer.alloc(10 * 1024 * 1024 + 10, 0x41));
      expect(res.status).toBe(400);
      expect(res.body.err).toBe('INVALID_REQUEST');
    });
  });

  describe('UPSERT with 5 % bad rows', () => {
    it('applies the good rows, reports every bad row with its line and reason, loses none', async () => {
      const lines: string[] = [];
      for (let i = 1; i <= 100; i++) lines.push(csvRow(i));
      // line numbers: header is line 1, row i is line i + 1
      lines[9] = csvRow(10, { email: 'not-an-email' }); // line 11
      lines[19] = csvRow(20, { dob: '31/02/1980' }); // line 21
      lines[29] = csvRow(30, { first: '' }); // line 31
      lines[39] = csvRow(40, { email: 'socio1@prova.it' }); // line 41: same email as line 2
      lines[49] = csvRow(50, { dob: 'ieri' }); // line 51
      const before = await count('members');
      const { job, rows } = await upAndWait(admin, 'UPSERT', 'soci.csv', `${HEADER}\n${lines.join('\n')}\n`);
      expect(job).toMatchObject({ state: 'DONE', total: 100, processed: 100, applied: 95, skipped: 0, refused: 5 });
      expect(rows).toHaveLength(100);
      expect(rows.map((r) => r.line)).toEqual(Array.from({ length: 100 }, (_, i) => i + 2));
      const refused = rows.filter((r) => r.outcome === 'REFUSED').map(({ line, reason, column }) => ({ line, reason, column }));
      expect(refused).toEqual([
        { line: 11, reason: 'INVALID_EMAIL', column: 'email' },
        { line: 21, reason: 'INVALID_DATE', column: 'dob' },
        { line: 31, reason: 'REQUIRED', column: 'firstname' },
        { line: 41, reason: 'DUPLICATE_IN_FILE', column: 'email' },
        { line: 51, reason: 'INVALID_DATE', column: 'dob' },
      ]);
      expect(await count('members')).toBe(before + 95);
      const [m7] = await memberByEmail('socio7@prova.it');
      expect(m7).toMatchObject({
        name: 'Nome7',
        surname: 'Cognome7',
        phone: '333123457',
        accountStatus: 'ACTIVE',
        cardStatus: 'NOT_FOUND',
      });
      expect((m7!.birthDate as FirebaseFirestore.Timestamp).toDate().toISOString()).toBe('1980-03-05T00:00:00.000Z');
      expect((m7!.residence as Record<string, string>).line).toBe('Via Roma 7');
      expect(await memberByEmail('socio10@prova.it')).toHaveLength(0);
      expect(await countersRight()).toBe(true);
    });

    it('the same file again updates the same members (keyed by email): no duplicates', async () => {
      const before = await count('members');
      const lines = Array.from({ length: 5 }, (_, i) => csvRow(i + 1, { tel: '0612345' }));
      const { job } = await upAndWait(admin, 'UPSERT', 'soci.csv', `${HEADER}\n${lines.join('\n')}`);
      expect(job).toMatchObject({ applied: 5, refused: 0 });
      expect(await count('members')).toBe(before);
      expect((await memberByEmail('socio3@prova.it'))[0]).toMatchObject({ phone: '0612345', name: 'Nome3' });
    });

    it('a row repeating an email of an earlier chunk is refused as a duplicate; the first row stands', async () => {
      // 600 rows = two chunks of 500; line 561 repeats the email of line 4 with another phone.
      const before = await count('members');
      const lines = Array.from({ length: 600 }, (_, i) =>
        i === 559 ? csvRow(i + 1, { email: 'chunk3@prova.it', tel: '0699999' }) : csvRow(i + 1, { email: `chunk${i + 1}@prova.it` }),
      );
      const { job, rows } = await upAndWait(admin, 'UPSERT', 'chunks.csv', `${HEADER}\n${lines.join('\n')}`);
      expect(job).toMatchObject({ applied: 599, refused: 1 });
      expect(rows.find((r) => r.line === 561)).toMatchObject({ outcome: 'REFUSED', reason: 'DUPLICATE_IN_FILE' });
      expect(await count('members')).toBe(before + 599);
      expect(await memberByEmail('chunk3@prova.it')).toEqual([expect.objectContaining({ phone: '333123453' })]);
    });

    it('members added since the last upload are matched by the next one (the index is read per job)', async () => {
      const first = await upAndWait(admin, 'UPSERT', 'a.csv', `${HEADER}\n${csvRow(1, { email: 'perjob@prova.it', tel: '0611234567' })}`);
      expect(first.job).toMatchObject({ applied: 1 });
      const second = await upAndWait(admin, 'UPDATE', 'b.csv', `${HEADER}\n${csvRow(1, { email: 'perjob@prova.it', tel: '0621234567' })}`);
      expect(second.rows[0]).toMatchObject({ outcome: 'APPLIED', memberId: first.rows[0]!.memberId });
      expect(await memberByEmail('perjob@prova.it')).toEqual([expect.objectContaining({ phone: '0621234567' })]);
    });
  });

  describe('CSV variants and XLSX', () => {
    it('`;` with a UTF-8 BOM', async () => {
      const text = `\uFEFF${HEADER.replaceAll(',', ';')}\r\nNiccolò;D'Amico;bom@prova.it;1975-12-01;Via Po, 3;061234567\r\n`;
      const { job } = await upAndWait(admin, 'UPSERT', 'bom.csv', text);
      expect(job).toMatchObject({ applied: 1, refused: 0 });
      expect((await memberByEmail('bom@prova.it'))[0]).toMatchObject({ name: 'Niccolò', surname: "D'Amico", phone: '061234567' });
    });

    it('tab-separated', async () => {
      const text = `${HEADER.replaceAll(',', '\t')}\nAnna\tTabulata\ttab@prova.it\t01/01/1990\tVia X\t0551234567\n`;
      const { job } = await upAndWait(admin, 'UPSERT', 'tab.txt', text);
      expect(job).toMatchObject({ applied: 1 });
      expect((await memberByEmail('tab@prova.it'))[0]).toMatchObject({ name: 'Anna', surname: 'Tabulata' });
    });

    it('Windows-1252 with accented names (Excel on Italian Windows)', async () => {
      const text = `${HEADER.replaceAll(',', ';')}\r\nJosé;Perché;cp1252@prova.it;02/02/1960;Piazza Città;0612345678\r\n`;
      const bytes = Buffer.from(text, 'latin1'); // é, è, à are the same bytes in Latin-1 and Windows-1252
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
      const { job } = await upAndWait(admin, 'UPSERT', 'win.csv', bytes);
      expect(job).toMatchObject({ applied: 1 });
      const [m] = await memberByEmail('cp1252@prova.it');
      expect(m).toMatchObject({ name: 'José', surname: 'Perché' });
      expect((m!.residence as Record<string, string>).line).toBe('Piazza Città');
    });

    it('XLSX with a date cell, optional columns (tax code, card, group, zip) and a bad row', async () => {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('Soci');
      ws.addRow(['FirstName', 'LastName', 'Email', 'DOB', 'Address', 'Telephone', 'taxcode', 'cardnumber', 'group', 'zip']);
      ws.addRow([
        'Giulia',
        'Esposito',
        'xlsx@prova.it',
        new Date(Date.UTC(1990, 0, 1)),
        'Via Toledo 1',
        '0811234567',
        'SPSGLI90A41F839B',
        '00777',
        'Gruppo 1',
        '00118',
      ]);
      ws.addRow(['Bad', 'Code', 'xlsx2@prova.it', '01/01/1990', '', '', 'RSSMRA80A01H501X', '', '', '']);
      const buf = new Uint8Array(await wb.xlsx.writeBuffer());
      const { job, rows } = await upAndWait(admin, 'UPSERT', 'soci.xlsx', buf);
      expect(job).toMatchObject({ applied: 1, refused: 1 });
      expect(rows[1]).toMatchObject({ line: 3, outcome: 'REFUSED', reason: 'INVALID_TAX_CODE', column: 'taxcode' });
      const [m] = await memberByEmail('xlsx@prova.it');
      expect(m).toMatchObject({ ssn: 'SPSGLI90A41F839B', cardNumber: '00777', group: 'g1', cardStatus: 'ACTIVE' });
      expect((m!.residence as Record<string, string>).zip).toBe('00118');
      expect((m!.birthDate as FirebaseFirestore.Timestamp).toDate().toISOString()).toBe('1990-01-01T00:00:00.000Z');
      expect((await db.doc(cardPath(ORG_A, '00777')).get()).data()).toMatchObject({ memberId: m!.id, status: 'ACTIVE', group: 'g1' });
    });

    it('card numbers stay unique: repeated in the file or already used → refused', async () => {
      const text = `${HEADER},cardnumber\nA,Uno,card1@prova.it,,,,5001\nB,Due,card2@prova.it,,,,5001\nC,Tre,card3@prova.it,,,,1001\n`;
      const { job, rows } = await upAndWait(admin, 'UPSERT', 'cards.csv', text);
      expect(job).toMatchObject({ applied: 1, refused: 2 });
      expect(rows.map((r) => [r.line, r.outcome, r.reason])).toEqual([
        [2, 'APPLIED', undefined],
        [3, 'REFUSED', 'DUPLICATE_CARD_IN_FILE'],
        [4, 'REFUSED', 'CARD_NUMBER_ALREADY_USED'],
      ]);
      expect((await db.doc(cardPath(ORG_A, '1001')).get()).get('memberId')).toBe('m1');
    });
  });

  describe('modes', () => {
    it('UPDATE updates matched members only; unmatched rows are skipped', async () => {
      const before = await count('members');
      const text = `${HEADER},group\nMario,Rossi,member-a@test.it,01/01/1980,Via Nuova 1,0699123456,gruppo 2\nNuovo,Socio,nuovo@prova.it,,,,\n`;
      const { job, rows } = await upAndWait(admin, 'UPDATE', 'upd.csv', text);
      expect(job).toMatchObject({ applied: 1, skipped: 1, refused: 0 });
      expect(rows[1]).toMatchObject({ line: 3, outcome: 'SKIPPED', reason: 'NOT_FOUND' });
      expect(await count('members')).toBe(before);
      expect((await db.doc(memberPath(ORG_A, 'm1')).get()).data()).toMatchObject({
        phone: '0699123456',
        name: 'Mario',
        ssn: 'RSSMRA80A01H501U',
      });
      // the group named in the file (by name, any case); the member's card follows it
      expect((await db.doc(memberPath(ORG_A, 'm1')).get()).get('group')).toBe('g2');
      expect((await db.doc(cardPath(ORG_A, '1001')).get()).data()).toMatchObject({ group: 'g2', holder: 'Rossi Mario', memberId: 'm1' });
    });

    it('a group admin changes only members of its groups', async () => {
      const text = `${HEADER},group\nLuca,Verdi,luca@test.it,,,3331110000,\nAnna,Bianchi,two@test.it,,,3332220000,\nFuori,Gruppo,fuori@prova.it,,,,\nDentro,Gruppo,dentro@prova.it,,,,g2\nAltro,Gruppo,altro@prova.it,,,,g3\n`;
      const { job, rows } = await upAndWait(world.tokens.groupAdmin, 'UPSERT', 'ga.csv', text);
      expect(rows.map((r) => [r.line, r.outcome, r.reason])).toEqual([
        [2, 'REFUSED', 'OUT_OF_SCOPE'],
        [3, 'APPLIED', undefined],
        [4, 'REFUSED', 'OUT_OF_SCOPE'],
        [5, 'APPLIED', undefined],
        [6, 'REFUSED', 'OUT_OF_SCOPE'],
      ]);
      expect(job).toMatchObject({ applied: 2, refused: 3 });
      expect((await db.doc(memberPath(ORG_A, 'm3')).get()).get('phone')).toBeUndefined();
      expect((await db.doc(memberPath(ORG_A, 'm2')).get()).get('phone')).toBe('3332220000');
      expect(await memberByEmail('altro@prova.it')).toHaveLength(0);
    });

    it('DELETE removes matched members and their cards; unknown rows are skipped', async () => {
      const before = await count('members');
      const text = `${HEADER}\nLuca,Verdi,luca@test.it,,,\nX,Y,nessuno@prova.it,,,\n`;
      const { job } = await upAndWait(admin, 'DELETE', 'del.csv', text);
      expect(job).toMatchObject({ applied: 1, skipped: 1 });
      expect((await db.doc(memberPath(ORG_A, 'm3')).get()).exists).toBe(false);
      expect((await db.doc(cardPath(ORG_A, '1003')).get()).exists).toBe(false);
      expect(await count('members')).toBe(before - 1);
      expect(await countersRight()).toBe(true);
    });

    it('RESET updates like UPDATE and invalidates every other ACTIVE card', async () => {
      const text = `${HEADER}\nMario,Rossi,member-a@test.it,,,\n`;
      const { job } = await upAndWait(admin, 'RESET', 'reset.csv', text);
      expect(job.state).toBe('DONE');
      const active = await db.collection(orgCol(ORG_A, 'cards')).where('status', '==', 'ACTIVE').get();
      expect(active.docs.map((d) => d.id)).toEqual(['1001']);
      expect(job.invalidatedCards).toBeGreaterThanOrEqual(2);
      expect((await db.doc(memberPath(ORG_A, 'm2')).get()).get('cardStatus')).toBe('INACTIVE');
      expect((await db.doc(cardPath(ORG_A, '1002')).get()).get('status')).toBe('INACTIVE');
      expect((await db.doc(memberPath(ORG_A, 'm1')).get()).get('cardStatus')).toBe('ACTIVE');
    });
  });

  describe('resume after a crash', () => {
    it('re-running a job whose chunk was applied but not checkpointed applies no row twice', async () => {
      const n = 40;
      const lines = Array.from({ length: n }, (_, i) => csvRow(i + 1000, { email: `resume${i}@prova.it` }));
      lines.push(csvRow(2000, { email: 'wrong' }));
      const before = await count('members');
      const { jobId, job } = await upAndWait(admin, 'UPSERT', 'resume.csv', `${HEADER}\n${lines.join('\n')}`);
      expect(job).toMatchObject({ state: 'DONE', applied: n, refused: 1, processed: n + 1 });
      expect(await count('members')).toBe(before + n);

      // Simulate a crash after the chunk's writes and before its checkpoint: the effects are there, the checkpoint,
      // report and counts are not, and the job is stuck RUNNING; an operator sets it back to QUEUED.
      const jobRef = db.doc(`${orgCol(ORG_A, 'uploads')}/${jobId}`);
      await db.doc(`${jobRef.path}/chunks/0`).update({ appliedAt: null });
      await db.doc(`${jobRef.path}/report/0`).delete();
      await uncountJobMembers(jobId);
      await jobRef.update({ state: 'RUNNING', processed: 0, applied: 0, refused: 0 });
      await jobRef.update({ state: 'QUEUED' });
      const again = await finished(jobId);
      expect(again).toMatchObject({ state: 'DONE', processed: n + 1, applied: n, refused: 1 });
      expect(await count('members')).toBe(before + n);
      expect(await report(jobId)).toHaveLength(n + 1);
      // new members have deterministic ids ({jobId}-{line}): the re-run rewrote the same documents
      expect((await memberByEmail(`resume${n - 1}@prova.it`))[0]!.id).toBe(`${jobId}-${n + 1}`);

      // Queued again with every chunk checkpointed: nothing is applied again.
      await jobRef.update({ state: 'QUEUED' });
      expect(await finished(jobId)).toMatchObject({ processed: n + 1, applied: n });
      expect(await count('members')).toBe(before + n);
      expect(await countersRight()).toBe(true);
    }, 180_000);
  });
});
