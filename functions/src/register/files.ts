import { rgb, type PDFPage } from 'pdf-lib';
import { registerPdfContract, registerXlsxContract } from '@tessera/domain/contracts/register';
import { EMPTY_HEAD } from '@tessera/domain/register/chain';
import { REGISTER_ENTRY_FIELDS, REGISTER_NUMBER_FIELDS, type RegisterEntry } from '@tessera/domain/register/entry';
import { entryRow } from '@tessera/domain/register/sheet';
import { formatDate, formatTimeOfDay, todayInItaly } from '@tessera/domain/locale/dates';
import { formatEuro } from '@tessera/domain/money';
import { orgPath } from '@tessera/domain/paths';
import { route } from '../http/route';
import { db } from '../shared/admin';
import { createPdf, savePdf } from '../pdf/document';
import { A4, MM, printable } from '../pdf/layout';
import { DocFonts, drawLine, fitLine } from '../pdf/pdfText';
import { CHAIN_FOOTER_TEXT, drawChainFooter } from '../pdf/chainFooter';
import { tableWriter } from '../exports/tableFile';
import { entryPages, headOf, headRef } from './registerStore';
import { ApiError } from '../http/apiError';
import { readTogether } from '../shared/readTogether';
import { REGISTER_ROWS_PER_PAGE, registerVolumes, volumeRange } from '@tessera/domain/register/volumes';

// The register printed (PDF) and exported (XLSX). Both are made from the stored entries as they are: a copy of a
// tampered register shows the tampering to whoever verifies it, it does not hide it.

const KIND_IT: Record<RegisterEntry['kind'], string> = {
  opening: 'Iscrizione (apertura)',
  admission: 'Ammissione',
  departure: 'Uscita',
  fee: 'Quota',
  correction: 'Rettifica',
};
const CAUSE_IT: Record<NonNullable<RegisterEntry['departureCause']>, string> = {
  withdrawal: 'recesso',
  exclusion: 'esclusione',
  lapse: 'decadenza',
  death: 'decesso',
};

const INK = rgb(0.11, 0.13, 0.17);
const MUTED = rgb(0.38, 0.42, 0.48);
const RULE = rgb(0.8, 0.83, 0.87);
const PAGE = { width: A4.height, height: A4.width }; // landscape: a register's row is wide
const MARGIN = 12 * MM;
const WIDTH = PAGE.width - 2 * MARGIN;
// a page's rows (domain register/volumes.ts) fit between the title and the footer
const ROW = 10 * MM;
const SIZE = 8;
const day = (iso: string | null) => (iso ? formatDate(iso) : '');

/** The printed columns: width in millimetres and the cell's two lines. */
const COLUMNS: { header: string; mm: number; lines: (e: RegisterEntry) => [string, string] }[] = [
  { header: 'N.', mm: 12, lines: (e) => [String(e.seq), ''] },
  {
    header: 'Scritta il',
    mm: 24,
    lines: (e) => [
      formatDate(e.writtenAt, 'dd/MM/yyyy', { timeZone: 'Europe/Rome' }),
      formatTimeOfDay(e.writtenAt, { timeZone: 'Europe/Rome' }),
    ],
  },
  {
    header: 'Voce',
    mm: 28,
    lines: (e) => [
      KIND_IT[e.kind] ?? String(e.kind),
      e.corrects !== null
        ? `della voce n. ${e.corrects}`
        : e.feeYear !== null
          ? `${e.feeYear} ${e.feeCents !== null ? formatEuro(e.feeCents) : ''}`
          : '',
    ],
  },
  { header: 'Associato / codice fiscale', mm: 52, lines: (e) => [[e.surname, e.name].filter(Boolean).join(' '), e.taxCode ?? ''] },
  { header: 'Nascita', mm: 36, lines: (e) => [day(e.birthDate), e.birthPlace ?? ''] },
  { header: 'Residenza', mm: 46, lines: (e) => [e.residence ?? '', ''] },
  { header: 'Categoria', mm: 22, lines: (e) => [e.category ?? '', ''] },
  { header: 'Ammissione', mm: 28, lines: (e) => [day(e.admissionDate), e.resolution ?? ''] },
  { header: 'Uscita, causa', mm: 0, lines: (e) => [day(e.departureDate), e.departureCause ? CAUSE_IT[e.departureCause] : ''] },
];

async function orgName(orgId: string): Promise<string> {
  const snap = await readTogether(db.doc(orgPath(orgId)));
  return String(snap.get('publicInfo.name') ?? orgId);
}

async function volumeEntries(orgId: string, range: { from: number; to: number }): Promise<RegisterEntry[]> {
  const out: RegisterEntry[] = [];
  if (range.to < range.from) return out;
  for await (const page of entryPages(db, orgId, range)) out.push(...(page as unknown as RegisterEntry[]));
  return out;
}

/** Where a volume sits in the whole register: its number of all, and its pages' numbers of all the register's. */
export interface VolumePlace {
  volume: number;
  volumes: number;
  firstPage: number;
  pages: number;
}

/**
 * One volume of the register on landscape A4 pages: a title naming the volume, the header row, one two-line row per
 * entry; each page's footer carries its number of all the register's pages, the entries it holds and the chain's hash
 * up to its last entry, so a printed page is checked against a fresh verification (or the next page's first
 * `prevHash`) without the rest.
 */
