import type { ListRequest } from '@tessera/domain/lists/query';
import { mailshotList, type ListSpec, type MailshotFilterKey, type MailshotSortKey } from '@tessera/domain/lists/specs';
import { useUnfilteredTotal } from '../../../lib/data/useListTotal';
import { usePagedQuery } from '../../../lib/data/usePagedQuery';
import { mailshotFromStored } from '../mailshot';

/** One page of the organization's mailshots, live, newest first (the mail roles read them all: no group scope). */
export const useMailshotsPage = (orgId: string, request: Omit<ListRequest<MailshotFilterKey, MailshotSortKey>, 'scope' | 'page'>) =>
  usePagedQuery(orgId, mailshotList, { ...request, scope: { kind: 'all' } }, mailshotFromStored);

/** How many mailshots the organization has (a count() aggregation). */
export const useMailshotsTotal = (orgId: string) => useUnfilteredTotal(orgId, mailshotList as ListSpec, { kind: 'all' });
