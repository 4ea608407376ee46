import { emulatorDelete, firestoreDocumentsUrl } from '../../seed/src/clearEmulator';
import { authHost, firestoreHost, PROJECT_ID } from './env';

/**
 * Deletes every document of the project in the Firestore emulator, asked again while it answers 409 (a trigger still
 * running from an earlier file holds documents): the seed's clearing (seed/src/clearEmulator.ts).
 */
export async function clearFirestore(projectId = PROJECT_ID): Promise<void> {
  await emulatorDelete(firestoreDocumentsUrl(firestoreHost(), projectId), () => {});
}

/** Deletes every account of the project in the Auth emulator. */
export async function clearAuth(projectId = PROJECT_ID): Promise<void> {
  const res = await fetch(`http://${authHost()}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`clearAuth: ${res.status}`);
}

/** Signs in with email and password against the Auth emulator and returns the ID token. */
export async function signIn(email: string, password: string): Promise<{ idToken: string; localId: string; refreshToken: string }> {
  const res = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken: string; localId: string; refreshToken: string; error?: unknown };
  if (!res.ok) throw new Error(`signIn ${email}: ${JSON.stringify(body.error)}`);
  return body;
}

/** A fresh ID token for a refresh token (after the custom claims changed). */
export async function refreshIdToken(refreshToken: string): Promise<string> {
  const res = await fetch(`http://${authHost()}/securetoken.googleapis.com/v1/token?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `grant_type=refresh_token&refresh_token=${encodeURIComponent(refreshToken)}`,
  });
  const body = (await res.json()) as { id_token: string };
  if (!res.ok) throw new Error(`refresh: ${res.status}`);
  return body.id_token;
}

/**
 * Uses a mailed link's one-time code as the web app's recover page does: with `newPassword` it sets the password
 * (accounts:resetPassword), without it confirms the address (accounts:update with the code).
 */
export async function useOobCode(oobCode: string, newPassword?: string): Promise<void> {
  const action = newPassword === undefined ? 'accounts:update' : 'accounts:resetPassword';
  const res = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/${action}?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(newPassword === undefined ? { oobCode } : { oobCode, newPassword }),
  });
  if (!res.ok) throw new Error(`${action}: ${res.status} ${await res.text()}`);
}
