import type { ListRequest } from '@tessera/domain/lists/query';
import { requestList, type RequestFilterKey, type RequestSortKey } from '@tessera/domain/lists/specs';
import { scopeFilter } from '@tessera/domain/scope';
import { usePagedQuery } from '../../../lib/data/usePagedQuery';
import type { SessionProfile } from '../../../lib/session/types';
import { toRequestRow } from '../requestRows';

/** One page of the members' requests the profile may see (a group admin: its groups'), newest first, live. */
export const useRequestsPage = (profile: SessionProfile, request: Omit<ListRequest<RequestFilterKey, RequestSortKey>, 'scope' | 'page'>) =>
  usePagedQuery(profile.orgId, requestList, { ...request, scope: scopeFilter(profile) }, toRequestRow);
