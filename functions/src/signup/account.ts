import type { Transaction } from 'firebase-admin/firestore';
import { accountPath, profileId, profilePath } from '@tessera/domain/paths';
import { adminAuth, db } from '../shared/admin';
import { findUserByEmail } from '../shared/findUser';
import { emailHeldByAnother } from '../members/uniqueClaims';
import { ApiError } from '../http/apiError';

/**
 * The sign-in of a signup. A person who left checkout (or whose payment failed) keeps an Auth account whose only
 * profile is a pending member profile of this organization: a new signup with a fresh emailed code takes it over.
 * Any other existing account means the email is taken.
 */
export async function signupAccountState(orgId: string, email: string): Promise<{ uid: string } | 'free' | 'taken'> {
  const user = await findUserByEmail(email);
  if (!user) return 'free';
  const account = await db.doc(accountPath(user.uid)).get();
  const ids = (account.get('profileIds') as string[] | undefined) ?? [];
  if (ids.length !== 1 || ids[0] !== profileId(user.uid, orgId, 'member')) return 'taken';
  const profile = await db.doc(profilePath(ids[0])).get();
  return profile.get('pending') === true ? { uid: user.uid } : 'taken';
}

/** Whether a signup for `email` must be refused: a member of the organization or a finished sign-in has it. */
export async function signupEmailTaken(orgId: string, email: string): Promise<boolean> {
  if (await emailHeldByAnother(orgId, email)) return true;
  return (await signupAccountState(orgId, email)) === 'taken';
}

/**
 * Creates the Auth account (or takes over the pending one, with the new password). The emailed code proved the
 * address, so it is marked verified. Returns whether it was created here, so that a failure later can undo it.
 */
export async function openSignupAccount(
  orgId: string,
  input: { email: string; password: string; displayName: string },
): Promise<{ uid: string; created: boolean }> {
  const state = await signupAccountState(orgId, input.email);
  if (state === 'taken') throw new ApiError('EMAIL_ALREADY_USED');
  const props = { email: input.email, password: input.password, displayName: input.displayName, emailVerified: true, disabled: false };
  if (state !== 'free') {
    await adminAuth.updateUser(state.uid, props);
    return { uid: state.uid, created: false };
  }
  try {
    const user = await adminAuth.createUser(props);
    return { uid: user.uid, created: true };
  } catch (e) {
    // two signups of one address racing: the loser sees the winner's account
    if ((e as { code?: string }).code === 'auth/email-already-exists') throw new ApiError('EMAIL_ALREADY_USED');
    throw e;
  }
}

/** Undoes an account created by a signup that then failed, so the address stays free. */
export async function closeSignupAccount(account: { uid: string; created: boolean }): Promise<void> {
  if (account.created) await adminAuth.deleteUser(account.uid).catch(() => undefined);
}

/**
 * Writes the account document and the member profile. `memberId` null makes it a pending profile: the person
 * can sign in (and land in my-area, which says no member yet) while the payment completes.
 */
export function writeSignupProfile(
  tx: Transaction,
  p: { uid: string; orgId: string; orgName: string; email: string; displayName: string; memberId: string | null; lang: 'it' | 'en' },
): void {
  const id = profileId(p.uid, p.orgId, 'member');
  tx.set(db.doc(accountPath(p.uid)), { email: p.email, phone_number: null, mfa: false, last_mfa: 0, lang: p.lang, profileIds: [id] });
  tx.set(db.doc(profilePath(id)), {
    uid: p.uid,
    email: p.email,
    orgId: p.orgId,
    orgName: p.orgName,
    role: 'member',
    groups: [],
    memberId: p.memberId,
    display_name: p.displayName,
    pending: p.memberId === null,
  });
}
