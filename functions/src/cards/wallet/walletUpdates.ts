import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { googleWalletObjectId } from '@tessera/domain/cards/wallet';
import { col, memberCardDownloadsPath, memberWalletPassPath, memberWalletPaths } from '@tessera/domain/paths';
import { db } from '../../shared/admin';
import { loadOrgCardSettings, memberCardOf, type MemberCard } from '../cardData';
import { pushPassUpdate } from './applePush';
import { googleWalletCredentials } from './credentials';
import { googleWalletApi } from './googleWalletApi';
import { googleObjectOf, passCardOf } from './passes';
import { googlePassWithdrawn } from './googlePass';

/** What a pass shows of the member: a change to any of these updates it. */
export const WALLET_SHOWN_FIELDS = ['cardNumber', 'cardStatus', 'cardValidUntil', 'name', 'surname'] as const;
const shown = (c: MemberCard | null) => (c ? [c.cardNumber, c.status, c.validUntil, c.name, c.surname].join('\n') : '');

/**
 * The wallet passes follow the card (renewed, expired by the nightly job, deactivated, renamed): the Google object is
 * patched through the Wallet API, the Apple pass is marked updated (its web service serves the new one) and its
 * devices are pushed. Only for members who took a pass (the download log says which kinds); a change nobody's pass
 * shows does nothing. A member deleted: withdrawWalletPasses.
 */
export async function followCardInWallets(
  orgId: string,
  memberId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
) {
  // a member just created holds no pass yet (most writes of a seed or an upload end here, without a read)
  if (!before) return;
  if (!after) {
    await withdrawWalletPasses(orgId, memberId);
    return;
  }
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

/**
 * A member gone (deleted by the back office or an upload, or erased): the Google object they saved is withdrawn, with
 * nothing of them left on it (googlePassWithdrawn), then their download log and pass change time are deleted. Whoever
 * deletes the member leaves those two documents (domain memberWalletPaths) because this is what reads the log: deleted
 * with the member, nothing would say which passes exist. Run by the member trigger's delete path, and by the erasure
 * before it answers; each run after the first finds no log and does nothing. An Apple pass lives on the member's own
 * device (its web service now answers 404 for it); the erasure deletes its devices' registrations (cards/erasure.ts).
 * Answers how many things it changed.
 */
export async function withdrawWalletPasses(orgId: string, memberId: string): Promise<number> {
  const docs = await db.getAll(...memberWalletPaths(orgId, memberId).map((p) => db.doc(p)));
  const taken = docs[0]!.data() ?? {};
  let changed = 0;
  if (taken.google) {
    const { issuerId } = googleWalletCredentials();
    if ((await googleWalletApi().patchObject(googleWalletObjectId(issuerId, orgId, memberId), googlePassWithdrawn())) === 'patched')
      changed++;
  }
  const present = docs.filter((d) => d.exists);
  if (present.length) {
    const batch = db.batch();
    for (const d of present) batch.delete(d.ref);
    await batch.commit();
  }
  return changed + present.length;
}
