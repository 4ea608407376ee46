/**
 * Whether bytes that start like a PDF (`%PDF-`) are one: the signature alone lets any text through with a PDF's type,
 * which a reader then fails to open. pdf-lib (loaded on first use) must find the document's catalogue and at least
 * one page; an encrypted PDF is still a PDF, so encryption is not a reason to refuse it.
 */
export async function isReadablePdf(bytes: Uint8Array): Promise<boolean> {
  const { PDFDocument } = await loadPdfLib();
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}

type PdfLib = typeof import('pdf-lib');

/**
 * pdf-lib on first use. The deployed bundle maps it to its single-file build (functions/bundleOptions.mjs), a UMD
 * script whose exports Node's import() cannot see by name: there they are the module's default export.
 */
async function loadPdfLib(): Promise<PdfLib> {
  const mod = (await import('pdf-lib')) as PdfLib & { default?: PdfLib };
  return mod.PDFDocument ? mod : mod.default!;
}
