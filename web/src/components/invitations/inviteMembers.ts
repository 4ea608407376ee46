import type { InviteMembersInput } from '@tessera/domain/members/invitation';
import { inviteMembersContract } from '@tessera/domain/contracts/invitations';
import { apiCall } from '../../lib/api/client';

/** Whom an invitation is for: members by id, or a saved search's members. */
export type InviteTarget = { memberIds: string[] } | { searchId: string };

/** POST /v1/members/invite: `dryRun` only counts who would be invited and who skipped. */
export const inviteMembers = (target: InviteTarget, dryRun = false) =>
  apiCall(inviteMembersContract, { body: { ...target, ...(dryRun ? { dryRun } : {}) } as InviteMembersInput });

export type InviteAnswer = Awaited<ReturnType<typeof inviteMembers>>;
