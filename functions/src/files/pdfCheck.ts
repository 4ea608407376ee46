/**
 * Whether bytes that start like a PDF (`%PDF-`) are one: the signature alone lets any text through with a PDF's type,
 * which a reader then fails to open. pdf-lib (loaded on first use) must find the document's catalogue and at least
 * one page; an encrypted PDF is still a PDF, so encryption is not a reason to refuse it.
 */
export async function isReadablePdf(bytes: Uint8Array): Promise<boolean> {
  const { PDFDocument } = await import('pdf-lib');
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}
