import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { ACTIVATION_TICKET_MAX_TRIES, ACTIVATION_TICKET_TTL_MS } from '@tessera/domain/constants';
import { col } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';

/**
 * The activation ticket: what a passed step 1 answers (its `id`) and the only thing step 2 accepts. 32 random
 * bytes, so nobody can guess one (member ids are printed in every card's QR: they must not be enough). Only its
 * SHA-256 is stored (activationChecks/{hash}): a leaked collection holds no usable ticket. A plain hash is enough
 * for 256 random bits; a keyed one is needed only for guessable values like the six-digit codes.
 *
 * Every use of step 2 spends a try before anything else is checked (spendTry); at ACTIVATION_TICKET_MAX_TRIES the
 * ticket is burned, and success deletes it in the transaction that creates the sign-in (useTicket): single use.
 * Any refusal answers USER_NOT_FOUND, whether the ticket is unknown, expired, burned, spent or of another
 * organization: the caller starts again from step 1.
 */
const ticketRef = (ticket: string) => db.doc(`${col.activationChecks}/${createHash('sha256').update(ticket).digest('hex')}`);

/** Makes a ticket for the member step 1 found; answers the ticket itself (never stored). */
export async function issueTicket(orgId: string, memberId: string, now = Date.now()): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await ticketRef(ticket).create({
    orgId,
    memberId,
    tries: 0,
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: new Date(now + ACTIVATION_TICKET_TTL_MS),
  });
  return ticket;
}

const alive = (d: FirebaseFirestore.DocumentData, orgId: string, now: number) =>
  d.orgId === orgId && (d.expiresAt as { toMillis(): number }).toMillis() > now;

/**
 * Counts one try of step 2, committed before the caller checks anything (so a burst in parallel gets at most
 * ACTIVATION_TICKET_MAX_TRIES tries), and answers the member the ticket names. A ticket that is unknown, expired,
 * of another organization or out of tries is deleted (burned) and refused.
 */
export async function spendTry(orgId: string, ticket: string, now = Date.now()): Promise<string> {
  const ref = ticketRef(ticket);
  const memberId = await db.runTransaction(async (tx) => {
    const d = (await tx.get(ref)).data();
    if (!d) return null;
    if (!alive(d, orgId, now) || (d.tries as number) >= ACTIVATION_TICKET_MAX_TRIES) {
      tx.delete(ref);
      return null;
    }
    tx.update(ref, { tries: FieldValue.increment(1) });
    return d.memberId as string;
  });
  if (!memberId) throw new ApiError('USER_NOT_FOUND');
  return memberId;
}

/**
 * The member a live ticket names, without spending a try (the code mail only reads it, to count the person's
 * requests): USER_NOT_FOUND for a ticket unknown, expired or of another organization, like step 2.
 */
export async function ticketMember(orgId: string, ticket: string, now = Date.now()): Promise<string> {
  const d = (await ticketRef(ticket).get()).data();
  if (!d || !alive(d, orgId, now)) throw new ApiError('USER_NOT_FOUND');
  return d.memberId as string;
}

/**
 * Inside step 2's transaction, among its reads: the ticket must still be there (a parallel success deletes it)
 * and alive. Answers the delete the caller writes with its other writes, so the ticket is spent exactly when
 * the sign-in is made.
 */
export async function useTicket(tx: Transaction, orgId: string, ticket: string, memberId: string, now = Date.now()): Promise<() => void> {
  const ref = ticketRef(ticket);
  const d = (await tx.get(ref)).data();
  if (!d || !alive(d, orgId, now) || d.memberId !== memberId) throw new ApiError('USER_NOT_FOUND');
  return () => tx.delete(ref);
}
