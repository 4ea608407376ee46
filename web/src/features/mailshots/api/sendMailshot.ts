import { sendMailshotContract } from '@tessera/domain/contracts/mailshots';
import { apiCall } from '../../../lib/api/client';

/** POST /v1/mailshots/send (header id): reserves the whole send on the month's quota and queues it; it cannot be stopped. */
export const sendMailshot = (id: string) => apiCall(sendMailshotContract, { headers: { id }, overlay: false });
