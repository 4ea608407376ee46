import { endImpersonationContract } from '@tessera/domain/contracts/auth';
import { apiCall } from '../../../lib/api/client';

/** Ends the platform admin's impersonation (its platform profile current again). */
export const endImpersonation = () => apiCall(endImpersonationContract, {});
