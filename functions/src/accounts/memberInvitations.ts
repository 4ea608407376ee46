import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { INVITATION_TTL_MS, invitationPath } from '@tessera/domain/members/invitation';
import { col, memberPath } from '@tessera/domain/paths';
import { appUrl } from '../config';
import { db } from '../shared/admin';

/**
 * A member's invitation link (docs/data-model.md `memberInvitations`): 32 random bytes, of which only the SHA-256 is
 * stored (memberInvitations/{hash}), so the database holds no usable link. The member document records the current
 * one as `invitation {id, sentAt, expiresAt}`: a newer invitation replaces `id`, which is what makes the older link
 * stop working (and its document is deleted with the write). Activating the card spends it (`usedAt`).
 */
export const invitationHash = (token: string) => createHash('sha256').update(token).digest('hex');
export const invitationRef = (hash: string) => db.doc(`${col.memberInvitations}/${hash}`);

/** The member's profiles in its organization: one means the member has a sign-in. */
export const memberProfilesQuery = (orgId: string, memberId: string) =>
  db.collection(col.profiles).where('orgId', '==', orgId).where('memberId', '==', memberId).limit(1);

/** Which of `memberIds` have a sign-in in the organization (one query per 30 ids, Firestore's `in` limit). */
export async function membersWithSignIn(orgId: string, memberIds: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < memberIds.length; i += 30) {
    const chunk = memberIds.slice(i, i + 30);
    const snap = await db.collection(col.profiles).where('orgId', '==', orgId).where('memberId', 'in', chunk).select('memberId').get();
    for (const d of snap.docs) found.add(String(d.get('memberId')));
  }
  return found;
}

export interface PreparedInvitation {
  /** the absolute link the mail carries */
  link: string;
  expiresAt: Date;
  /** stores the link and records it on the member, with the caller's other writes; the previous link is deleted */
  write(writer: Transaction | WriteBatch): void;
}

/** A new invitation link for the member whose document is `member` (its current `invitation.id` is replaced). */
export function prepareInvitation(orgId: string, memberId: string, member: DocumentData | undefined, now = Date.now()): PreparedInvitation {
  const token = randomBytes(32).toString('base64url');
  const hash = invitationHash(token);
  const expiresAt = new Date(now + INVITATION_TTL_MS);
  const previous = (member?.invitation as { id?: unknown } | undefined)?.id;
  return {
    link: `${appUrl.value().replace(/\/+$/, '')}${invitationPath(token)}`,
    expiresAt,
    write(writer) {
      const w = writer as WriteBatch;
      if (typeof previous === 'string' && previous !== hash) w.delete(invitationRef(previous));
      w.set(invitationRef(hash), {
        orgId,
        memberId,
        createdAt: FieldValue.serverTimestamp(),
        expiresAt: Timestamp.fromDate(expiresAt),
        usedAt: null,
      });
      w.update(db.doc(memberPath(orgId, memberId)), {
        invitation: { id: hash, sentAt: FieldValue.serverTimestamp(), expiresAt: Timestamp.fromDate(expiresAt) },
      });
    },
  };
}

/**
 * Inside the transaction that activates the member's card, among its reads: the member's current invitation, if any.
 * Answers the write that marks it used, so its link then says "already used" instead of opening activation again.
 */
export async function spendInvitation(tx: Transaction, member: DocumentData | undefined): Promise<() => void> {
  const id = (member?.invitation as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string') return () => undefined;
  const ref = invitationRef(id);
  const snap = await tx.get(ref);
  return () => {
    if (snap.exists) tx.update(ref, { usedAt: FieldValue.serverTimestamp() });
  };
}

/** A new invitation for a member who has no sign-in (what the card mail carries); null when the member has one or is gone. */
export async function invitationUnlessSignedIn(orgId: string, memberId: string): Promise<PreparedInvitation | null> {
  const [member, profiles] = await Promise.all([db.doc(memberPath(orgId, memberId)).get(), memberProfilesQuery(orgId, memberId).get()]);
  if (!member.exists || !profiles.empty) return null;
  return prepareInvitation(orgId, memberId, member.data());
}
