import { orgCol } from '@tessera/domain/paths';
import type { PersonalDataSubject } from '../personalData/registry';
import { db } from '../shared/admin';
import { eraseEach } from '../shared/erasing';

/**
 * What the payments keep of an erased member: the fiscal records stay as issued — payments, receipts, credit notes,
 * invoices keep the holder's name, tax code, card number and amounts for the ten years the law keeps them (docs/
 * data-model.md, "Erasure"); nothing else of the member is on them. The payment account (the saved card's reference at
 * the provider, the auto-renewal) goes.
 */
export async function erasePaymentAccount({ orgId, memberId }: PersonalDataSubject): Promise<number> {
  return eraseEach([await db.doc(`${orgCol(orgId, 'paymentAccounts')}/${memberId}`).get()], () => 'delete');
}
