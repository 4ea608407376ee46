/** Test helper: text (UTF-8) or bytes as base64url, written without Node's Buffer (the domain runs in the browser too). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function toBase64url(input: string | number[]): string {
  const bytes = typeof input === 'string' ? Array.from(unescape(encodeURIComponent(input)), (c) => c.charCodeAt(0)) : input;
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i]!, bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    if (b !== undefined) out += ALPHABET[(n >> 6) & 63]!;
    if (c !== undefined) out += ALPHABET[n & 63]!;
  }
  return out;
}

export const signatureOf = (bytes: number) => toBase64url(Array.from({ length: bytes }, () => 7));
