import { onePagePdf } from '../support/pdfTools';

/** A paper proxy's scan as the API takes it: a one-page PDF (a real one: the server reads a PDF through). */
export const paperScan = (fileName = 'delega-firmata.pdf', note = 'delega') => ({
  fileName,
  contentBase64: onePagePdf(note).toString('base64'),
});
