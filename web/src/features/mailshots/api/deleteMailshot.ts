import { deleteMailshotContract } from '@tessera/domain/contracts/mailshots';
import { apiCall } from '../../../lib/api/client';

/** DELETE /v1/mailshots/one (header id): a draft only (MAILSHOT_ALREADY_SENT once it went out: its record stays). */
export const deleteMailshot = (id: string) => apiCall(deleteMailshotContract, { headers: { id }, overlay: false });
