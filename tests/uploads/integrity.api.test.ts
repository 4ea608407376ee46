import { beforeAll, describe, expect, it } from 'vitest';
import { cardPath, memberPath, orgCol } from '@tessera/domain/paths';
import { db } from '../support/admin';
import { api } from '../support/api';
import { buildWorld, ORG_A } from '../support/world';
import { readUploadFile } from '../../functions/src/memberUploads/memberFile';
import { storeUploadJob } from '../../functions/src/uploads/jobStore';
import { processUploadJob } from '../../functions/src/uploads/applyJob';
// the upload jobs' appliers, registered by kind (the functions' wiring)
import '../../functions/src/wiring';
import { count, csvRow, HEADER, memberByEmail, report, upAndWait, uploadRef } from './support';
import { nthTaxCode } from '../support/taxCodes';

/** Every file is applied exactly or refused with reasons: no member updated with another's data, no duplicate. */
describe('bulk upload integrity', () => {
  let admin: string;
  beforeAll(async () => {
    admin = (await buildWorld()).tokens.orgAdmin;
  });
  const member = async (id: string) => (await db.doc(memberPath(ORG_A, id)).get()).data()!;

  it('one member named twice in the file by different keys, in different chunks: the later row is refused', async () => {
    // line 4 names m1 by email, line 561 (second chunk) by tax code only
    const lines = Array.from({ length: 600 }, (_, i) => `${csvRow(i + 1, { email: `dup${i + 1}@prova.it` })},`);
    lines[2] = `${csvRow(3, { email: 'member-a@test.it', first: 'Mario', last: 'Rossi', tel: '0611223344' })},`;
    lines[559] = `${csvRow(560, { email: '', first: 'Mario', last: 'Rossi', tel: '0699123456' })},RSSMRA80A01H501U`;
    const { job, rows } = await upAndWait(admin, 'UPSERT', 'dup.csv', `${HEADER},taxcode\n${lines.join('\n')}`);
    expect(rows.find((r) => r.line === 4)).toMatchObject({ outcome: 'APPLIED', memberId: 'm1' });
    expect(rows.find((r) => r.line === 561)).toMatchObject({ outcome: 'REFUSED', reason: 'DUPLICATE_IN_FILE', memberId: 'm1' });
    expect(job).toMatchObject({ applied: 599, refused: 1 });
    expect((await member('m1')).phone).toBe('0611223344');
  });

  it("a row whose email and tax code name different members, or that matches by one key and carries another's value, is refused", async () => {
    // codes no member of the test world holds
    const [codeA, codeB, codeC] = [nthTaxCode('CHVNNA', 1), nthTaxCode('CHVLCU', 2), nthTaxCode('CHVLCU', 3)];
    const setUp = await upAndWait(
      admin,
      'UPSERT',
      'keys0.csv',
      `${HEADER},taxcode\nAnna,Chiavi,keys-a@prova.it,,,,${codeA}\nLuca,Chiavi,keys-b@prova.it,,,,${codeB}`,
    );
    const [a, b] = setUp.rows.map((r) => r.memberId!);
    const before = { a: await member(a!), b: await member(b!) };
    const text = [
      `${HEADER},taxcode`,
      `Anna,Chiavi,keys-a@prova.it,,,0622123456,${codeB}`, // A's email, B's tax code
      `Anna,Chiavi,nuova@prova.it,,,0633223344,${codeA}`, // A's tax code with another email
      `Luca,Chiavi,keys-b@prova.it,,,0644223344,${codeC}`, // B's email with another tax code
    ].join('\n');
    const { job, rows } = await upAndWait(admin, 'UPSERT', 'keys.csv', text);
    expect(rows.map((r) => [r.line, r.outcome, r.reason, r.column, r.memberId])).toEqual([
      [2, 'REFUSED', 'KEYS_CONFLICT', 'taxcode', a],
      [3, 'REFUSED', 'KEYS_CONFLICT', 'email', a],
      [4, 'REFUSED', 'KEYS_CONFLICT', 'taxcode', b],
    ]);
    expect(job).toMatchObject({ applied: 0, refused: 3 });
    expect({ a: await member(a!), b: await member(b!) }).toEqual(before);
    expect(await memberByEmail('nuova@prova.it')).toHaveLength(0);
  });

  it('the report lists every field a row changes (and every field of a new member)', async () => {
    const text = [
      `${HEADER},zip`,
      'Anna,Bianchi,two@test.it,,Via Nuova 2,0655223344,00184', // m2: phone and residence
      'Anna,Bianchi,two-bis@prova.it,01/02/1990,,,', // a new member
    ].join('\n');
    const { rows } = await upAndWait(admin, 'UPSERT', 'changes.csv', text);
    expect(rows[0]).toMatchObject({ outcome: 'APPLIED', memberId: 'm2' });
    expect(rows[0]!.changes!.sort()).toEqual(['phone', 'residence.line', 'residence.zip']);
    expect(rows[1]!.changes!.sort()).toEqual(['birthDate', 'email', 'name', 'surname']);
    // the same file again changes nothing
    const again = await upAndWait(admin, 'UPSERT', 'changes.csv', text);
    expect(again.rows.map((r) => r.changes)).toEqual([[], []]);
  });

  it('two jobs and single creates of the same new emails at the same time: exactly one member per email', async () => {
    // Both jobs run in-process (as the trigger runs them) and at once: each reads who holds which email before
    // either writes, so only the claims can tell them (and the single creates) apart.
    const emails = Array.from({ length: 20 }, (_, i) => `race${i}@prova.it`);
    const bytes = new Uint8Array(Buffer.from(`${HEADER}\n${emails.map((e, i) => csvRow(i, { email: e })).join('\n')}`));
    const scope = { role: 'organization' as const, groups: [] as string[] };
    const store = async (leaseId: string) => {
      const { rows, format } = await readUploadFile('race.csv', bytes, 'UPSERT');
      const meta = { mode: 'UPSERT' as const, fileName: 'race.csv', format, createdBy: 'test', scope };
      return { id: await storeUploadJob(ORG_A, meta, rows, { leaseId }), mode: 'UPSERT' as const, scope, leaseId };
    };
    const jobs = await Promise.all([store('run-a'), store('run-b')]);
    const before = await count('members');
    const [, , ...singles] = await Promise.all([
      processUploadJob(ORG_A, jobs[0]!),
      processUploadJob(ORG_A, jobs[1]!),
      ...emails.slice(0, 3).map((email, i) =>
        api('POST', '/v1/members/one', {
          token: admin,
          body: { name: 'Singolo', surname: `Socio${i}`, ssn: nthTaxCode('RCEUPL', i), email },
        }),
      ),
    ]);
    for (const s of singles) expect([200, 409]).toContain(s!.status);
    const holders = await Promise.all(emails.map((e) => memberByEmail(e)));
    expect(holders.map((h) => h.length)).toEqual(emails.map(() => 1));
    expect(await count('members')).toBe(before + emails.length);
    // each email's member was created once: by a single create or by one job's row (id `{jobId}-{line}`); a job that
    // read the members the other had created already may update them (APPLIED, same id), never write a second one
    let created = singles.filter((s) => s!.status === 200).length;
    for (const job of jobs) {
      expect((await uploadRef(job.id).get()).get('state')).toBe('DONE');
      for (const r of await report(job.id)) {
        if (r.outcome === 'APPLIED') created += r.memberId!.startsWith(`${job.id}-`) ? 1 : 0;
        else expect(r).toMatchObject({ outcome: 'REFUSED', reason: 'EMAIL_ALREADY_USED', column: 'email' });
      }
    }
    expect(created).toBe(emails.length);
  });

  it('RESET keeps the card of a member whose row was in the file but refused', async () => {
    const text = `${HEADER}\nMario,Rossi,member-a@test.it,,,\nAnna,Bianchi,two@test.it,ieri,,\n`;
    const { job, rows } = await upAndWait(admin, 'RESET', 'reset.csv', text);
    expect(rows[1]).toMatchObject({ outcome: 'REFUSED', reason: 'INVALID_DATE', memberId: 'm2' });
    expect(job.state).toBe('DONE');
    expect((await db.doc(cardPath(ORG_A, '1002')).get()).get('status')).toBe('ACTIVE');
    expect((await member('m2')).cardStatus).toBe('ACTIVE');
    expect((await db.doc(cardPath(ORG_A, '1003')).get()).get('status')).toBe('INACTIVE');
    const active = await db.collection(orgCol(ORG_A, 'cards')).where('status', '==', 'ACTIVE').get();
    expect(active.docs.map((d) => d.id).sort()).toEqual(['1001', '1002']);
  });
});
