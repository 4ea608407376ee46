import type { PDFPage, RGB } from 'pdf-lib';
import { EMPTY_HEAD } from '@tessera/domain/register/chain';
import { chainFooterLine } from '@tessera/domain/register/printedCopy';
import { drawLine, lineWidth, type DocFonts } from './pdfText';

/**
 * The footer of a page of a chained book printed (the register of members, the book of assembly meetings): the page's
 * number of all, the entries on it and the chain's hash up to its last one, so a printed page is checked against a
 * fresh verification (or the next page's first `prevHash`) without the rest.
 */

/** Every character the footer writes, for DocFonts.prepare. */
export const CHAIN_FOOTER_TEXT = 'Pagina di · Voci n. – Hash della catena fino alla voce n. : abcdef0123456789';

export function drawChainFooter(
  page: PDFPage,
  fonts: DocFonts,
  at: { x: number; y: number; width: number; color: RGB },
  entries: readonly { seq: number; hash: string }[],
  pageNumber: number,
  pages: number,
): void {
  const first = entries[0];
  const last = entries.at(-1);
  const chain = first && last ? chainFooterLine(first, last) : `Hash della catena: ${EMPTY_HEAD.hash}`;
  drawLine(page, fonts.runs(chain, 'regular'), at.x, at.y, 7, at.color);
  const pageNo = fonts.runs(`Pagina ${pageNumber} di ${pages}`, 'regular');
  drawLine(page, pageNo, at.x + at.width - lineWidth(pageNo, 9), at.y, 9, at.color);
}
