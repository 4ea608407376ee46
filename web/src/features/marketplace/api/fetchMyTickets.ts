import { myTicketsContract } from '@tessera/domain/contracts/marketplace';
import { apiCall } from '../../../lib/api/client';

/** GET /v1/profile/tickets: the member's registrations, each paid one with its ticket's QR code. */
export const fetchMyTickets = () => apiCall(myTicketsContract);
