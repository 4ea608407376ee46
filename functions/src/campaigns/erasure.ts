import { ERASED } from '@tessera/domain/entities/erasure';
import type { PersonalDataSubject } from '../personalData/registry';
import { db } from '../shared/admin';
import { addressesOf, eraseEach, stillToErase } from '../shared/erasing';
import { campaigns, registrations } from './campaignStore';
import { registrationId } from './register';

/**
 * An erased member's campaign registrations (found by their address: a registration's id is its email's hash) keep
 * their place in the campaign's count and its ticket code, and lose the address, the name and the answers.
 */
export async function eraseCampaignRegistrations({ orgId, member }: PersonalDataSubject): Promise<number> {
  const addresses = addressesOf(member);
  if (addresses.length === 0) return 0;
  const ids = (await campaigns(orgId).select().get()).docs.map((c) => c.id);
  const refs = ids.flatMap((c) => addresses.map((a) => registrations(orgId, c).doc(registrationId(a))));
  const docs = refs.length ? await db.getAll(...refs) : [];
  return eraseEach(docs, (d) => stillToErase(d, { email: ERASED, name: ERASED, surname: ERASED, answers: {} }));
}
