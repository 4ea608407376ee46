import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { A4, printable } from '../../functions/src/pdf/layout';
import { CR80, TOKEN_KEYWORD, monogram, qrPath, renderCardPdf, renderCardSheet, type CardFace } from '../../functions/src/cards/pdf';
import { signCardToken, verifyCardToken } from '../../functions/src/cards/token';
import { logoFromDataUrl } from '../../functions/src/files/images';
import { MM, pdfInfo, pdfText, renderPng, wordHeight } from '../support/pdfTools';
import { fontBytes, subsetSafeFontkit } from '../../functions/src/pdf/fonts';
import { loadShaper, shapeText } from '../../functions/src/pdf/shaping';

// The generator and the token are pure: these run without the emulators (named *.api.test.ts to join the API suite).
const SECRET = 'test-secret-0123456789';
const payload = { o: 'org-a', c: '000123', m: 'm1', v: '2026-12-31', iat: 1_790_000_000 };
const face = (over: Partial<CardFace> = {}): CardFace => ({
  orgName: 'Associazione Città Aperta APS',
  holder: 'Niccolò Dell’Acqua Perù',
  number: '000123',
  validUntil: '2026-12-31',
  qrToken: signCardToken(payload, SECRET),
  lang: 'it',
  ...over,
});
const NAMES = ['李小龍', 'Σωκράτης Παπαδόπουλος', 'Ștefan Țurcanu', 'Łukasz Żółć', 'Niccolò Dell’Acqua Perù'];

/** Dark pixels of the rendered page (100 dpi). */
function ink(pdf: Uint8Array): number {
  const png = PNG.sync.read(readFileSync(renderPng(pdf, 100)));
  let n = 0;
  for (let i = 0; i < png.data.length; i += 4) if (png.data[i]! + png.data[i + 1]! + png.data[i + 2]! < 300) n++;
  return n;
}

// 1×1 transparent PNG
const PNG_1PX = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('card token', () => {
  it('signs and verifies', () => {
    const token = signCardToken(payload, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(token).not.toContain('m1"');
    expect(verifyCardToken(token, SECRET)).toEqual({ valid: true, payload });
  });

  it('refuses a tampered payload, a tampered signature, another secret and garbage', () => {
    const token = signCardToken(payload, SECRET);
    const [body, sig] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ ...payload, c: '999999' })).toString('base64url');
    expect(verifyCardToken(`${forged}.${sig}`, SECRET)).toEqual({ valid: false, reason: 'BAD_SIGNATURE' });
    const flipped = sig.slice(0, -2) + (sig.at(-2) === 'A' ? 'B' : 'A') + sig.at(-1);
    expect(verifyCardToken(`${body}.${flipped}`, SECRET).valid).toBe(false);
    expect(verifyCardToken(token, 'another-secret').valid).toBe(false);
    for (const bad of ['', 'abc', 'a.b.c', `${body}.`, '.sig', 'é.é', `${body}.${sig}x!`]) {
      expect(verifyCardToken(bad, SECRET).valid).toBe(false);
    }
  });

  it('refuses a well-signed token whose payload is not a card payload', () => {
    const body = Buffer.from(JSON.stringify({ o: 'org-a' })).toString('base64url');
    const sig = createHmac('sha256', SECRET).update(body).digest('base64url');
    expect(verifyCardToken(`${body}.${sig}`, SECRET)).toEqual({ valid: false, reason: 'MALFORMED' });
  });

  it('fits a QR code a phone reads at card size (version ≤ 10, modules ≥ 0.35 mm)', () => {
    // as a card's face signs it now (cards/cardData.ts): a door key's signature, no issue time
    const { iat: _issued, ...faceOf } = payload;
    const token = signCardToken({ ...faceOf, m: 'a'.repeat(20), o: 'associazione-aurora' }, SECRET);
    const { size } = qrPath(token);
    expect(QRCode.create(token, { errorCorrectionLevel: 'M' }).version).toBeLessThanOrEqual(10);
    expect((23 / size) * 1).toBeGreaterThanOrEqual(0.35);
  });
});

