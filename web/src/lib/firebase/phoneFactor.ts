import { linkWithCredential, PhoneAuthProvider, reauthenticateWithCredential, RecaptchaVerifier, unlink } from 'firebase/auth';
import { config } from '../config';
import { auth } from './sdk';

// The Auth emulator skips reCAPTCHA; the SDK then answers with a mock widget. Never in production.
if (config.useEmulators) auth.settings.appVerificationDisabledForTesting = true;

/**
 * Sends the SMS code of the second factor through the identity service's phone verification,
 * behind an invisible reCAPTCHA in `container`. Returns the verification id the code is checked against.
 */
export async function sendSmsCode(phoneE164: string, container: HTMLElement): Promise<string> {
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await new PhoneAuthProvider(auth).verifyPhoneNumber(phoneE164, verifier);
  } finally {
    verifier.clear();
  }
}

/**
 * Checks the SMS code without replacing the email sign-in: the phone becomes a second credential of the same
 * account. The account's number already linked → re-authenticate with it; not linked yet, or another number linked
 * before → link this one (unlinking the old). Either way the refreshed token is signed in by `phone`, which is what
 * POST /v1/users/sync-mfa accepts as proof. A wrong code fails with auth/invalid-verification-code; a number that
 * belongs to another account with auth/account-exists-with-different-credential (or credential-already-in-use).
 */
export async function confirmSmsCode(verificationId: string, code: string, phoneE164: string): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('signed out'), { code: 'auth/user-not-found' });
  const credential = PhoneAuthProvider.credential(verificationId, code);
  if (user.phoneNumber === phoneE164) {
    await reauthenticateWithCredential(user, credential);
  } else {
    if (user.providerData.some((p) => p.providerId === 'phone')) await unlink(user, 'phone');
    await linkWithCredential(user, credential);
  }
  await user.getIdToken(true);
}
