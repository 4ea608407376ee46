import { ERASED } from '@tessera/domain/entities/erasure';
import { orgCol } from '@tessera/domain/paths';
import type { PersonalDataSubject } from '../personalData/registry';
import { db } from '../shared/admin';
import { eraseEach, stillToErase } from '../shared/erasing';

/**
 * An erased member's requests stay in Richieste as what was asked and decided (type, status, dates, amount, who
 * decided, the group that scopes it) and lose what they copied of the member: the name and the address.
 */
export async function eraseRequests({ orgId, memberId }: PersonalDataSubject): Promise<number> {
  const docs = (await db.collection(orgCol(orgId, 'requests')).where('memberId', '==', memberId).get()).docs;
  return eraseEach(docs, (d) => stillToErase(d, { holder: ERASED, name: ERASED, email: null }));
}