describe('card PDF', () => {
  it('one card on a CR80 page, with holder, number and valid-until (accents included) and the signed token', async () => {
    const pdf = await renderCardPdf(face());
    const info = pdfInfo(pdf);
    expect(info.pages).toBe(1);
    expect(info.widthPt).toBeCloseTo(CR80.width, 1);
    expect(info.heightPt).toBeCloseTo(CR80.height, 1);
    expect(info.widthPt / MM).toBeCloseTo(85.6, 1);
    expect(info.heightPt / MM).toBeCloseTo(53.98, 1);
    const text = pdfText(pdf);
    for (const s of [
      'Associazione Città Aperta APS',
      'Niccolò Dell’Acqua Perù',
      '000123',
      '31/12/2026',
      'Tessera n.',
      'Valida fino al',
      'Titolare',
    ]) {
      expect(text).toContain(s);
    }
    const token = info.keywords.slice(info.keywords.indexOf(TOKEN_KEYWORD) + TOKEN_KEYWORD.length);
    expect(verifyCardToken(token, SECRET)).toEqual({ valid: true, payload });
  });

  it('prints every name as written (embedded Unicode fonts): Chinese, Greek, Romanian, Polish, Italian accents', async () => {
    for (const holder of NAMES) {
      const text = pdfText(await renderCardPdf(face({ holder, lang: 'en' })));
      expect(text).toContain(holder);
      expect(text).toContain('Valid until');
    }
    expect(printable('Zoë\u0000\nRossi  ✓')).toBe('Zoë Rossi ✓');
  });

  it('draws every character of those names (no blank or folded glyph in the font subsets)', async () => {
    const blank = ink(await renderCardPdf(face({ holder: '' })));
    for (const ch of new Set([...NAMES.join('')].filter((c) => c !== ' '))) {
      expect(ink(await renderCardPdf(face({ holder: ch }))) - blank, ch).toBeGreaterThan(3);
    }
  });

  it('prints Korean, Devanagari and Thai names (fallback fonts), the latter two shaped, and gives them back as text', async () => {
    for (const holder of ['김민준', 'देवनागरी शर्मा', 'สมชาย ใจดี']) {
      const pdf = await renderCardPdf(face({ holder }));
      const text = pdfText(pdf);
      expect(text).toContain(holder);
      expect(text).not.toContain('?');
      expect(ink(pdf) - ink(await renderCardPdf(face({ holder: '' }))), holder).toBeGreaterThan(100);
    }
  });

  it('shapes with HarfBuzz: a Devanagari vowel sign goes before its consonant, र् over the next letter becomes a mark', async () => {
    await loadShaper();
    const font = fontBytes('devanagariBold');
    const glyphOf = (ch: string) => subsetSafeFontkit.create(font as Buffer).glyphForCodePoint(ch.codePointAt(0)!).id;
    // कि is written consonant then sign; the sign (ि, in the form that fits क) is drawn first
    const ki = shapeText(font, 'कि').map((g) => g.id);
    expect(ki).toHaveLength(2);
    expect(ki[1]).toBe(glyphOf('क'));
    // र्मा: four characters, the reph drawn as a mark (no advance) after म and ा
    const rma = shapeText(font, 'र्मा');
    expect(rma.map((g) => g.id).slice(0, 2)).toEqual([glyphOf('म'), glyphOf('ा')]);
    expect(rma).toHaveLength(3);
    expect(rma[2]!.advance).toBe(0);
  });

  it('without valid-until says so; a long name wraps onto two lines at full size, nothing cut', async () => {
    const pdf = await renderCardPdf(face({ validUntil: null, holder: 'Maria Bartolomea Alessandrini Mastrogiacomo' }));
    const text = pdfText(pdf);
    expect(text).toContain('Senza scadenza');
    expect(text).toMatch(/Maria Bartolomea Alessandrini\s*\n\s*Mastrogiacomo/);
    expect(text).not.toContain('…');
    // the glyphs as tall as a short name's: wrapped, not shrunk
    expect(wordHeight(pdf, 'Maria')).toBeCloseTo(wordHeight(await renderCardPdf(face({ holder: 'Maria Rossi' })), 'Maria'), 1);
  });

  it('two lines that do not fit at full size shrink together, whole; beyond that the second line is cut', async () => {
    const holder = 'Maria Bartolomea Alessandrini Mastrogiacomo Della Gherardesca Sforza Visconti';
    const text = pdfText(await renderCardPdf(face({ holder })));
    expect(text).toMatch(/Maria Bartolomea Alessandrini Mastrogiacomo\s*\n\s*Della Gherardesca Sforza Visconti/);
    const cut = pdfText(await renderCardPdf(face({ holder: `${'Bartolomea '.repeat(12)}Rossi` })));
    expect(cut).toContain('…');
    expect(cut).toContain('Tessera n.');
  });

  it('logo when the organization has one, monogram otherwise; photo slot when asked', async () => {
    expect(monogram('Associazione Aurora APS')).toBe('A');
    expect(monogram('Circolo Culturale Tevere')).toBe('CT');
    expect(monogram('')).toBe('?');
    const logo = logoFromDataUrl(PNG_1PX);
    expect(logo?.format).toBe('png');
    expect(logoFromDataUrl('https://example.com/logo.png')).toBeNull();
    const withLogo = pdfText(await renderCardPdf(face({ logo, photoOnCard: true })));
    expect(withLogo).not.toMatch(/^CA$/m);
    const withMonogram = pdfText(await renderCardPdf(face()));
    expect(withMonogram).toMatch(/^CA$/m);
  });

  it('the QR printed on the card, read back from the rendered page, is the signed token and verifies', async () => {
    const pdf = await renderCardPdf(face());
    // 300 dpi: what a print shop prints and roughly what a phone camera resolves at card distance.
    const png = PNG.sync.read(readFileSync(renderPng(pdf, 300)));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(face().qrToken);
    expect(verifyCardToken(decoded!.data, SECRET)).toEqual({ valid: true, payload });
  });

  it('A4 sheets of 2 × 5 cards: 23 cards → 3 pages, every card printed once', async () => {
    const faces = Array.from({ length: 23 }, (_, i) => face({ number: String(5000 + i), holder: `Socio Numero${i}` }));
    const pdf = await renderCardSheet(faces);
    const info = pdfInfo(pdf);
    expect(info.pages).toBe(3);
    expect(info.widthPt).toBeCloseTo(A4.width, 1);
    expect(info.heightPt).toBeCloseTo(A4.height, 1);
    const text = pdfText(pdf);
    for (let i = 0; i < 23; i++) {
      expect(text.split(String(5000 + i)).length - 1).toBe(1);
      expect(text).toContain(`Socio Numero${i}`);
    }
  });

  it('is reproducible: the same face gives the same bytes', async () => {
    const a = await renderCardPdf(face());
    const b = await renderCardPdf(face());
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
