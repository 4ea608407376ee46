import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { CHOICES, type Choice } from '@tessera/domain/assemblies/tally';

/**
 * A secret vote's choice as its voter's marker keeps it, sealed: AES-256-GCM under a key derived from a server secret,
 * with a fresh random IV each time. The marker needs the choice only so that a change of vote can be counted at the
 * close; without the server's secret its bytes say nothing, and the same choice sealed twice never looks the same.
 *
 * The sealed text binds the marker's own path (as additional data), so a sealed choice copied onto another voter's
 * marker does not open. The plain text has a fixed length, so a larger weight does not make a longer seal.
 *
 * Pure: the root secret is a parameter (ballotKey.ts passes the server's).
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;
const PLAIN_BYTES = 16;

const keys = new Map<string, Buffer>();
function sealKey(root: string): Buffer {
  if (!root) throw new Error('ballot seal secret missing');
  let key = keys.get(root);
  if (!key) {
    key = createHmac('sha256', root).update('tessera/assemblies/secret-ballot-seal').digest();
    keys.set(root, key);
  }
  return key;
}

export interface SealedVote {
  choice: Choice;
  /** the members this voter's ballot counts: themself and the absent givers they carried at their first ballot */
  weight: number;
}

export function sealVote(root: string, markerPath: string, vote: SealedVote): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealKey(root), iv);
  cipher.setAAD(Buffer.from(markerPath));
  const plain = Buffer.alloc(PLAIN_BYTES, 0x20);
  plain.write(`${vote.choice}:${vote.weight}`);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/** The vote a marker's seal holds, or null when it does not open (another key, another marker, altered). */
export function openVote(root: string, markerPath: string, sealed: string): SealedVote | null {
  try {
    const bytes = Buffer.from(sealed, 'base64');
    const iv = bytes.subarray(0, IV_BYTES);
    const tag = bytes.subarray(bytes.length - TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', sealKey(root), iv);
    decipher.setAAD(Buffer.from(markerPath));
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
    const [choice, weight] = plain.toString().trim().split(':');
    const w = Number(weight);
    if (!(CHOICES as readonly string[]).includes(choice ?? '') || !Number.isInteger(w) || w < 1) return null;
    return { choice: choice as Choice, weight: w };
  } catch {
    return null;
  }
}
