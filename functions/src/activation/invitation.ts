import { REQUESTS_PER_ADDRESS } from '@tessera/domain/constants';
import { memberPath } from '@tessera/domain/paths';
import { activateInvitationContract } from '@tessera/domain/contracts/activation';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { clientAddress } from '../http/clientAddress';
import { route } from '../http/route';
import { takeRateLimit } from '../verification/rateLimit';
import { joinableOrganization } from '../website/organization';
import { invitationHash, invitationRef } from '../accounts/memberInvitations';
import { assertNotActivated } from './cardMember';
import { issueTicket } from './ticket';

const millis = (v: unknown) => (v as { toMillis(): number } | undefined)?.toMillis?.() ?? 0;

/**
 * POST /auth/activate-invitation {token} (header org) → {id, card} — what the invitation mail's link opens: in place of
 * step 1 the token names the member, and the answer is step 1's (an activation ticket) with the card it identified.
 * The link is not spent here, only when step 2 makes the sign-in: a reload, or a code mailed to a mistyped address,
 * does not burn it. Its refusals are told apart (used, expired, unknown or replaced), since each asks for a different
 * next step and the token (32 random bytes) cannot be guessed; the network address is rate-limited all the same.
 */
export const activateInvitation = route(activateInvitationContract, async ({ headers, body, req }) => {
  await takeRateLimit('activate-ip', clientAddress(req), REQUESTS_PER_ADDRESS);
  const org = await joinableOrganization(headers.org);
  const hash = invitationHash(body.token);
  const invitation = (await invitationRef(hash).get()).data();
  if (!invitation || invitation.orgId !== org.id) throw new ApiError('INVITATION_INVALID');
  if (invitation.usedAt) throw new ApiError('INVITATION_USED');
  const memberId = String(invitation.memberId);
  const member = (await db.doc(memberPath(org.id, memberId)).get()).data();
  // a newer invitation replaced this one, or the member left the register
  if (!member || member.deceased === true || (member.invitation as { id?: unknown } | undefined)?.id !== hash)
    throw new ApiError('INVITATION_INVALID');
  if (millis(invitation.expiresAt) <= Date.now()) throw new ApiError('INVITATION_EXPIRED');
  await assertNotActivated(org.id, memberId);
  return {
    id: await issueTicket(org.id, memberId),
    card: {
      holder: `${String(member.name ?? '')} ${String(member.surname ?? '')}`.trim(),
      cardNumber: typeof member.cardNumber === 'string' ? member.cardNumber : null,
      email: typeof member.email === 'string' ? member.email : null,
    },
  };
});
