import { resendInvitationContract } from '@tessera/domain/contracts/settings';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/settings/resend-invitation (header id): a new invitation link for an admin who has not used the first. */
export const resendInvitation = (id: string) => apiCall(resendInvitationContract, { headers: { id }, overlay: false });
