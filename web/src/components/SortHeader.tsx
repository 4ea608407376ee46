import { Box, chakra, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SortDir } from '@tessera/domain/lists/specs';

const SortButton = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    fontWeight: 'semibold',
    cursor: 'pointer',
    borderRadius: 'sm',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing' },
  },
});

interface Props<K extends string> {
  column: K;
  label: string;
  sort: { key: K; dir: SortDir };
  onSort: (key: K) => void;
}

/** A sortable table header: a button that sorts by the column (again: the other way), its state in aria-sort. */
export function SortHeader<K extends string>({ column, label, sort, onSort }: Props<K>) {
  const { t } = useTranslation();
  const active = sort.key === column;
  return (
    <Table.ColumnHeader aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'} data-testid={`sort-${column}`}>
      <SortButton type="button" onClick={() => onSort(column)} title={t('members.sortBy', { column: label })}>
        {label}
        <Box as="span" aria-hidden="true" color={active ? 'fg' : 'fg.subtle'} fontSize="xs">
          {active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
        </Box>
      </SortButton>
    </Table.ColumnHeader>
  );
}
