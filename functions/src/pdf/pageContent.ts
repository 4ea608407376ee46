import { PDFOperator, type PDFFont, type PDFName, type PDFOperatorNames, type PDFPage } from 'pdf-lib';

/** Writing a page's content stream more directly than pdf-lib's drawing methods do. */

interface FontDictionaryPage {
  node: { newFontDictionary(name: string, ref: PDFFont['ref']): PDFName };
}
/** The name a page's resources give a font, made once per page and font (pdf-lib makes a new one at every setFont). */
const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();
export function fontKey(page: PDFPage, font: PDFFont): PDFName {
  let keys = fontKeys.get(page);
  if (!keys) fontKeys.set(page, (keys = new Map()));
  let key = keys.get(font);
  if (!key) keys.set(font, (key = (page as unknown as FontDictionaryPage).node.newFontDictionary(font.name, font.ref)));
  return key;
}

/**
 * A number as a content stream writes it, to a thousandth of a point (of a colour channel): finer than any printer,
 * and quicker to write than pdf-lib's full precision. No exponent: the numbers of a page are never that small or large.
 */
export const pdfNumber = (n: number): string => String(Math.round(n * 1000) / 1000);

/**
 * Content already written as PDF operators, pushed onto a page as one: pdf-lib writes an operator as its operands then
 * its name, so a name with no operands is copied as it is.
 */
export const rawContent = (content: string): PDFOperator => PDFOperator.of(content as PDFOperatorNames);
