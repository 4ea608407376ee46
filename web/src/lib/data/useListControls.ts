import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@tessera/domain/constants';
import { LIST_SEARCH_PAUSE_MS, type SortDir } from '@tessera/domain/lists/specs';
import { storage, type ListName } from '../storage';
import { useDebounced } from '../useDebounced';

export interface ListSort<S extends string> {
  key: S;
  dir: SortDir;
}

/**
 * What every paged list lets its user set, one way for all: the search (shown at once, `searched` once typing pauses)
 * and the page size, both remembered per list; the sort, where a second click on a column turns its direction.
 * `freshSearch`: the page was opened filtered by a link, which means those filters alone (the remembered search is
 * not applied, so the list's total is the count the link showed).
 */
export function useListControls<S extends string>(list: ListName, defaultSort: ListSort<S>, { freshSearch = false } = {}) {
  const [saved] = useState(() => storage.listPreferences(list));
  const [search, setSearchText] = useState(freshSearch ? '' : (saved?.search ?? ''));
  const [pageSize, setPageSizeValue] = useState(saved?.pageSize ?? DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<ListSort<S>>(defaultSort);
  const searched = useDebounced(search, LIST_SEARCH_PAUSE_MS);
  return {
    search,
    searched,
    pageSize,
    sort,
    setSort,
    setSearch(text: string) {
      setSearchText(text);
      storage.setListPreferences(list, { search: text, pageSize });
    },
    setPageSize(size: number) {
      setPageSizeValue(size);
      storage.setListPreferences(list, { search, pageSize: size });
    },
    toggleSort(key: S) {
      setSort((s) => (s.key === key ? { key, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' }));
    },
  };
}
