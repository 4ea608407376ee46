import { inviteMembersContract } from '@tessera/domain/contracts/invitations';
import { INVITATION_TTL_DAYS, INVITE_WRITE_CHUNK } from '@tessera/domain/members/invitation';
import { db } from '../shared/admin';
import { route } from '../http/route';
import { enqueueMail } from '../mail/enqueue';
import { memberRecipient } from '../mail/memberRecipient';
import { mailQuota, reserveOnQuota } from '../mail/quota';
import { prepareInvitation } from '../accounts/memberInvitations';
import { inviteTargets } from './targets';
import { searchesCol } from '../search/savedSearchStore';
import { auditActor, recordChange } from '../shared/audit';

/**
 * POST /v1/members/invite {memberIds | searchId, dryRun?} → {invited, skipped, expiresAt}. Finds whom to invite
 * (targets.ts), reserves the whole send on the month's quota in one transaction with its audit record (QUOTAS_EXCEEDED:
 * nothing written),
 * then, a chunk of members per atomic batch, each member's new link (the previous one stops working), its record on
 * the member and its message, queued as already counted. A failure between chunks leaves the earlier chunks sent and
 * the reservation whole: the admin sends again, and the members already invited simply get a newer link.
 */
export const inviteMembers = route(inviteMembersContract, async ({ claims, principal, body }) => {
  const { invite, skipped } = await inviteTargets(claims.org, principal.uid, body);
  if (body.dryRun || invite.length === 0) return { invited: invite.length, skipped, expiresAt: null };
  const search = body.searchId ? String((await searchesCol(claims.org).doc(body.searchId).get()).get('name') ?? '') : null;
  await db.runTransaction(async (tx) => {
    reserveOnQuota(tx, await mailQuota(claims.org, tx), invite.length);
    // the trace says how many and from where, not whom: a saved search can reach thousands of members
    recordChange(tx, claims.org, {
      type: 'membersInvited',
      by: auditActor(principal, claims),
      target: 'members',
      before: null,
      after: { invited: invite.length, ...skipped, ...(search === null ? {} : { search }) },
    });
  });
  const now = Date.now();
  let expiresAt: Date | null = null;
  for (let i = 0; i < invite.length; i += INVITE_WRITE_CHUNK) {
    const batch = db.batch();
    for (const member of invite.slice(i, i + INVITE_WRITE_CHUNK)) {
      const invitation = prepareInvitation(claims.org, member.id, member.data, now);
      expiresAt = invitation.expiresAt;
      invitation.write(batch);
      await enqueueMail(
        {
          orgId: claims.org,
          to: String(member.data.email),
          template: 'memberInvitation',
          // the member's language where one is stored (English members read English), Italian otherwise
          lang: memberRecipient(member.data)?.lang ?? 'it',
          memberId: member.id,
          data: {
            name: `${String(member.data.name ?? '')} ${String(member.data.surname ?? '')}`.trim(),
            cardNumber: typeof member.data.cardNumber === 'string' ? member.data.cardNumber : null,
            link: invitation.link,
            days: INVITATION_TTL_DAYS,
          },
        },
        batch,
        { counted: true },
      );
    }
    await batch.commit();
  }
  return { invited: invite.length, skipped, expiresAt: expiresAt ? expiresAt.toISOString() : null };
});
