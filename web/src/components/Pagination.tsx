import { HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@tessera/domain/constants';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Italian pagination labels of spec §2: items per page, first/previous/next/last, "x - y di total". */
export function Pagination({ page, pageSize, total, onPage, onPageSize }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <HStack justify="flex-end" gap="3" flexWrap="wrap" py="2" fontSize="sm">
      <HStack gap="2">
        <label htmlFor="page-size">{t('pagination.itemsPerPage')}</label>
        <NativeSelect.Root size="xs" width="auto">
          <NativeSelect.Field id="page-size" value={pageSize} onChange={(e) => onPageSize(Number(e.currentTarget.value))}>
            {PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Text data-testid="pagination-range">{t('pagination.range', { from, to, total })}</Text>
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
          disabled={page >= pages - 1}
          onClick={() => onPage(page + 1)}
        >
          ›
        </IconButton>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('pagination.last')}
          disabled={page >= pages - 1}
          onClick={() => onPage(pages - 1)}
        >
          »
        </IconButton>
      </HStack>
    </HStack>
  );
}
