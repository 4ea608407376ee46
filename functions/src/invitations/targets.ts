import type { DocumentData } from 'firebase-admin/firestore';
import type { InviteMembersInput, InviteSkipReason } from '@tessera/domain/members/invitation';
import { memberPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { membersWithSignIn } from '../accounts/memberInvitations';
import { savedSearchMembers } from '../search/savedSearchMembers';

export interface InviteTarget {
  id: string;
  data: DocumentData;
}

export interface InviteTargets {
  invite: InviteTarget[];
  skipped: Record<InviteSkipReason, number>;
}

/** The member ids the request names: its list, or what its saved search finds (members mode only). */
async function namedIds(orgId: string, uid: string, input: InviteMembersInput): Promise<string[]> {
  if (input.memberIds) return [...new Set(input.memberIds)];
  const found = await savedSearchMembers(orgId, uid, input.searchId!);
  if (!found) throw new ApiError('INVALID_REQUEST', [{ path: 'body.searchId', message: 'validation.notAllowed' }]);
  return found.map((r) => String(r.id));
}

/**
 * Whom an invitation reaches: the named members read now, less those who have a sign-in, no email or are deceased
 * (counted by reason). A member removed since the search ran is left out.
 */
export async function inviteTargets(orgId: string, uid: string, input: InviteMembersInput): Promise<InviteTargets> {
  const ids = await namedIds(orgId, uid, input);
  const skipped: Record<InviteSkipReason, number> = { signedIn: 0, noEmail: 0, deceased: 0 };
  if (ids.length === 0) return { invite: [], skipped };
  const refs = ids.map((id) => db.doc(memberPath(orgId, id)));
  const snaps = [];
  for (let i = 0; i < refs.length; i += 300) snaps.push(...(await db.getAll(...refs.slice(i, i + 300))));
  const signedIn = await membersWithSignIn(orgId, ids);
  const invite: InviteTarget[] = [];
  for (const snap of snaps) {
    const data = snap.data();
    if (!data) continue;
    if (data.deceased === true) skipped.deceased += 1;
    else if (signedIn.has(snap.id)) skipped.signedIn += 1;
    else if (typeof data.email !== 'string' || !data.email) skipped.noEmail += 1;
    else invite.push({ id: snap.id, data });
  }
  return { invite, skipped };
}
