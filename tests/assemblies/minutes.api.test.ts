import { mkdirSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { printedCheckpoints } from '@tessera/domain/register/printedCopy';
import { bookEntryId } from '@tessera/domain/assemblies/minutes';
import { assemblyBookEntryPath, assemblyPath, orgCol } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { pdfInfo, pdfText } from '../support/pdfTools';
import { addMember, buildWorld, ORG_A, type World } from '../support/world';
import { dayOf, enrol, inDays, moveCalls } from './assemblyWorld';
import { paperScan } from './paperScan';

// The minutes and the book of assembly meetings: drafted from a closed assembly (results, attendance, proxies),
// edited while a draft, approved into the book (chained as the register of members is), corrected by a new entry,
// verified (a stored entry changed behind the API is named) and printed with numbered pages carrying the chain's hash.
type Failure = { err?: string; issues?: { path: string; message: string }[] };
type Item = { id: string; notes: string; result: { yes: number; no: number; passed: boolean; how: string } | null };
type Minutes = Record<string, unknown> & { items: Item[]; chair: string; secretary: string; text: string };
type Verdict = { ok: boolean; count: number; seq: number | null; fault: string | null; lastHash: string | null };
let world: World;
const post = <T = Record<string, unknown>>(path: string, body: unknown, token = world.tokens.orgAdmin) =>
  api<T & Failure>('POST', `/v1/assemblies/${path}`, { token, body });
const get = <T = Record<string, unknown>>(path: string, token = world.tokens.orgAdmin) =>
  api<T & Failure>('GET', `/v1/assemblies/${path}`, { token });

const year = Number(dayOf(new Date().toISOString()).slice(0, 4));
let id = '';
const m: string[] = [];
const entries = async () => (await db.collection(orgCol(ORG_A, 'assemblyBookEntries')).orderBy('seq').get()).docs.map((d) => d.data());

beforeAll(async () => {
  world = await buildWorld();
  for (const key of ['ada', 'bruno', 'carla', 'dario']) {
    const memberId = await addMember(ORG_A, { name: key, surname: 'Verbale', group: 'g1' });
    await enrol(ORG_A, memberId, '2020-01-15', { feeYears: [year, year + 1] });
    m.push(memberId);
  }
  const created = await post<{ id: string }>('create', {
    kind: 'ORDINARY',
    title: 'Assemblea ordinaria',
    firstCall: inDays(10),
    secondCall: inDays(11),
    place: 'Sede sociale',
    online: false,
    agenda: [
      { title: 'Bilancio consuntivo', description: '', vote: true, secret: false, majority: 'SIMPLE' },
      { title: 'Comunicazioni del presidente', description: '', vote: false, secret: false, majority: 'SIMPLE' },
    ],
  });
  id = created.body.id;
  expect((await post('convene', { assemblyId: id })).status).toBe(200);
  // dario gives his proxy to ada on paper; the clock moved to the first call; three come
  expect((await post('paper-proxy', { assemblyId: id, giverId: m[3], holderId: m[0], scan: paperScan() })).status).toBe(200);
  await moveCalls(ORG_A, id, inDays(-0.1), inDays(1));
  for (const memberId of m.slice(0, 3)) expect((await post('check-in', { assemblyId: id, memberId })).status).toBe(200);
  expect((await post('open', { assemblyId: id })).body).toMatchObject({ call: 'FIRST', entitled: 4 });
  expect((await post('hands', { assemblyId: id, itemId: '1', yes: 3, no: 1, abstain: 0 })).body).toMatchObject({ passed: true });
}, 300_000);

describe('the minutes', () => {
  it('are drafted only once the assembly is closed, from what happened', async () => {
    const early = await post('minutes-draft', { assemblyId: id, chair: 'Ada Verbale', secretary: 'Bruno Verbale' });
    expect(early.body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
    expect((await post('close', { assemblyId: id })).status).toBe(200);
    expect((await post('minutes-draft', { assemblyId: id, chair: 'A', secretary: 'B' }, world.tokens.staff)).status).toBe(403);

    const draft = await post<Minutes>('minutes-draft', { assemblyId: id, chair: 'Ada Verbale', secretary: 'Bruno Verbale' });
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({
      assemblyId: id,
      kind: 'ORDINARY',
      call: 'FIRST',
      chair: 'Ada Verbale',
      secretary: 'Bruno Verbale',
      entitled: 4,
      present: 3,
      represented: 1,
      attended: 3,
      attendedRemotely: 0,
      proxies: 1,
      paperProxies: 1,
      // named as the roll names them, surname first, in its order: the attendance list and the proxies, giver to holder
      attendees: [
        { name: 'Verbale ada', remote: false },
        { name: 'Verbale bruno', remote: false },
        { name: 'Verbale carla', remote: false },
      ],
      proxyList: [{ giver: 'Verbale dario', holder: 'Verbale ada', paper: true }],
      text: '',
    });
    expect(draft.body.openedAt).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    expect(draft.body.closedAt! >= draft.body.openedAt!).toBe(true);
    expect(draft.body.items.map((i) => [i.id, i.result?.yes ?? null, i.result?.passed ?? null, i.notes])).toEqual([
      ['1', 3, true, ''],
      ['2', null, null, ''],
    ]);
    const stored = (await db.doc(`${assemblyPath(ORG_A, id)}/minutes/draft`).get()).data()!;
    expect(stored).toMatchObject({ status: 'DRAFT', seq: null, minutes: draft.body });
  });

  it('are edited while a draft: chair, secretary, each item’s notes, free text', async () => {
    const bad = await post('minutes-update', { assemblyId: id, items: [{ id: '9', notes: 'x' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: 'body.items.0.id', message: 'validation.notAllowed' }]);
    // a long free text: the printed book runs to more than one page
    const text = Array.from(
      { length: 40 },
      (_, k) =>
        `Paragrafo ${k + 1}: il presidente riferisce sull'attività svolta nel corso dell'anno, con particolare riguardo ai progetti con le scuole del territorio e alle iniziative culturali.`,
    ).join('\n\n');
    const edited = await post<Minutes>('minutes-update', {
      assemblyId: id,
      secretary: 'Carla Verbale',
      items: [{ id: '1', notes: 'Il tesoriere illustra il bilancio; segue breve discussione.' }],
      text,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ chair: 'Ada Verbale', secretary: 'Carla Verbale', text });
    expect(edited.body.items[0]!.notes).toBe('Il tesoriere illustra il bilancio; segue breve discussione.');
    expect(edited.body.items[0]!.result).toMatchObject({ yes: 3, passed: true });
  });

  it('approved, are appended to the book and change no more', async () => {
    expect((await post('minutes-approve', { assemblyId: id }, world.tokens.staff)).status).toBe(403);
    const approved = await post<{ seq: number; hash: string }>('minutes-approve', { assemblyId: id });
    expect(approved.status).toBe(200);
    expect(approved.body.seq).toBe(1);
    // the assembly says so, for the members' page (which may read the minutes only from then on)
    expect((await db.doc(assemblyPath(ORG_A, id)).get()).get('minutesApproved')).toBe(true);
    const [entry] = await entries();
    expect(entry).toMatchObject({ seq: 1, kind: 'minutes', assemblyId: id, corrects: null, hash: approved.body.hash });
    expect(entry!.prevHash).toBe('0'.repeat(64));
    expect(entry!.minutes.secretary).toBe('Carla Verbale');
    expect(entry!.minutes.items[0].result).toMatchObject({ yes: 3, passed: true });
    // the chained entry holds the lists, so the book carries who attended and who gave a proxy to whom
    expect(entry!.minutes.attendees.map((a: { name: string }) => a.name)).toEqual(['Verbale ada', 'Verbale bruno', 'Verbale carla']);
    expect(entry!.minutes.proxyList).toEqual([{ giver: 'Verbale dario', holder: 'Verbale ada', paper: true }]);
    expect((await db.doc(`${assemblyPath(ORG_A, id)}/minutes/draft`).get()).data()).toMatchObject({ status: 'APPROVED', seq: 1 });

    expect((await post('minutes-update', { assemblyId: id, chair: 'Altri' })).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
    expect((await post('minutes-approve', { assemblyId: id })).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
    expect((await post('minutes-draft', { assemblyId: id, chair: 'A', secretary: 'B' })).body.err).toBe('ASSEMBLY_STATUS_CONFLICT');
    expect((await entries()).length).toBe(1);
  });

  it('are corrected by a new entry naming the one it corrects', async () => {
    const fixed = await post<{ seq: number; corrects: number }>('minutes-correct', {
      assemblyId: id,
      note: 'Il segretario era Bruno Verbale',
      secretary: 'Bruno Verbale',
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ seq: 2, corrects: 1 });
    const [first, second] = await entries();
    expect(second).toMatchObject({ kind: 'correction', corrects: 1, note: 'Il segretario era Bruno Verbale', prevHash: first!.hash });
    expect(second!.minutes.secretary).toBe('Bruno Verbale');
    expect(second!.minutes.items[0].notes).toBe(first!.minutes.items[0].notes);
    expect(second!.minutes.attendees).toEqual(first!.minutes.attendees);
    expect(second!.minutes.proxyList).toEqual(first!.minutes.proxyList);
    expect(first!.minutes.secretary).toBe('Carla Verbale');
  });
});

describe('the book of assembly meetings', () => {
  it('verifies: the chain recomputed holds; the back office reads it, members do not', async () => {
    const v = await get<Verdict>('book-verify', world.tokens.staff);
    expect(v.status).toBe(200);
    expect(v.body).toMatchObject({ ok: true, count: 2, headSeq: 2, seq: null, fault: null });
    expect(v.body.lastHash).toBe((await entries())[1]!.hash);
    expect((await get('book-verify', world.tokens.member)).status).toBe(403);
  });

  it('prints on numbered pages, each carrying the chain’s hash up to its last entry', async () => {
    const res = await get<{ file: string; count: number; lastHash: string }>('book-pdf', world.tokens.staff);
    expect(res.status).toBe(200);
    const all = await entries();
    expect(res.body).toMatchObject({ count: 2, lastHash: all[1]!.hash });
    const text = pdfText(res.body.file);
    const pages = pdfInfo(res.body.file).pages;
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Libro delle adunanze e deliberazioni delle assemblee');
    expect(text).toContain('Verbale n. 1 — Assemblea ordinaria');
    expect(text).toContain('Rettifica n. 2 del verbale n. 1');
    expect(text).toContain('Presidente: Ada Verbale. Segretario: Bruno Verbale.');
    expect(text).toContain('favorevoli 3, contrari 1, astenuti 0. Approvato.');
    expect(text).toContain('Soci intervenuti: Verbale ada; Verbale bruno; Verbale carla.');
    expect(text).toContain('Deleghe (delegante a delegato): Verbale dario a Verbale ada (su carta).');
    for (let p = 1; p <= pages; p++) expect(text).toContain(`Pagina ${p} di ${pages}`);
    const footers = printedCheckpoints(text);
    expect(footers).toHaveLength(pages);
    for (const { seq, hash } of footers) expect(hash).toBe(all[seq - 1]!.hash);
    expect(footers.at(-1)!.seq).toBe(2);
    mkdirSync('screenshots', { recursive: true });
    writeFileSync('screenshots/assembly-book.pdf', Buffer.from(res.body.file, 'base64'));
  });

  it('names the entry changed behind the API', async () => {
    await db.doc(assemblyBookEntryPath(ORG_A, bookEntryId(1))).update({ 'minutes.present': 4 });
    const v = await get<Verdict>('book-verify');
    expect(v.body).toMatchObject({ ok: false, count: 0, seq: 1, fault: 'hash' });
  });
});
