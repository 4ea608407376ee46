import { createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatDate } from '@tessera/domain/locale/dates';
import type { WalletPassFace } from '@tessera/domain/cards/wallet';
import { CARD_LABELS } from '../labels';
import type { AppleCertificates } from './credentials';
import { TESSERA_CARD_COLOURS, type CardColours } from '../cardColours';
import type { EncodedImage } from '../../files/images';

/**
 * The Apple Wallet pass of a member's card: a generic pass signed with the Pass Type ID certificate
 * (passkit-generator: pass.json, the images, manifest.json with their SHA-1 hashes, and the PKCS#7 signature of the
 * manifest). Pure apart from reading the default images once.
 */

/** The default images (a "T" mark in the cards' colour); build.mjs copies them beside the bundle into lib/wallet/. */
const IMAGES = ['icon.png', 'icon@2x.png', 'logo.png', 'logo@2x.png'] as const;
let images: Record<string, Buffer> | null = null;
function defaultImages(): Record<string, Buffer> {
  if (!images) {
    const bundled = join(__dirname, 'wallet');
    const dir = existsSync(join(bundled, IMAGES[0])) ? bundled : join(__dirname, 'assets');
    images = Object.fromEntries(IMAGES.map((name) => [name, readFileSync(join(dir, name))]));
  }
  return images;
}

/**
 * The token Apple's devices send back to the pass web service (`ApplePass <token>`): a keyed hash of the serial, so
 * nothing is stored and a serial alone does not open the service. At least 16 characters, as Apple requires.
 */
export function appleAuthToken(serial: string, secret: string): string {
  if (!secret) throw new Error('wallet pass secret missing');
  return createHmac('sha256', secret).update(`apple-pass:${serial}`).digest('base64url');
}

export interface ApplePassInput extends WalletPassFace {
  serial: string;
  authToken: string;
  passTypeId: string;
  teamId: string;
  /** `${APP_URL}/v1/wallet/apple`: where devices register and fetch updates */
  webServiceURL: string;
  /** when the pass expires: the day after the card's last active day (valid-until plus the grace months) */
  expiresAt: Date | null;
  lang: 'it' | 'en';
  /** the association's colours (cardColours.ts); Tessera's without them */
  colours?: CardColours;
  /** the association's logo: shown in place of Tessera's mark when it is a PNG, the one format Wallet takes */
  logo?: EncodedImage | null;
}

/** The signed .pkpass (a zip). Throws when a certificate does not fit (a configuration mistake). */
export async function buildApplePass(input: ApplePassInput, certificates: AppleCertificates): Promise<Buffer> {
  const { PKPass } = await import('passkit-generator');
  const L = CARD_LABELS[input.lang];
  const look = input.colours ?? TESSERA_CARD_COLOURS;
  const logo = input.logo?.format === 'png' ? Buffer.from(input.logo.bytes) : null;
  const images = { ...defaultImages(), ...(logo ? { 'logo.png': logo, 'logo@2x.png': logo } : {}) };
  const pass = new PKPass(images, certificates, {
    formatVersion: 1,
    serialNumber: input.serial,
    passTypeIdentifier: input.passTypeId,
    teamIdentifier: input.teamId,
    organizationName: input.orgName,
    description: `${L.title} ${input.orgName}`,
    logoText: input.orgName,
    authenticationToken: input.authToken,
    webServiceURL: input.webServiceURL,
    backgroundColor: hexToRgb(look.band),
    foregroundColor: hexToRgb(look.onBand),
    labelColor: hexToRgb(look.onBandMuted),
    // a card turned off or expired stays in the wallet, greyed out, with no code to show
    voided: input.state !== 'ACTIVE',
    sharingProhibited: true,
  });
  pass.type = 'generic';
  const status = L[input.state === 'ACTIVE' ? 'active' : input.state === 'EXPIRED' ? 'expired' : 'inactive'];
  pass.headerFields.push({ key: 'status', label: L.status, value: status });
  pass.primaryFields.push({ key: 'holder', label: L.holder, value: input.holder });
  pass.secondaryFields.push(
    { key: 'number', label: L.number, value: input.number },
    { key: 'validUntil', label: L.validUntil, value: input.validUntil ? formatDate(input.validUntil) : L.noEnd },
  );
  if (input.qrToken)
    pass.setBarcodes({ message: input.qrToken, format: 'PKBarcodeFormatQR', messageEncoding: 'iso-8859-1', altText: input.number });
  pass.setExpirationDate(input.expiresAt);
  return pass.getAsBuffer();
}

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
