/**
 * The QR code encoder of the qrcode package without its renderers (PNG, SVG, terminal): the package's entry loads them
 * all, and pngjs with its streams was most of the package's loading in a fresh instance's first card. The cards draw
 * the modules themselves (pdf.ts), so only `create` is needed, the same function the entry exports.
 */
declare module 'qrcode/lib/core/qrcode' {
  export { create } from 'qrcode';
}
