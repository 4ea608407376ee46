import { request } from 'node:http';
import { quietFirestoreTriggers } from './quietTriggers';

/**
 * A DELETE to an emulator, answered however long it takes: clearing the Firestore emulator of a 100,000-member
 * association took it over five minutes once, past the five minutes fetch waits for an answer's headers.
 */
function del(url: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'DELETE' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Clears one emulator's data (a DELETE on its emulator endpoint). The Firestore emulator refuses (409 "Transaction lock
 * timeout") while a transaction begun before holds a lock, such as a function run still finishing: asked again, with
 * growing pauses, for up to two minutes.
 */
export async function emulatorDelete(url: string, log: (message: string) => void): Promise<void> {
  const started = Date.now();
  for (let pause = 500; ; pause = Math.min(pause * 2, 10_000)) {
    const asked = Date.now();
    const res = await del(url);
    const took = (Date.now() - asked) / 1000;
    if (took > 30) log(`Clearing ${new URL(url).pathname} took ${took.toFixed(0)} s.`);
    if (res.status >= 200 && res.status < 300) return;
    const why = `${res.status} ${res.text.slice(0, 160)}`;
    if (res.status !== 409 || Date.now() - started > 120_000) throw new Error(`DELETE ${url}: ${why}`);
    log(`Clearing refused (${why}): again in ${pause / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/** The Firestore emulator's endpoint that deletes every document of a project. */
export const firestoreDocumentsUrl = (firestoreHost: string, projectId: string) =>
  `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`;

/**
 * Deletes every document of the Firestore emulator with its triggers quiet (quietTriggers.ts). Its clearing fires a
 * delete event for every document it removes, so clearing 100,000 members' data set off hundreds of thousands of
 * function runs that kept the emulator busy long after, and their transactions' locks made the next clearing wait.
 */
export async function clearFirestoreQuietly(firestoreHost: string, projectId: string, log: (message: string) => void): Promise<void> {
  const quiet = await quietFirestoreTriggers(firestoreHost, projectId, log);
  try {
    await emulatorDelete(firestoreDocumentsUrl(firestoreHost, projectId), log);
  } finally {
    await quiet.restore();
  }
}