export async function renderRegisterPdf(
  name: string,
  entries: readonly RegisterEntry[],
  printedOn: string,
  place: VolumePlace,
): Promise<Uint8Array> {
  const doc = await createPdf();
  const fonts = new DocFonts(doc, { standardWhenPossible: true });
  const cells = entries.map((e) => COLUMNS.map((c) => c.lines(e).map(printable)));
  const volumeLine =
    place.volumes > 1 && entries.length > 0
      ? ` — volume ${place.volume} di ${place.volumes}, voci n. ${entries[0]!.seq}–${entries.at(-1)!.seq}`
      : '';
  const title = printable(`Libro degli associati — ${name}${volumeLine}`);
  const fixed = `${CHAIN_FOOTER_TEXT} Stampato il Nessuna voce. /()`;
  await fonts.prepare([
    ...cells.flat(2).map((t) => [t, 'regular'] as const),
    [fixed, 'regular'],
    [title, 'bold'],
    ...COLUMNS.map((c) => [c.header, 'bold'] as const),
  ]);
  const widths = COLUMNS.map((c) => c.mm * MM);
  widths[widths.length - 1] = WIDTH - widths.slice(0, -1).reduce((a, b) => a + b, 0);
  const perPage = REGISTER_ROWS_PER_PAGE;
  const pages = Math.max(1, Math.ceil(entries.length / perPage));

  const text = (page: PDFPage, t: string, x: number, y: number, w: number, style: 'regular' | 'bold', color = INK) => {
    const { line, size } = fitLine(fonts, t, style, SIZE, 5.5, w - 2 * MM);
    drawLine(page, line, x + MM, y, size, color);
  };

  for (let p = 0; p < pages; p += 1) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - MARGIN;
    const head = fitLine(fonts, title, 'bold', 14, 9, WIDTH);
    drawLine(page, head.line, MARGIN, y - 14, head.size, INK);
    drawLine(page, fonts.runs(`Stampato il ${formatDate(printedOn)}`, 'regular'), MARGIN, y - 26, 9, MUTED);
    y -= 36;
    let x = MARGIN;
    COLUMNS.forEach((c, i) => {
      text(page, c.header, x, y - 6 * MM, widths[i]!, 'bold');
      x += widths[i]!;
    });
    y -= 8 * MM;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + WIDTH, y }, thickness: 0.8, color: INK });
    const slice = entries.slice(p * perPage, (p + 1) * perPage);
    slice.forEach((_, k) => {
      const row = cells[p * perPage + k]!;
      x = MARGIN;
      row.forEach(([first, second], i) => {
        text(page, first!, x, y - 4 * MM, widths[i]!, i === 0 ? 'bold' : 'regular');
        if (second) text(page, second, x, y - 8 * MM, widths[i]!, 'regular', MUTED);
        x += widths[i]!;
      });
      y -= ROW;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + WIDTH, y }, thickness: 0.4, color: RULE });
    });
    if (entries.length === 0) drawLine(page, fonts.runs('Nessuna voce.', 'regular'), MARGIN + MM, y - 6 * MM, SIZE, MUTED);
    drawChainFooter(page, fonts, { x: MARGIN, y: MARGIN - 14, width: WIDTH, color: MUTED }, slice, place.firstPage + p, place.pages);
  }
  return savePdf(doc, { objectStreams: true });
}

const fileBase = (day: string) => `libro-associati-${day}`;

/** GET /v1/register/pdf: one volume (domain register/volumes.ts), read and printed alone. */
export const registerPdf = route(registerPdfContract, async ({ claims, headers }) => {
  const volume = headers.volume ?? 1;
  const [name, head] = await Promise.all([orgName(claims.org), readTogether(headRef(db, claims.org))]);
  const stored = headOf(head)?.seq ?? 0;
  const volumes = registerVolumes(stored);
  if (volume > volumes) throw new ApiError('NOT_FOUND');
  const { from, to, firstPage, pages } = volumeRange(volume, stored);
  const entries = await volumeEntries(claims.org, { from, to });
  const today = todayInItaly();
  const bytes = await renderRegisterPdf(name, entries, today, { volume, volumes, firstPage, pages });
  return {
    file: Buffer.from(bytes).toString('base64'),
    fileName: volumes > 1 ? `${fileBase(today)}-volume-${volume}.pdf` : `${fileBase(today)}.pdf`,
    count: entries.length,
    lastHash: entries.at(-1)?.hash ?? EMPTY_HEAD.hash,
    volume,
    volumes,
  };
});

/**
 * GET /v1/register/xlsx: one row per entry, one column per stored field under its own name, numbers as numbers and
 * text as text cells, written a page of entries at a time.
 */
export const registerXlsx = route(registerXlsxContract, async ({ claims }) => {
  const writer = await tableWriter(
    'xlsx',
    REGISTER_ENTRY_FIELDS.map((f) => ({ header: f, kind: REGISTER_NUMBER_FIELDS.has(f) ? 'number' : 'text' })),
  );
  let count = 0;
  let lastHash = EMPTY_HEAD.hash;
  for await (const page of entryPages(db, claims.org)) {
    for (const e of page) {
      writer.add(entryRow(e));
      count += 1;
      lastHash = typeof e.hash === 'string' ? e.hash : lastHash;
    }
  }
  const { bytes } = await writer.finish();
  return { file: bytes.toString('base64'), fileName: `${fileBase(todayInItaly())}.xlsx`, count, lastHash };
});
