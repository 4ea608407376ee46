import { quotasContract } from '@tessera/domain/contracts/organizations';
import { apiCall } from '../../../lib/api/client';

export const getQuotas = () => apiCall(quotasContract, { overlay: false });
