import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link's token (RFC 8058 and the visible link alike): which organization, mailshot and recipient, and
 * an HMAC of them with MAIL_UNSUBSCRIBE_SECRET. It carries no address (a forwarded message reveals nothing) and
 * unsubscribes only its own recipient.
 */
export interface UnsubscribeTarget {
  org: string;
  mailshotId: string;
  key: string;
}

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest().subarray(0, 16);

export function unsubscribeToken(secret: string, t: UnsubscribeTarget): string {
  const body = Buffer.from(JSON.stringify([t.org, t.mailshotId, t.key])).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/** The token's target when its signature is ours, else null. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined || !secret) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = mac(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const [org, mailshotId, key] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown[];
    if (typeof org !== 'string' || typeof mailshotId !== 'string' || typeof key !== 'string') return null;
    return { org, mailshotId, key };
  } catch {
    return null;
  }
}
