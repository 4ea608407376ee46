import { deflateSync } from 'node:zlib';
import { PDFContentStream, PDFDocument, PDFName, PDFRawStream, PDFStreamWriter, PDFWriter, typedArrayFor } from 'pdf-lib';

/**
 * Creating and saving the product's PDFs (cards, receipts) quickly. pdf-lib compresses every stream with pako, a
 * JavaScript port of zlib: on a one-page receipt that was a third of the time, most of it spent allocating and
 * clearing pako's tables for each small stream. Node's own zlib writes the same Flate format natively. pdf-lib also
 * pauses on a timer every 50 objects while saving, which a small document only waits for.
 */

/** Node's zlib at pako's default level: the same compression, natively. */
const deflate = (contents: string | Uint8Array) => deflateSync(typedArrayFor(contents));

/** A new document whose embedded fonts and images are compressed natively. */
export async function createPdf(): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const { context } = doc;
  context.flateStream = (contents, dict = {}) => context.stream(deflate(contents), { ...dict, Filter: 'FlateDecode' });
  return doc;
}

/**
 * The document's bytes. Page contents are compressed natively; `objectStreams` packs the other objects into a
 * compressed object stream (smaller when the document has many: embedded fonts' widths) at the cost of one more
 * compression, else they are written as they are with a classic cross-reference table.
 */
export async function savePdf(doc: PDFDocument, { objectStreams }: { objectStreams: boolean }): Promise<Uint8Array> {
  await doc.flush();
  const { context } = doc;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFContentStream)) continue;
    object.dict.set(PDFName.of('Filter'), PDFName.of('FlateDecode'));
    context.assign(ref, PDFRawStream.of(object.dict, deflate(object.getUnencodedContents())));
  }
  // no pause between objects: nothing else waits on a document this small
  const writer = objectStreams ? PDFStreamWriter.forContext(context, Infinity) : PDFWriter.forContext(context, Infinity);
  return writer.serializeToBuffer();
}
