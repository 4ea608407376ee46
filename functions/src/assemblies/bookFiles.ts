import { rgb, type PDFPage } from 'pdf-lib';
import type { BookContent, Minutes, MinutesItem } from '@tessera/domain/assemblies/minutes';
import { bookPdfContract, verifyBookContract } from '@tessera/domain/contracts/assemblies';
import { EMPTY_HEAD, type Sealed } from '@tessera/domain/register/chain';
import { formatDate, formatTimeOfDay, todayInItaly } from '@tessera/domain/locale/dates';
import { mailDateTime, paragraphsOf } from '@tessera/domain/mail/content';
import { orgPath } from '@tessera/domain/paths';
import { route } from '../http/route';
import { db } from '../shared/admin';
import { chainPages, verifyStoredChain } from '../shared/chainStore';
import { createPdf, savePdf } from '../pdf/document';
import { A4, MM, printable, wrapLines } from '../pdf/layout';
import { DocFonts, drawLine, type TextStyle } from '../pdf/pdfText';
import { CHAIN_FOOTER_TEXT, drawChainFooter } from '../pdf/chainFooter';
import { assemblyBook } from './book';

// The book of assembly meetings verified and printed, as the register of members is (register/verify.ts, files.ts):
// from the stored entries as they are, so a copy of a tampered book shows the tampering to whoever verifies it.

type BookEntry = BookContent & Sealed;

/** GET /v1/assemblies/book-verify: the whole chain recomputed, the first entry that does not hold named. */
export const verifyAssemblyBook = route(verifyBookContract, async ({ claims }) => {
  const v = await verifyStoredChain(assemblyBook(db, claims.org));
  return v.ok
    ? { ok: true, count: v.count, headSeq: v.headSeq, lastHash: v.lastHash, seq: null, fault: null }
    : { ok: false, count: v.count, headSeq: v.headSeq, lastHash: null, seq: v.seq, fault: v.fault };
});

const INK = rgb(0.11, 0.13, 0.17);
const MUTED = rgb(0.38, 0.42, 0.48);
const MARGIN = 18 * MM;
const WIDTH = A4.width - 2 * MARGIN;
const SIZE = 10;

/** One paragraph of an entry as printed. */
interface Block {
  text: string;
  style: TextStyle;
  size: number;
  muted?: boolean;
  /** space before it, in points */
  before: number;
}

const at = (iso: string | null) => (iso ? mailDateTime(iso, 'it') : '—');
const MAJORITY_IT: Record<MinutesItem['majority'], string> = {
  SIMPLE: 'semplice',
  ABSOLUTE: 'assoluta',
  TWO_THIRDS: 'dei due terzi',
};

function itemOutcome(i: MinutesItem): string {
  if (!i.vote) return 'Punto informativo, non posto in votazione.';
  if (!i.result) return 'Posto in votazione, senza esito registrato.';
  const how = i.result.how === 'HANDS' ? 'per alzata di mano' : i.secret ? 'a scrutinio segreto' : 'palese';
  const r = i.result;
  return (
    `Votazione ${how}, maggioranza ${MAJORITY_IT[i.majority]}: favorevoli ${r.yes}, contrari ${r.no}, astenuti ${r.abstain}. ` +
    `${r.passed ? 'Approvato' : 'Respinto'}.`
  );
}

/**
 * Who attended and who gave a proxy to whom, by name, as the minutes must say; minutes approved before the lists were
 * kept print without them.
 */
function listBlocks(m: Minutes, p: (text: string, before?: number) => Block): Block[] {
  const blocks: Block[] = [];
  if (m.attendees?.length)
    blocks.push(p(`Soci intervenuti: ${m.attendees.map((a) => (a.remote ? `${a.name} (in videoconferenza)` : a.name)).join('; ')}.`));
  if (m.proxyList?.length)
    blocks.push(
      p(`Deleghe (delegante a delegato): ${m.proxyList.map((d) => `${d.giver} a ${d.holder}${d.paper ? ' (su carta)' : ''}`).join('; ')}.`),
    );
  return blocks;
}

function minutesBlocks(m: Minutes): Block[] {
  const kind = m.kind === 'EXTRAORDINARY' ? 'straordinaria' : 'ordinaria';
  const where = [m.place ? `luogo: ${m.place}` : null, m.online ? 'anche in videoconferenza' : null].filter(Boolean).join(', ');
  const p = (text: string, before = 4): Block => ({ text, style: 'regular', size: SIZE, before });
  return [
    p(
      `Assemblea ${kind} dei soci, convocata in prima convocazione per il ${at(m.firstCall)} e in seconda per il ` +
        `${at(m.secondCall)}${where ? `; ${where}` : ''}.`,
    ),
    p(`Aperta il ${at(m.openedAt)} in ${m.call === 'SECOND' ? 'seconda' : 'prima'} convocazione, chiusa il ${at(m.closedAt)}.`),
    p(`Presidente: ${m.chair}. Segretario: ${m.secretary}.`),
    p(
      `Aventi diritto al voto: ${m.entitled}. Presenti alla chiusura: ${m.present}; rappresentati per delega: ` +
        `${m.represented}. Hanno partecipato ${m.attended} soci, di cui ${m.attendedRemotely} in videoconferenza. ` +
        `Deleghe conferite: ${m.proxies}, di cui ${m.paperProxies} su carta.`,
    ),
    ...listBlocks(m, p),
    { text: 'Ordine del giorno', style: 'bold', size: SIZE, before: 8 },
    ...m.items.flatMap((i) => [
      { text: `${i.id}. ${i.title}`, style: 'bold' as const, size: SIZE, before: 6 },
      p(itemOutcome(i), 2),
      ...paragraphsOf(i.notes).map((t) => p(t, 2)),
    ]),
    ...paragraphsOf(m.text).map((t, k) => p(t, k === 0 ? 8 : 4)),
  ];
}

