import { testMailshotContract } from '@tessera/domain/contracts/mailshots';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/mailshots/test (header id): the saved draft once to the caller's own address; answers that address. */
export const testMailshot = (id: string) => apiCall(testMailshotContract, { headers: { id }, overlay: false });
