import { useCallback } from 'react';
import type { ListRequest } from '@tessera/domain/lists/query';
import { conventionList, type ConventionFilterKey, type ConventionSortKey, type ListSpec } from '@tessera/domain/lists/specs';
import { conventionFromStored, conventionState, type Convention, type ConventionState } from '@tessera/domain/entities/convention';
import { useUnfilteredTotal } from '../../../lib/data/useListTotal';
import { usePagedQuery, type StoredData } from '../../../lib/data/usePagedQuery';

export type ConventionRow = Convention & { state: ConventionState };

/** A stored convention as the screens use it, with where it stands today. */
export function toConventionRow(id: string, d: StoredData, today: string): ConventionRow {
  const c = conventionFromStored(id, d);
  return { ...c, state: conventionState(c, today) };
}

/** One page of the organization's conventions, live (every back-office role reads them all: no group scope). */
export function useConventionsPage(
  orgId: string,
  today: string,
  request: Omit<ListRequest<ConventionFilterKey, ConventionSortKey>, 'scope' | 'page'>,
) {
  const toRow = useCallback((id: string, d: StoredData) => toConventionRow(id, d, today), [today]);
  return usePagedQuery(orgId, conventionList, { ...request, scope: { kind: 'all' } }, toRow);
}

/** How many conventions the organization has (a count() aggregation: no counter for a handful). */
export const useConventionsTotal = (orgId: string) => useUnfilteredTotal(orgId, conventionList as ListSpec, { kind: 'all' });
