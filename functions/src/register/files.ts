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
import { entryPages } from './registerStore';

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
  const snap = await db.doc(orgPath(orgId)).get();
  return String(snap.get('publicInfo.name') ?? orgId);
}

async function allEntries(orgId: string): Promise<RegisterEntry[]> {
  const out: RegisterEntry[] = [];
  for await (const page of entryPages(db, orgId)) out.push(...(page as unknown as RegisterEntry[]));
  return out;
}

/**
 * The register on landscape A4 pages: a title, the header row, one two-line row per entry; each page's footer carries
 * its number, the entries it holds and the chain's hash up to its last entry, so a printed page is checked against a
 * fresh verification (or the next page's first `prevHash`) without the rest.
 */
export async function renderRegisterPdf(name: string, entries: readonly RegisterEntry[], printedOn: string): Promise<Uint8Array> {
  const doc = await createPdf();
  const fonts = new DocFonts(doc, { standardWhenPossible: true });
  const cells = entries.map((e) => COLUMNS.map((c) => c.lines(e).map(printable)));
  const title = printable(`Libro degli associati — ${name}`);
  const fixed = `${CHAIN_FOOTER_TEXT} Stampato il Nessuna voce. /()`;
  await fonts.prepare([
    ...cells.flat(2).map((t) => [t, 'regular'] as const),
    [fixed, 'regular'],
    [title, 'bold'],
    ...COLUMNS.map((c) => [c.header, 'bold'] as const),
  ]);
  const widths = COLUMNS.map((c) => c.mm * MM);
  widths[widths.length - 1] = WIDTH - widths.slice(0, -1).reduce((a, b) => a + b, 0);
  const perPage = Math.floor((PAGE.height - 2 * MARGIN - 32 * MM) / ROW);
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
    drawChainFooter(page, fonts, { x: MARGIN, y: MARGIN - 14, width: WIDTH, color: MUTED }, slice, p + 1, pages);
  }
  return savePdf(doc, { objectStreams: true });
}

const fileBase = (day: string) => `libro-associati-${day}`;

/** GET /v1/register/pdf */
export const registerPdf = route(registerPdfContract, async ({ claims }) => {
  const [name, entries] = await Promise.all([orgName(claims.org), allEntries(claims.org)]);
  const today = todayInItaly();
  const bytes = await renderRegisterPdf(name, entries, today);
  return {
    file: Buffer.from(bytes).toString('base64'),
    fileName: `${fileBase(today)}.pdf`,
    count: entries.length,
    lastHash: entries.at(-1)?.hash ?? EMPTY_HEAD.hash,
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
