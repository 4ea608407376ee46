import { createHmac } from 'node:crypto';
import { EMAIL_CODE_SECRET } from '../config';

/**
 * The id of a secret ballot: a keyed hash of the organization, assembly, item and voter. The same voter always lands
 * on the same document (a second ballot replaces the first, two at once make one), yet nobody reading Firestore
 * without the key can tell whose it is. The key is derived from the server's verification-code secret with a purpose
 * of its own, so no new secret has to be deployed and the two uses never share a key.
 */
function ballotKey(): Buffer {
  const root = EMAIL_CODE_SECRET.value();
  if (!root) throw new Error('EMAIL_CODE_SECRET is not set');
  return createHmac('sha256', root).update('tessera/assemblies/secret-ballots').digest();
}

export function secretBallotId(orgId: string, assemblyId: string, itemId: string, memberId: string): string {
  return createHmac('sha256', ballotKey()).update(`${orgId}/${assemblyId}/${itemId}/${memberId}`).digest('hex');
}
