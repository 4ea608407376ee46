import { firestoreHost, PROJECT_ID } from './env';

/**
 * Reads one document through the Firestore emulator's REST API as the holder of `idToken`: the project's real rules
 * judge it, as they judge the web app. Answers the HTTP status (200 read, 403 refused by the rules, 404 missing).
 */
export async function readAs(idToken: string, path: string): Promise<number> {
  const url = `http://${firestoreHost()}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  const res = await fetch(url, { headers: { Authorization: `Bearer ${idToken}` } });
  return res.status;
}
