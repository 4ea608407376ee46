import {
  addSenderContract,
  defaultSenderContract,
  deleteSenderContract,
  sendSenderCodeContract,
  verifySenderContract,
} from '@tessera/domain/contracts/settings';
import type { MailSender, MailSenderInput } from '@tessera/domain/settings/mailSenders';
import { MAX_MAIL_SENDERS } from '@tessera/domain/settings/mailSenders';
import { orgCol } from '@tessera/domain/paths';
import { apiCall } from '../../../lib/api/client';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';

/** The organization's mail senders, live, oldest first (at most MAX_MAIL_SENDERS exist). */
export const useMailSenders = (orgId: string) =>
  useLiveCollection<MailSender & { id: string }>(orgCol(orgId, 'mailSenders'), {
    order: [{ field: 'createdAt' }],
    limit: MAX_MAIL_SENDERS,
  });

export const addSender = (sender: MailSenderInput) => apiCall(addSenderContract, { body: sender, overlay: false });
export const sendSenderCode = (id: string) => apiCall(sendSenderCodeContract, { headers: { id }, overlay: false });
export const verifySender = (id: string, otp: string) => apiCall(verifySenderContract, { headers: { id }, body: { otp }, overlay: false });
export const defaultSender = (id: string) => apiCall(defaultSenderContract, { headers: { id }, overlay: false });
export const deleteSender = (id: string) => apiCall(deleteSenderContract, { headers: { id }, overlay: false });
