import { rgb, type PDFPage } from 'pdf-lib';
import { formatDate, formatTimeOfDay } from '@tessera/domain/locale/dates';
import { createPdf, savePdf } from '../pdf/document';
import { A4, MM, printable, wrapLines } from '../pdf/layout';
import { DocFonts, drawLine, type Line } from '../pdf/pdfText';
import type { MemberCopy } from './memberCopy';

// The member's copy printed for people: each section a heading, each value a "field: value" line, nested records
// indented under their name. The field names are the stored ones (the JSON's keys), with a legend of the common ones
// in the reader's language; dates are written day first and times on the Italian clock.

const INK = rgb(0.11, 0.13, 0.17);
const MUTED = rgb(0.38, 0.42, 0.48);
const MARGIN = 16 * MM;
const WIDTH = A4.width - 2 * MARGIN;
const SIZE = 9;
const LEAD = 12.5;

type Lang = 'it' | 'en';

const TEXTS: Record<
  Lang,
  { title: string; intro: string; generated: string; empty: string; page: string; sections: Record<string, string> }
> = {
  it: {
    title: 'I tuoi dati',
    intro:
      'Copia dei dati personali che l’associazione conserva su di te (artt. 15 e 20 GDPR). La stessa copia, leggibile da un programma, si scarica in formato JSON.',
    generated: 'Generato il',
    empty: 'Nessun dato.',
    page: 'Pagina',
    sections: {
      member: 'Dati personali',
      cards: 'Tessere',
      payments: 'Pagamenti e ricevute',
      paymentAccount: 'Metodo di pagamento salvato',
      registrations: 'Iscrizioni ad attività e biglietti',
      campaigns: 'Iscrizioni alle campagne',
      consents: 'Consensi',
      mail: 'Email ricevute',
      requests: 'Richieste',
      points: 'Punti fedeltà',
    },
  },
  en: {
    title: 'Your data',
    intro:
      'A copy of the personal data the association holds about you (GDPR arts. 15 and 20). The same copy, readable by a program, downloads as JSON.',
    generated: 'Generated on',
    empty: 'No data.',
    page: 'Page',
    sections: {
      member: 'Personal data',
      cards: 'Membership cards',
      payments: 'Payments and receipts',
      paymentAccount: 'Saved payment method',
      registrations: 'Activity registrations and tickets',
      campaigns: 'Campaign registrations',
      consents: 'Consents',
      mail: 'Mail received',
      requests: 'Requests',
      points: 'Fidelity points',
    },
  },
};

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A stored value as a reader writes it. */
function scalar(value: unknown, lang: Lang): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return lang === 'it' ? (value ? 'sì' : 'no') : value ? 'yes' : 'no';
  if (typeof value === 'string') {
    if (ISO_DATE_TIME.test(value)) {
      // a midnight UTC is a calendar date as stored (birth date, privacy accepted on)
      if (value.includes('T00:00:00.000Z')) return formatDate(value.slice(0, 10));
      return `${formatDate(value, 'dd/MM/yyyy', { timeZone: 'Europe/Rome' })} ${formatTimeOfDay(value, { timeZone: 'Europe/Rome' })}`;
    }
    if (ISO_DATE.test(value)) return formatDate(value);
    return value;
  }
  return String(value);
}

/** The lines of a value: [indent, text, bold]. */
function linesOf(value: unknown, lang: Lang, depth: number, label: string | null, out: [number, string, boolean][]): void {
  const prefix = label === null ? '' : `${label}: `;
  if (Array.isArray(value)) {
    if (value.length === 0) {
      out.push([depth, `${prefix}—`, false]);
      return;
    }
    if (label !== null) out.push([depth, label, true]);
    value.forEach((item, i) => {
      if (item && typeof item === 'object') {
        out.push([depth + (label === null ? 0 : 1), `${i + 1}.`, true]);
        linesOf(item, lang, depth + (label === null ? 1 : 2), null, out);
      } else out.push([depth + (label === null ? 0 : 1), `• ${scalar(item, lang)}`, false]);
    });
    return;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (label !== null) out.push([depth, label, true]);
    if (entries.length === 0) out.push([depth + 1, '—', false]);
    for (const [k, v] of entries) linesOf(v, lang, depth + (label === null ? 0 : 1), k, out);
    return;
  }
  out.push([depth, `${prefix}${scalar(value, lang)}`, false]);
}

/** The copy as an A4 PDF in the reader's language. */
export async function renderCopyPdf(copy: MemberCopy, lang: Lang): Promise<Uint8Array> {
  const t = TEXTS[lang];
  const doc = await createPdf();
  const fonts = new DocFonts(doc, { standardWhenPossible: true });
  const title = printable(`${t.title} — ${copy.member.surname} ${copy.member.name}`);
  const sub = printable(`${copy.organization.name} · ${t.generated} ${scalar(copy.generatedAt, lang)}`);
  const blocks = Object.entries(copy.sections).map(([key, value]) => {
    const rows: [number, string, boolean][] = [];
    const emptyValue = value === null || (Array.isArray(value) && value.length === 0);
    if (emptyValue) rows.push([0, t.empty, false]);
    else linesOf(value, lang, 0, null, rows);
    return { heading: t.sections[key] ?? key, rows };
  });
  await fonts.prepare([
    [title, 'bold'],
    [sub, 'regular'],
    [t.intro, 'regular'],
    [`${t.page} 0123456789/`, 'regular'],
    ...blocks.flatMap((b) => [
      [b.heading, 'bold'] as const,
      ...b.rows.map(([, text, bold]) => [printable(text), bold ? ('bold' as const) : ('regular' as const)] as const),
    ]),
  ]);

  let page: PDFPage = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const newPage = () => {
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };
  const put = (lines: Line[], x: number, size: number, color = INK, lead = LEAD) => {
    for (const line of lines) {
      if (y - lead < MARGIN) newPage();
      y -= lead;
      drawLine(page, line, x, y, size, color);
    }
  };
  put(wrapLines(fonts, title, 'bold', 15, WIDTH), MARGIN, 15, INK, 20);
  put(wrapLines(fonts, sub, 'regular', SIZE, WIDTH), MARGIN, SIZE, MUTED);
  put(wrapLines(fonts, t.intro, 'regular', SIZE, WIDTH), MARGIN, SIZE, MUTED);
  for (const block of blocks) {
    y -= 8;
    if (y - 40 < MARGIN) newPage();
    put(wrapLines(fonts, block.heading, 'bold', 12, WIDTH), MARGIN, 12, INK, 17);
    for (const [depth, text, bold] of block.rows) {
      const x = MARGIN + depth * 5 * MM;
      put(wrapLines(fonts, text, bold ? 'bold' : 'regular', SIZE, WIDTH - depth * 5 * MM), x, SIZE, bold ? INK : INK);
    }
  }
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    drawLine(p, fonts.runs(`${t.page} ${i + 1}/${pages.length}`, 'regular'), MARGIN, MARGIN / 2, 8, MUTED);
  });
  return savePdf(doc, { objectStreams: true });
}
