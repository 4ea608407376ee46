import { HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@tessera/domain/constants';

interface Props {
  page: number;
  pageSize: number;
  /** null while the total is being counted */
  total: number | null;
  /** whether a next page exists, when the pages are reached by cursor (the total may lag behind a live change) */
  hasNext?: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  /** a long page repeats the pagination above the table: that copy's ids and test ids end in "-top" */
  placement?: 'top' | 'bottom';
}

/** A paged list's page, total and moves (lib/data/usePagedQuery.ts and its kind). */
interface PagedRows {
  page: number;
  total: number | null;
  hasNext: boolean;
  goTo: (page: number) => void;
}

/** The pagination of a paged list, at the page size the list keeps. */
export function pagingOf(rows: PagedRows, pageSize: number, onPageSize: (size: number) => void): Omit<Props, 'placement'> {
  return { page: rows.page, pageSize, total: rows.total, hasNext: rows.hasNext, onPage: rows.goTo, onPageSize };
}

/** Italian pagination labels: items per page, first/previous/next/last, "x - y di total". */
export function Pagination({ page, pageSize, total: counted, hasNext, onPage, onPageSize, placement = 'bottom' }: Props) {
  const { t } = useTranslation();
  const suffix = placement === 'top' ? '-top' : '';
  const total = counted ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  const noNext = hasNext === undefined ? page >= pages - 1 : !hasNext;
  return (
    <HStack justify="flex-end" gap="3" flexWrap="wrap" py="2" fontSize="sm">
      <HStack gap="2">
        <label htmlFor={`page-size${suffix}`}>{t('pagination.itemsPerPage')}</label>
        <NativeSelect.Root size="xs" width="auto">
          <NativeSelect.Field id={`page-size${suffix}`} value={pageSize} onChange={(e) => onPageSize(Number(e.currentTarget.value))}>
            {PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Text data-testid={`pagination-range${suffix}`} visibility={counted === null ? 'hidden' : undefined}>
        {t('pagination.range', { from, to, total })}
      </Text>
      <HStack gap="1">
        <IconButton size="xs" variant="ghost" aria-label={t('pagination.first')} disabled={page === 0} onClick={() => onPage(0)}>
          «
        </IconButton>
        <IconButton size="xs" variant="ghost" aria-label={t('pagination.previous')} disabled={page === 0} onClick={() => onPage(page - 1)}>
          ‹
        </IconButton>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('pagination.next')}
          data-testid={`page-next${suffix}`}
          disabled={noNext}
          onClick={() => onPage(page + 1)}
        >
          ›
        </IconButton>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('pagination.last')}
          disabled={noNext || counted === null}
          onClick={() => onPage(pages - 1)}
        >
          »
        </IconButton>
      </HStack>
    </HStack>
  );
}
