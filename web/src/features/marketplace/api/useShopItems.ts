import { useCallback } from 'react';
import { LIST_SEARCH_PAUSE_MS, saleList } from '@tessera/domain/lists/specs';
import { saleFromStored, type Sale } from '@tessera/domain/entities/sale';
import { usePagedQuery, type StoredData } from '../../../lib/data/usePagedQuery';
import { useDebounced } from '../../../lib/useDebounced';
import { shopRequest, type ShopChoice } from '../shopChoice';

/**
 * One page of the items a member may buy now, as the member narrowed them (shopChoice.ts): live, since seats taken
 * move as others buy. The search waits for a pause in typing: one query per word, not per letter.
 */
export function useShopItems(orgId: string, today: string, choice: ShopChoice, pageSize: number) {
  const toRow = useCallback((id: string, d: StoredData): Sale => saleFromStored(id, d, today), [today]);
  const search = useDebounced(choice.search, LIST_SEARCH_PAUSE_MS);
  return usePagedQuery(orgId, saleList, { ...shopRequest({ ...choice, search }, today), scope: { kind: 'all' }, pageSize }, toRow);
}
