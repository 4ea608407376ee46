import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../shared/admin';
import { copyOf } from '../personalData/collect';
import type { PersonalDataSubject } from '../personalData/registry';

// The member's registrations to activities and tickets (their family members' too: the member made them) and their
// places on waiting lists, each with the item's name and day, in their copy. Left out: the operator who took a
// registration at the desk (another person), the seats' shards, the checkout's cart.

const LEFT_OUT = ['by', 'cancelledBy', 'seats', 'cartId', 'memberId', 'group'];

export async function registrationsSection({ orgId, memberId }: PersonalDataSubject): Promise<unknown> {
  const prefix = `organizations/${orgId}/sales/`;
  const [registrations, waitlist] = await Promise.all(
    ['registrations', 'waitlist'].map(async (name) =>
      (await db.collectionGroup(name).where('memberId', '==', memberId).get()).docs.filter((d) => d.ref.path.startsWith(prefix)),
    ),
  );
  const all = [...registrations!, ...waitlist!];
  const items = all.length ? await db.getAll(...new Set(all.map((d) => d.ref.parent.parent!))) : [];
  const itemOf = new Map(
    items.map((s) => [
      s.id,
      { saleId: s.id, saleName: s.get('name') ?? null, saleDate: s.get('saleDate') ?? null, type: s.get('type') ?? null },
    ]),
  );
  const row = (d: QueryDocumentSnapshot, kind: 'registration' | 'waitlist') => ({
    kind,
    ...itemOf.get(d.ref.parent.parent!.id),
    ...copyOf(d.id, d.data(), LEFT_OUT),
  });
  return [...registrations!.map((d) => row(d, 'registration')), ...waitlist!.map((d) => row(d, 'waitlist'))];
}
