import { applyActionCode, confirmPasswordReset, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { auth } from './sdk';

/** Sign-in through the identity service. Errors carry the provider's code. */
export function signInWithPassword(email: string, password: string) {
  return signInWithEmailAndPassword(auth, email, password);
}

export function signOutLocally() {
  return signOut(auth);
}

/** Whether the identity service holds a signed-in user right now. */
export function isSignedIn() {
  return auth.currentUser !== null;
}

/** The signed-in user's id, or null: keys what is kept on this device per sign-in. */
export function currentUid(): string | null {
  return auth.currentUser?.uid ?? null;
}

/** The current ID token, refreshed when `force` (after the claims changed, and every 5 minutes). */
export async function currentIdToken(force = false): Promise<string | null> {
  return auth.currentUser ? auth.currentUser.getIdToken(force) : null;
}

/** Claims of the current token. */
export async function currentClaims(force = false): Promise<Record<string, unknown> | null> {
  if (!auth.currentUser) return null;
  const result = await auth.currentUser.getIdTokenResult(force);
  return result.claims;
}

/** Recover: sets the new password with the one-time code of the emailed link (errors: auth/invalid-action-code …). */
export function confirmNewPassword(oobCode: string, password: string) {
  return confirmPasswordReset(auth, oobCode, password);
}

/** Confirms the account's address with the one-time code of a verification link (send-verification-link). */
export function confirmEmailAddress(oobCode: string) {
  return applyActionCode(auth, oobCode);
}
