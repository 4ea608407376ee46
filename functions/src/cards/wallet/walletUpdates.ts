import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { googleWalletObjectId } from '@tessera/domain/cards/wallet';
import { col, memberCardDownloadsPath, memberWalletPassPath } from '@tessera/domain/paths';
import { db } from '../../shared/admin';
import { loadOrgCardSettings, memberCardOf, type MemberCard } from '../cardData';
import { pushPassUpdate } from './applePush';
import { googleWalletCredentials } from './credentials';
import { googleWalletApi } from './googleWalletApi';
import { googleObjectOf, passCardOf } from './passes';

/** What a pass shows of the member: a change to any of these updates it. */
export const WALLET_SHOWN_FIELDS = ['cardNumber', 'cardStatus', 'cardValidUntil', 'name', 'surname'] as const;
const shown = (c: MemberCard | null) => (c ? [c.cardNumber, c.status, c.validUntil, c.name, c.surname].join('\n') : '');

/**
 * The wallet passes follow the card (renewed, expired by the nightly job, deactivated, renamed): the Google object is
 * patched through the Wallet API, the Apple pass is marked updated (its web service serves the new one) and its
 * devices are pushed. Only for members who took a pass (the download log says which kinds); a change nobody's pass
 * shows does nothing.
 */
export async function followCardInWallets(
  orgId: string,
  memberId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
) {
  // a member just created holds no pass yet (most writes of a seed or an upload end here, without a read)
  if (!before) return;
  const [was, is] = [before ? memberCardOf(memberId, before) : null, after ? memberCardOf(memberId, after) : null];
  if (shown(was) === shown(is)) return;
  const taken = (await db.doc(memberCardDownloadsPath(orgId, memberId)).get()).data() ?? {};
  if (!taken.google && !taken.apple) return;
  const pass = is ? passCardOf(orgId, await loadOrgCardSettings(orgId), is) : null;
  if (taken.google) {
    const { issuerId } = googleWalletCredentials();
    const id = googleWalletObjectId(issuerId, orgId, memberId);
    // the whole object as it is now (PATCH replaces the fields given); a member without a card: the pass goes inactive
    const { id: _id, classId: _classId, ...object } = pass ? googleObjectOf(pass, issuerId) : { id, classId: '', state: 'INACTIVE' };
    await googleWalletApi().patchObject(id, object);
  }
  if (taken.apple) {
    await db.doc(memberWalletPassPath(orgId, memberId)).set({ updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    const regs = await db.collection(col.appleWalletRegistrations).where('orgId', '==', orgId).where('memberId', '==', memberId).get();
    await pushPassUpdate(regs.docs.map((d) => d.get('pushToken') as string));
  }
}
