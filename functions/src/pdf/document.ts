import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import {
  JpegEmbedder,
  PDFDocument,
  PDFFlateStream,
  PDFImage,
  PDFStreamWriter,
  PDFWriter,
  PngEmbedder,
  typedArrayFor,
  type PDFContext,
} from 'pdf-lib';

/**
 * Creating and saving the product's PDFs (cards, receipts) quickly. pdf-lib compresses every stream with pako, a
 * JavaScript port of zlib: on a one-page receipt that was a third of the time, most of it spent allocating and
 * clearing pako's tables for each small stream, and in a fresh process, where that code is not yet compiled, it was
 * the largest single cost of the first card. Node's own zlib writes the same Flate format natively. pdf-lib also
 * pauses on a timer every 50 objects while saving, which a small document only waits for.
 */

/** Node's zlib at pako's default level: the same compression, natively. */
const deflate = (contents: string | Uint8Array) => deflateSync(typedArrayFor(contents));

/**
 * The streams pdf-lib compresses as it saves (pages' contents, object streams, the cross-reference stream) are
 * compressed natively too, in the documents made here only (other code using pdf-lib in the same process keeps its
 * behaviour): each compresses its contents once, on first use, as pdf-lib's own cache does.
 */
const ours = new WeakSet<PDFContext>();
const compressed = new WeakMap<PDFFlateStream, Uint8Array>();
const { getContents, getContentsSize } = PDFFlateStream.prototype;
PDFFlateStream.prototype.getContents = function (this: PDFFlateStream) {
  if (!ours.has(this.dict.context)) return getContents.call(this);
  let contents = compressed.get(this);
  if (!contents) {
    // `encode` is protected: whether pdf-lib was asked to compress this stream
    const { encode } = this as unknown as { encode: boolean };
    contents = encode ? deflate(this.getUnencodedContents()) : this.getUnencodedContents();
    compressed.set(this, contents);
  }
  return contents;
};
PDFFlateStream.prototype.getContentsSize = function (this: PDFFlateStream) {
  return ours.has(this.dict.context) ? this.getContents().length : getContentsSize.call(this);
};

/** A new document whose embedded fonts and images are compressed natively. */
export async function createPdf(): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const { context } = doc;
  ours.add(context);
  context.flateStream = (contents, dict = {}) => context.stream(deflate(contents), { ...dict, Filter: 'FlateDecode' });
  return doc;
}

/**
 * The document's bytes. `objectStreams` packs the objects other than streams into a compressed object stream
 * (smaller when the document has many: embedded fonts' widths) at the cost of one more compression, else they are
 * written as they are with a classic cross-reference table.
 */
export async function savePdf(doc: PDFDocument, { objectStreams }: { objectStreams: boolean }): Promise<Uint8Array> {
  await doc.flush();
  const { context } = doc;
  // no pause between objects: nothing else waits on a document this small
  const writer = objectStreams ? PDFStreamWriter.forContext(context, Infinity) : PDFWriter.forContext(context, Infinity);
  return writer.serializeToBuffer();
}

/** Images decoded this process, by content: a bound on memory (a handful of logos is the usual working set). */
const DECODED_MAX = 32;
const decoded = new Map<string, Promise<PngEmbedder | JpegEmbedder>>();

/**
 * The image embedded in the document. pdf-lib decodes a PNG (inflating and unfiltering its rows, splitting the alpha
 * channel) at every embedding; an association's logo prints on each of its receipts and cards, so the decoded image
 * is kept per process and only written into each document.
 */
export async function embedImage(doc: PDFDocument, img: { bytes: Uint8Array; format: 'png' | 'jpg' }): Promise<PDFImage> {
  const key = `${img.format}:${createHash('sha1').update(img.bytes).digest('base64')}`;
  let embedder = decoded.get(key);
  if (!embedder) {
    if (decoded.size >= DECODED_MAX) decoded.delete(decoded.keys().next().value!);
    embedder = img.format === 'png' ? PngEmbedder.for(img.bytes) : JpegEmbedder.for(img.bytes);
    decoded.set(key, embedder);
    // an image that does not decode fails its document as before, and is not kept
    embedder.catch(() => decoded.delete(key));
  }
  const image = PDFImage.of(doc.context.nextRef(), doc, await embedder);
  await image.embed();
  return image;
}
