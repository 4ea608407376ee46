import { col } from '@tessera/domain/paths';
import type { PersonalDataSubject } from '../personalData/registry';
import { db } from '../shared/admin';
import { eraseEach } from '../shared/erasing';

/**
 * An erased member's Apple Wallet pass registrations (one per device holding the pass, with the device's push token)
 * go: the pass stops being updated, and the device learns nothing more of the member.
 */
export async function eraseWalletRegistrations({ orgId, memberId }: PersonalDataSubject): Promise<number> {
  const regs = await db.collection(col.appleWalletRegistrations).where('orgId', '==', orgId).where('memberId', '==', memberId).get();
  return eraseEach(regs.docs, () => 'delete');
}
