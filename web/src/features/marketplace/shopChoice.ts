import type { ListRequest } from '@tessera/domain/lists/query';
import type { SaleFilterKey, SaleSortKey } from '@tessera/domain/lists/specs';
import type { SaleType } from '@tessera/domain/entities/sale';
import { isoPlusDays } from '@tessera/domain/locale/dates';

/** How far ahead the member looks: any day, or the next 7, 30 or 90 days. */
export const SHOP_WHEN = ['', '7', '30', '90'] as const;
export type ShopWhen = (typeof SHOP_WHEN)[number];
export const SHOP_SORTS = ['saleDate', 'name'] as const satisfies readonly SaleSortKey[];

/** What the member chose above the shop: a word of the name, the type, how soon, seats left, free of charge, the order. */
export interface ShopChoice {
  search: string;
  type: SaleType | '';
  when: ShopWhen;
  seatsFree: boolean;
  free: boolean;
  sort: (typeof SHOP_SORTS)[number];
}

export const NO_SHOP_CHOICE: ShopChoice = { search: '', type: '', when: '', seatsFree: false, free: false, sort: 'saleDate' };

/** Whether anything narrows the shop (the empty state then says "nothing matches", with a way back). */
export const narrowed = (c: ShopChoice) => Boolean(c.search.trim() || c.type || c.when || c.seatsFree || c.free);

/**
 * The list request of the shop: always the items shown online with their sales open (the rules let a member read only
 * the items shown online, so the query says so), then the member's choices. The soonest day first by default; a
 * chosen time span orders by day too (Firestore orders a range's field first).
 */
export function shopRequest(
  c: ShopChoice,
  today: string,
): Pick<ListRequest<SaleFilterKey, SaleSortKey>, 'filters' | 'search' | 'sort' | 'range'> {
  return {
    filters: {
      visibleOnline: 'true',
      period: 'open',
      type: c.type || null,
      seatsFree: c.seatsFree ? 'true' : null,
      free: c.free ? 'true' : null,
    },
    search: c.search.trim(),
    sort: c.when || c.sort === 'saleDate' ? { key: 'saleDate', dir: 'asc' } : { key: 'name', dir: 'asc' },
    range: c.when ? { from: today, to: isoPlusDays(today, Number(c.when)) } : null,
  };
}
