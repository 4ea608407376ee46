import { ANONYMOUS_MAILS_GLOBAL } from '@tessera/domain/constants';
import { DEV_MAILBOX_COLLECTION } from '@tessera/domain/entities/mail';
import { col } from '@tessera/domain/paths';
import { db } from '../support/admin';
import { api } from '../support/api';
import { eventually } from '../support/settle';
import { ANONYMOUS_MAIL_LIMIT, rateLimitRef } from '../../functions/src/verification/rateLimit';
import { taxCode } from '../support/taxCodes';

/** Messages the local mail sink delivered to `to`, newest first. */
export async function deliveredTo(to: string): Promise<{ subject: string; text: string; createdAt: number }[]> {
  const snap = await db.collection(DEV_MAILBOX_COLLECTION).where('to', '==', to).get();
  return snap.docs
    .map((d) => ({
      subject: d.get('subject') as string,
      text: d.get('text') as string,
      createdAt: d.get('createdAt').toMillis() as number,
    }))
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** The code of the `count`-th code email delivered to `to` (waits for the outbox trigger to deliver it). */
export async function emailedCode(to: string, count = 1): Promise<string> {
  const mails = await eventually(
    () => deliveredTo(to),
    (m) => m.length >= count,
  );
  if (mails.length < count) throw new Error(`no code email #${count} reached ${to}`);
  const code = /\b(\d{6})\b/.exec(mails[0]!.text)?.[1];
  if (!code) throw new Error(`no code in ${mails[0]!.text}`);
  return code;
}

/** Asks for a signup code and waits for it. */
export async function signupCode(org: string, email: string, count = 1, name = 'Giulia'): Promise<string> {
  const res = await api('POST', '/v1/signup/send-code', { headers: { org }, body: { email, lang: 'ITALIA', name } });
  if (res.status !== 200 || res.body.sent !== true) throw new Error(`send-code answered ${res.status} ${JSON.stringify(res.body)}`);
  return emailedCode(email, count);
}

/** Fills the current window of one rate limit, as if `limit.max` requests had just been counted in it. */
export async function fillRateWindow(scope: string, key: string, limit: { max: number; windowMs: number }): Promise<number> {
  const now = Date.now();
  await rateLimitRef(scope, key).set({ scope, windowStart: now, count: limit.max, expiresAt: new Date(now + limit.windowMs) });
  return now;
}

/** Uses up this hour's global cap of anonymous mail (what a flood over many addresses and emails would do). */
export async function fillGlobalMailCap(): Promise<void> {
  await fillRateWindow(ANONYMOUS_MAIL_LIMIT.scope, ANONYMOUS_MAIL_LIMIT.key, ANONYMOUS_MAILS_GLOBAL);
}

/** Rate-limit windows are shared by every request of a file (one address): tests that do not test them start clean. */
export async function clearRateLimits(): Promise<void> {
  const snap = await db.collection(col.rateLimits).get();
  await Promise.all(snap.docs.map((d) => d.ref.delete()));
}

let seq = 0;
/** A complete signup payload for `email`; each call gets its own tax code. */
export function signupPayload(email: string, otp: string, patch: Record<string, unknown> = {}) {
  seq += 1;
  return {
    firstName: 'Giulia',
    lastName: 'Verdi',
    email,
    password: 'Segreta-1',
    ssn: taxCode(`VRDGLI90A41H${String(100 + seq).padStart(3, '0')}`),
    otp,
    addr_line: 'Via Roma 1',
    addr_city: 'ROMA',
    addr_zip: '00118',
    addr_state: 'RM',
    addr_country: 'ITALIA',
    offer: 'cat-ord',
    acceptTOS: true,
    acceptPrivacy: true,
    acceptStatuto: true,
    fullAddress: { nome: 'ROMA', cap: '00118', prov: 'RM', stato: 'ITALIA' },
    ...patch,
  };
}
