// The admin app of the tests first: the functions modules then reuse it.
import '../support/admin';
import { mkdirSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { printedCheckpoints } from '@tessera/domain/register/printedCopy';
import { registerContent, type RegisterEntry } from '@tessera/domain/register/entry';
import { REGISTER_PAGES_PER_VOLUME, REGISTER_ROWS_PER_PAGE, REGISTER_VOLUME_ENTRIES } from '@tessera/domain/register/volumes';
import { api } from '../support/api';
import { pdfInfo, pdfText } from '../support/pdfTools';
import { growStoredRegister } from '../support/registerEntries';
import { buildWorld, ORG_A, type World } from '../support/world';

// A register longer than one printed volume: each PDF holds one volume, read and printed alone, with its pages
// numbered across the whole register and every footer's hash the stored chain's.
const STORED = REGISTER_VOLUME_ENTRIES + 100;
const ALL_PAGES = Math.ceil(STORED / REGISTER_ROWS_PER_PAGE);
let world: World;
const entries: RegisterEntry[] = [];

const pdf = (volume?: string) =>
  api<Record<string, unknown>>('GET', '/v1/register/pdf', {
    token: world.tokens.orgAdmin,
    headers: volume === undefined ? {} : { volume },
  });

/** The footers' "Pagina n di m" and chain hashes, as a reader of the printed pages sees them. */
function footers(file: string) {
  const text = pdfText(file);
  return {
    text,
    pages: [...text.matchAll(/Pagina (\d+) di (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]),
    hashes: printedCheckpoints(text).map((c) => [c.seq, c.hash] as const),
  };
}

beforeAll(async () => {
  world = await buildWorld();
  entries.push(
    ...(await growStoredRegister(
      ORG_A,
      STORED,
      (i) =>
        registerContent(i % 3 ? 'fee' : 'admission', {
          memberId: `m${i}`,
          surname: `Cognome${i}`,
          name: 'Anna',
          taxCode: 'RSSMRA80A01H501U',
          feeYear: i % 3 ? 2026 : null,
          feeCents: i % 3 ? 2500 : null,
          admissionDate: i % 3 ? null : '2026-01-10',
        }),
      (i) => new Date(Date.UTC(2026, 0, 10, 9, 0, 0, i)),
    )),
  );
});

describe('the printed register in volumes', () => {
  it('volume 1 by default: its entries, its pages numbered of the whole register, each footer’s hash the stored one', async () => {
    const res = await pdf();
    expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(200);
    expect(res.body).toMatchObject({
      volume: 1,
      volumes: 2,
      count: REGISTER_VOLUME_ENTRIES,
      lastHash: entries[REGISTER_VOLUME_ENTRIES - 1]!.hash,
    });
    expect(res.body.fileName).toMatch(/^libro-associati-\d{4}-\d{2}-\d{2}-volume-1\.pdf$/);
    const file = res.body.file as string;
    expect(pdfInfo(file).pages).toBe(REGISTER_PAGES_PER_VOLUME);
    const { text, pages, hashes } = footers(file);
    expect(text).toContain(`volume 1 di 2, voci n. 1–${REGISTER_VOLUME_ENTRIES}`);
    expect(pages).toEqual(Array.from({ length: REGISTER_PAGES_PER_VOLUME }, (_, p) => [p + 1, ALL_PAGES]));
    expect(hashes).toHaveLength(REGISTER_PAGES_PER_VOLUME);
    for (const [seq, hash] of hashes) expect(hash).toBe(entries[seq - 1]!.hash);
    expect(hashes.at(-1)![0]).toBe(REGISTER_VOLUME_ENTRIES);
  });

  it('volume 2 goes on from the page and the entry where volume 1 stopped', async () => {
    const res = await pdf('2');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ volume: 2, volumes: 2, count: 100, lastHash: entries.at(-1)!.hash });
    const file = res.body.file as string;
    const { text, pages, hashes } = footers(file);
    expect(text).toContain(`volume 2 di 2, voci n. ${REGISTER_VOLUME_ENTRIES + 1}–${STORED}`);
    expect(text).toContain(`Voci n. ${REGISTER_VOLUME_ENTRIES + 1}–${REGISTER_VOLUME_ENTRIES + REGISTER_ROWS_PER_PAGE}`);
    expect(pages.map(([p]) => p)).toEqual(
      Array.from({ length: ALL_PAGES - REGISTER_PAGES_PER_VOLUME }, (_, i) => REGISTER_PAGES_PER_VOLUME + i + 1),
    );
    for (const [seq, hash] of hashes) expect(hash).toBe(entries[seq - 1]!.hash);
    expect(hashes.at(-1)![0]).toBe(STORED);
    mkdirSync('screenshots', { recursive: true });
    writeFileSync('screenshots/register-volume-2.pdf', Buffer.from(file, 'base64'));
  });

  it('a volume past the last is not found; a volume that is no number is refused by name', async () => {
    expect(await pdf('3')).toMatchObject({ status: 404, body: { err: 'NOT_FOUND' } });
    for (const bad of ['0', 'due', '1.5']) {
      const res = await pdf(bad);
      expect([res.status, res.body.err], bad).toEqual([400, 'INVALID_REQUEST']);
      expect(JSON.stringify(res.body.issues), bad).toContain('headers.volume');
    }
  });

  it('staff and members read no volume', async () => {
    for (const who of ['staff', 'member'] as const)
      expect((await api('GET', '/v1/register/pdf', { token: world.tokens[who], headers: { volume: '1' } })).status, who).toBe(403);
  });
});
