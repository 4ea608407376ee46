import type { ListRequest } from '@tessera/domain/lists/query';
import { paymentList, type PaymentFilterKey, type PaymentSortKey } from '@tessera/domain/lists/specs';
import { scopeFilter } from '@tessera/domain/scope';
import { usePagedQuery } from '../../../lib/data/usePagedQuery';
import type { SessionProfile } from '../../../lib/session/types';
import { toPaymentRow } from '../paymentRows';

/**
 * One page of the payments the profile may see, live, with the count and the sum of the amounts over every match (one
 * aggregation). A group admin's query names its groups: the rules refuse one that could return other groups' payments.
 */
export const usePaymentsPage = (profile: SessionProfile, request: Omit<ListRequest<PaymentFilterKey, PaymentSortKey>, 'scope' | 'page'>) =>
  usePagedQuery(profile.orgId, paymentList, { ...request, scope: scopeFilter(profile) }, toPaymentRow);
