import { useCallback } from 'react';
import { saleList } from '@tessera/domain/lists/specs';
import { saleFromStored, type Sale } from '@tessera/domain/entities/sale';
import { usePagedQuery, type StoredData } from '../../../lib/data/usePagedQuery';

/**
 * One page of the items a member may buy now: shown online with their sales open (the rules let a member read only
 * the items shown online, so the query says so), the nearest day first, live (seats taken move as others buy).
 */
export function useShopItems(orgId: string, today: string, pageSize: number) {
  const toRow = useCallback((id: string, d: StoredData): Sale => saleFromStored(id, d, today), [today]);
  return usePagedQuery(
    orgId,
    saleList,
    {
      filters: { visibleOnline: 'true', period: 'open' },
      sort: { key: 'saleDate', dir: 'asc' },
      scope: { kind: 'all' },
      pageSize,
    },
    toRow,
  );
}
