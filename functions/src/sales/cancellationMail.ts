import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { memberPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { enqueueMail } from '../mail/enqueue';
import { memberRecipient } from '../mail/memberRecipient';

/**
 * The member's mail for a registration cancelled, queued in the cancellation's transaction (a cancellation happens once,
 * so does its mail). Its reads come first, as a transaction wants: the returned function queues it after the writes,
 * with the amount being refunded (0: none). A family member's registration names them; it goes to the member who made it.
 */
export async function cancellationMail(tx: Transaction, orgId: string, sale: DocumentReference, registration: DocumentSnapshot) {
  const memberId = registration.get('memberId');
  if (typeof memberId !== 'string' || !memberId) return async () => undefined;
  const [member, item] = await Promise.all([tx.get(db.doc(memberPath(orgId, memberId))), tx.get(sale)]);
  return async (refund: number) => {
    const recipient = memberRecipient(member.data());
    if (!recipient) return;
    await enqueueMail(
      {
        orgId,
        ...recipient,
        template: 'registrationCancelled',
        memberId,
        data: {
          name: String(member.get('name') ?? ''),
          holder: typeof registration.get('relativeId') === 'string' ? String(registration.get('holder') ?? '') : '',
          item: String(item.get('name') ?? ''),
          date: String(item.get('saleDate') ?? ''),
          seats: (registration.get('quantity') as number | undefined) ?? 1,
          refund,
        },
      },
      tx,
    );
  };
}
