import { clearSuppressionContract } from '@tessera/domain/contracts/mailshots';
import { apiCall } from '../../../lib/api/client';

/** DELETE /v1/mailshots/suppression (header email): newsletters reach the address again (audited). */
export const clearSuppression = (email: string) => apiCall(clearSuppressionContract, { headers: { email }, overlay: false });
