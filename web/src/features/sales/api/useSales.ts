import { useCallback } from 'react';
import type { ListRequest } from '@tessera/domain/lists/query';
import { saleList, type ListSpec, type SaleFilterKey, type SaleSortKey } from '@tessera/domain/lists/specs';
import { saleFromStored, type Sale } from '@tessera/domain/entities/sale';
import { useUnfilteredTotal } from '../../../lib/data/useListTotal';
import { usePagedQuery, type StoredData } from '../../../lib/data/usePagedQuery';

/** A stored sale item as the screens show it, its period as of `today`. */
export const toSale = (id: string, d: StoredData, today: string): Sale => saleFromStored(id, d, today);

/** One page of the organization's sale items, live (every back-office role reads them all: no group scope). */
export function useSalesPage(orgId: string, today: string, request: Omit<ListRequest<SaleFilterKey, SaleSortKey>, 'scope' | 'page'>) {
  const toRow = useCallback((id: string, d: StoredData) => toSale(id, d, today), [today]);
  return usePagedQuery(orgId, saleList, { ...request, scope: { kind: 'all' } }, toRow);
}

/** How many sale items the organization has (a count() aggregation: a few hundred at most). */
export const useSalesTotal = (orgId: string) => useUnfilteredTotal(orgId, saleList as ListSpec, { kind: 'all' });
