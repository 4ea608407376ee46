import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_MS, OTP_LENGTH } from '@tessera/domain/constants';
import { col } from '@tessera/domain/paths';
import type { EmailCodePurpose } from '@tessera/domain/verification';
import { EMAIL_CODE_SECRET } from '../config';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

/**
 * Emailed verification codes. One live code per purpose and email (verificationCodes/{purpose}_{emailHash});
 * a new send replaces it. Only a keyed hash of the code is stored: a leaked collection does not reveal codes
 * (six digits would be guessed from a plain hash in a second).
 */
function keyed(value: string): Buffer {
  const key = EMAIL_CODE_SECRET.value();
  if (!key) throw new Error('EMAIL_CODE_SECRET is not set');
  return createHmac('sha256', key).update(value).digest();
}

const normalEmail = (email: string) => email.trim().toLowerCase();

export function codeRef(purpose: EmailCodePurpose, email: string) {
  return db.doc(
    `${col.verificationCodes}/${purpose}_${keyed(`email:${normalEmail(email)}`)
      .toString('hex')
      .slice(0, 40)}`,
  );
}

/** Makes a fresh code for `email` and stores its hash with a writer (the caller's transaction or batch). */
export function newCode(tx: Transaction, purpose: EmailCodePurpose, email: string, now = Date.now()): string {
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  tx.set(codeRef(purpose, email), {
    purpose,
    hash: keyed(`code:${purpose}:${normalEmail(email)}:${code}`).toString('hex'),
    createdAt: now,
    expiresAt: new Date(now + EMAIL_CODE_TTL_MS),
    attempts: 0,
    usedAt: null,
  });
  return code;
}

type CodeInput = { email: string; purpose: EmailCodePurpose; code: string };

function matches(d: DocumentData, input: CodeInput): boolean {
  const want = Buffer.from(d.hash as string, 'hex');
  const got = keyed(`code:${input.purpose}:${normalEmail(input.email)}:${input.code.trim()}`);
  return want.length === got.length && timingSafeEqual(want, got);
}

const expired = (d: DocumentData, now: number) => (d.expiresAt as { toMillis(): number }).toMillis() <= now;

/**
 * Step 1, before the endpoint's transaction: counts the try and checks the code. The count is committed before
 * the code is compared, in a transaction, so a burst of guesses in parallel gets at most EMAIL_CODE_MAX_ATTEMPTS
 * comparisons; after that the code is dead even if the right one follows. Refused (OTP_INVALID) when there is no
 * code, it expired, it was used, it is burned, or it is wrong. Spends nothing: the endpoint may now do work
 * outside Firestore (create a sign-in) knowing the code is good.
 */
export async function verifyCode(input: CodeInput, now = Date.now()): Promise<void> {
  const ref = codeRef(input.purpose, input.email);
  const d = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const data = snap.data();
    if (!data || data.usedAt || expired(data, now) || data.attempts >= EMAIL_CODE_MAX_ATTEMPTS) return null;
    tx.update(ref, { attempts: FieldValue.increment(1) });
    return data;
  });
  if (!d || !matches(d, input)) throw new ApiError('OTP_INVALID');
}

/**
 * Step 2, inside the endpoint's transaction (after its other reads: Firestore wants every read before the
 * first write): spends the code, so it is used exactly when the endpoint's writes commit. A second request with
 * the same code loses here. Refuses a code that verifyCode has not counted a try for.
 */
export async function consumeCode(tx: Transaction, input: CodeInput, now = Date.now()): Promise<void> {
  const ref = codeRef(input.purpose, input.email);
  const d = (await tx.get(ref)).data();
  if (!d || d.usedAt || expired(d, now) || !(d.attempts > 0) || !matches(d, input)) throw new ApiError('OTP_INVALID');
  tx.update(ref, { usedAt: now });
}
