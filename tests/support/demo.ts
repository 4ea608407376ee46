import { DEMO_EMAILS, DEMO_PASSWORD } from '../../seed/src/demoIds';
import { api } from './api';
import { refreshIdToken, signIn } from './emulators';

export { DEMO_EMAILS, DEMO_PASSWORD };

/** An ID token for a single-profile demo login, with its profile's claims on it. */
export async function demoToken(email: string): Promise<string> {
  const session = await signIn(email, DEMO_PASSWORD);
  const v = await api<{ refresh: boolean }>('GET', '/auth/validate', { token: session.idToken });
  return v.body.refresh ? refreshIdToken(session.refreshToken) : session.idToken;
}
