import type { DocumentData, DocumentReference, Transaction } from 'firebase-admin/firestore';
import { accountPath, col, memberPath } from '@tessera/domain/paths';
import { adminAuth, db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { claimEmail, retryLostClaims } from '../members/uniqueClaims';
import { memberFields } from '../members/memberRecord';

/** Sets the Auth sign-in's email; Auth itself refuses an address another sign-in has (EMAIL_ALREADY_USED). */
export async function setAuthEmail(uid: string, email: string): Promise<void> {
  try {
    await adminAuth.updateUser(uid, { email, emailVerified: true });
  } catch (e) {
    if ((e as { code?: string }).code === 'auth/email-already-exists') throw new ApiError('EMAIL_ALREADY_USED');
    throw e;
  }
}

/**
 * Makes `email` the sign-in's username in Firestore, inside `tx`: the account, every profile of the sign-in and every
 * member those profiles are (still unique in each organization: EMAIL_ALREADY_USED). `beforeWrites` runs after the
 * reads and before the first write (Firestore transactions read first), for the caller's own reads and checks.
 */
export async function writeUsername(tx: Transaction, uid: string, email: string, beforeWrites: () => Promise<void>): Promise<void> {
  const profiles = await tx.get(db.collection(col.profiles).where('uid', '==', uid));
  const members: { ref: DocumentReference; data: DocumentData; claim: () => void }[] = [];
  for (const p of profiles.docs) {
    const memberId = p.get('memberId') as string | null;
    if (!memberId) continue;
    const ref = db.doc(memberPath(p.get('orgId') as string, memberId));
    const data = (await tx.get(ref)).data();
    if (!data) continue;
    members.push({ ref, data, claim: await claimEmail(tx, p.get('orgId') as string, memberId, email) });
  }
  await beforeWrites();
  tx.set(db.doc(accountPath(uid)), { email }, { merge: true });
  for (const p of profiles.docs) tx.update(p.ref, { email });
  for (const m of members) {
    tx.update(m.ref, memberFields({ email }, m.data));
    m.claim();
  }
}

/**
 * Moves the sign-in to `email` everywhere at once: the Auth email first (Auth refuses a taken address), then the
 * Firestore records in a transaction (`writeUsername`, with the caller's reads and writes in `inTx`); if the
 * transaction fails, the Auth email is put back to `previous`.
 */
export async function moveUsername(
  uid: string,
  previous: string | undefined,
  email: string,
  inTx: (tx: Transaction) => Promise<void>,
): Promise<void> {
  await setAuthEmail(uid, email);
  try {
    await retryLostClaims(() => db.runTransaction((tx) => writeUsername(tx, uid, email, () => inTx(tx))));
  } catch (e) {
    if (previous) await adminAuth.updateUser(uid, { email: previous }).catch(() => undefined);
    throw e;
  }
}