function entryBlocks(e: BookEntry): Block[] {
  const heading =
    e.kind === 'correction'
      ? `Rettifica n. ${e.seq} del verbale n. ${e.corrects} — ${e.minutes.title}`
      : `Verbale n. ${e.seq} — ${e.minutes.title}`;
  const written = `Iscrizione nel libro: ${formatDate(e.writtenAt, 'dd/MM/yyyy', { timeZone: 'Europe/Rome' })} alle ${formatTimeOfDay(e.writtenAt, { timeZone: 'Europe/Rome' })}`;
  return [
    { text: heading, style: 'bold', size: 12, before: 14 },
    { text: written, style: 'regular', size: 8, muted: true, before: 2 },
    ...(e.kind === 'correction' && e.note
      ? [{ text: `Motivo della rettifica: ${e.note}`, style: 'regular' as const, size: SIZE, before: 4 }]
      : []),
    ...minutesBlocks(e.minutes),
  ];
}

/**
 * The book on portrait A4 pages: each entry's heading, its time in the book and its minutes, flowing from page to
 * page; each page's footer carries its number and the chain's hash up to the last entry printed on it.
 */
export async function renderBookPdf(name: string, entries: readonly BookEntry[], printedOn: string): Promise<Uint8Array> {
  const doc = await createPdf();
  const fonts = new DocFonts(doc, { standardWhenPossible: true });
  const title = printable(`Libro delle adunanze e deliberazioni delle assemblee — ${name}`);
  const blocks = entries.map((e) => entryBlocks(e).map((b) => ({ ...b, text: printable(b.text) })));
  await fonts.prepare([
    ...blocks.flat().map((b) => [b.text, b.style] as const),
    [`${CHAIN_FOOTER_TEXT} Stampato il Nessuna voce. /()`, 'regular'],
    [title, 'bold'],
  ]);
  const pages: { page: PDFPage; entries: BookEntry[] }[] = [];
  let y = 0;
  const newPage = () => {
    const page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
    drawLine(page, fonts.runs(title, 'bold'), MARGIN, y - 12, 11, INK);
    drawLine(page, fonts.runs(`Stampato il ${formatDate(printedOn)}`, 'regular'), MARGIN, y - 24, 8, MUTED);
    y -= 32;
    pages.push({ page, entries: [] });
  };
  newPage();
  entries.forEach((entry, n) => {
    for (const b of blocks[n]!) {
      const lines = wrapLines(fonts, b.text, b.style, b.size, WIDTH);
      y -= b.before;
      for (const line of lines) {
        const lead = b.size * 1.35;
        if (y - lead < MARGIN + 6) newPage();
        y -= lead;
        const current = pages.at(-1)!;
        if (current.entries.at(-1) !== entry) current.entries.push(entry);
        drawLine(current.page, line, MARGIN, y, b.size, b.muted ? MUTED : INK);
      }
    }
  });
  if (entries.length === 0) drawLine(pages[0]!.page, fonts.runs('Nessuna voce.', 'regular'), MARGIN, y - 14, SIZE, MUTED);
  pages.forEach(({ page, entries: on }, p) =>
    drawChainFooter(page, fonts, { x: MARGIN, y: MARGIN - 14, width: WIDTH, color: MUTED }, on, p + 1, pages.length),
  );
  return savePdf(doc, { objectStreams: true });
}

/** GET /v1/assemblies/book-pdf */
export const assemblyBookPdf = route(bookPdfContract, async ({ claims }) => {
  const entries: BookEntry[] = [];
  for await (const page of chainPages(assemblyBook(db, claims.org).entries)) entries.push(...(page as unknown as BookEntry[]));
  const name = String((await db.doc(orgPath(claims.org)).get()).get('publicInfo.name') ?? claims.org);
  const today = todayInItaly();
  const bytes = await renderBookPdf(name, entries, today);
  return {
    file: Buffer.from(bytes).toString('base64'),
    fileName: `libro-assemblee-${today}.pdf`,
    count: entries.length,
    lastHash: entries.at(-1)?.hash ?? EMPTY_HEAD.hash,
  };
});
