import { ERASED } from '@tessera/domain/entities/erasure';
import { orgCol } from '@tessera/domain/paths';
import type { PersonalDataSubject } from '../personalData/registry';
import { db } from '../shared/admin';
import { addressesOf, eraseEach } from '../shared/erasing';

/** States after which the outbox never sends the message again. */
const UNSENT = ['PENDING', 'PROCESSING', 'RETRY', 'UNCERTAIN'];

/**
 * An erased member's mail log: every message to them (by member id, or by one of their addresses) keeps its template,
 * state, dates and attempts — the month's counts stay right — and loses the address and its payload (the merge fields
 * and attachments: what it said). A message still to be sent loses them too, so it is never sent; only a message
 * queued to forget itself (the erasure's own news, enqueue.ts forget) is left to go out first.
 */
export async function eraseMailLog({ orgId, memberId, member }: PersonalDataSubject): Promise<number> {
  const mail = db.collection(orgCol(orgId, 'mail'));
  const found = [
    ...(await mail.where('memberId', '==', memberId).get()).docs,
    ...(await Promise.all(addressesOf(member).map((a) => mail.where('to', '==', a).get()))).flatMap((s) => s.docs),
  ];
  const messages = [...new Map(found.map((d) => [d.id, d])).values()].filter(
    (d) => !(d.get('forget') === true && UNSENT.includes(String(d.get('state')))),
  );
  const payloads = messages.length ? await db.getAll(...messages.map((m) => m.ref.collection('private').doc('payload'))) : [];
  const addresses = await eraseEach(messages, (d) => (d.get('to') === ERASED ? null : { to: ERASED }));
  return addresses + (await eraseEach(payloads, () => 'delete'));
}
