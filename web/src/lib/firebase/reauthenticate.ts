import { EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
import { auth } from './sdk';

/**
 * Proves the person at the keyboard knows the current password before a username or password change (client side,
 * with the identity service). A wrong one rejects with the provider's code (auth/wrong-password, auth/invalid-credential).
 */
export async function reauthenticate(password: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw Object.assign(new Error('no signed-in email'), { code: 'auth/user-not-found' });
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
}
