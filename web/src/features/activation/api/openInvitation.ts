import { apiCall } from '../../../lib/api/client';
import { orgHeaders } from '../../../lib/deployment/deployment';
import { activateInvitationContract } from '@tessera/domain/contracts/activation';

/** POST /auth/activate-invitation {token}: the invitation's member → {id: an activation ticket, card}. */
export const openInvitation = (token: string) => apiCall(activateInvitationContract, { headers: orgHeaders(), body: { token } });
