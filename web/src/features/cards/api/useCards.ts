import { useCallback } from 'react';
import type { CardStatus } from '@tessera/domain/entities/member';
import { DEFAULT_GRACE_PERIOD_MONTHS } from '@tessera/domain/constants';
import type { ListRequest } from '@tessera/domain/lists/query';
import { cardList, type CardFilterKey, type CardSortKey, type ListSpec } from '@tessera/domain/lists/specs';
import { orgPath } from '@tessera/domain/paths';
import { scopeFilter } from '@tessera/domain/scope';
import { useUnfilteredTotal } from '../../../lib/data/useListTotal';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';
import { usePagedQuery, type StoredData } from '../../../lib/data/usePagedQuery';
import type { SessionProfile } from '../../../lib/session/types';
import { toCardRow, type StoredCard } from '../cardRows';

/** The organization's grace period (months a card stays valid after its valid-until), live. */
function useGraceMonths(orgId: string): number | null {
  const org = useLiveDocument<{ preferences?: { gracePeriodMonths?: number } }>(orgPath(orgId));
  if (org.status !== 'success') return null;
  const grace = org.data?.preferences?.gracePeriodMonths;
  return typeof grace === 'number' ? grace : DEFAULT_GRACE_PERIOD_MONTHS;
}

/**
 * One page of the organization's cards, live, each with its status after the grace period. A group admin's
 * query names its groups: the rules refuse a query that could return other groups' cards.
 */
export function useCardsPage(
  profile: SessionProfile,
  today: string,
  request: Omit<ListRequest<CardFilterKey, CardSortKey>, 'scope' | 'page'>,
) {
  const graceMonths = useGraceMonths(profile.orgId);
  const grace = graceMonths ?? DEFAULT_GRACE_PERIOD_MONTHS;
  const toRow = useCallback((id: string, d: StoredData) => toCardRow({ ...(d as StoredCard), id }, today, grace), [today, grace]);
  const cards = usePagedQuery(profile.orgId, cardList, { ...request, scope: scopeFilter(profile) }, toRow);
  return { ...cards, graceMonths: grace, status: graceMonths === null && cards.status === 'success' ? ('loading' as const) : cards.status };
}

/** All the cards the profile may list (no filter, no search), live from the counters. */
export const useCardsTotal = (profile: SessionProfile) => useUnfilteredTotal(profile.orgId, cardList as ListSpec, scopeFilter(profile));

export type { CardStatus };
