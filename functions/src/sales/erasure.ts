import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { ERASED } from '@tessera/domain/entities/erasure';
import { orgCol } from '@tessera/domain/paths';
import type { PersonalDataSubject } from '../personalData/registry';
import { db } from '../shared/admin';
import { eraseEach, stillToErase } from '../shared/erasing';

/** The names a registration, a waiting-list place or a cart copies: the holder, and whose family member it was. */
const NAMED = ['holder', 'familyOf'] as const;

const anonymized = (d: DocumentSnapshot) =>
  stillToErase(d, Object.fromEntries(NAMED.filter((k) => typeof d.get(k) === 'string' && d.get(k)).map((k) => [k, ERASED])));

/**
 * An erased member's registrations and tickets (their own and their family's), waiting-list places and carts keep
 * what the accounts need — the member id, the price, the amount, the payment, the seats — and lose the names they
 * copied. The checkout turn goes.
 */
export async function eraseRegistrant({ orgId, memberId }: PersonalDataSubject): Promise<number> {
  const inOrg = `${orgCol(orgId, 'sales')}/`;
  const [registrations, waiting, carts] = await Promise.all([
    ...['registrations', 'waitlist'].map((name) => db.collectionGroup(name).where('memberId', '==', memberId).get()),
    db.collection(orgCol(orgId, 'carts')).where('memberId', '==', memberId).get(),
  ]);
  const held = [...registrations!.docs, ...waiting!.docs].filter((r) => r.ref.path.startsWith(inOrg));
  const turn = await db.doc(`${orgCol(orgId, 'checkoutTurns')}/${memberId}`).get();
  return (await eraseEach([...held, ...carts!.docs], anonymized)) + (await eraseEach([turn], () => 'delete'));
}
