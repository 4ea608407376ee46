import { Box, Stack, Table, useBreakpointValue } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';
import { DataTable, type RowData } from './DataTable';
import { ScrollTable } from './ScrollTable';

/** Below 768 px (Chakra's md): a phone, where a list shows its rows as cards instead of a table that scrolls sideways. */
export function useCompactList(): boolean {
  return useBreakpointValue({ base: true, md: false }) ?? false;
}

interface Props<T> {
  rows: readonly T[];
  /** the list's name for screen readers */
  label: string;
  rowKey: (row: T) => string;
  /** the data attributes a row carries in either layout */
  rowData: (row: T) => RowData;
  /** a row as a card on a phone */
  card: (row: T) => ReactNode;
  /** the card's content fills its row to the edges (a card that is one link pads itself, so all of it is clickable) */
  flushCard?: boolean;
  tableTestId: string;
  /** the table's header cells */
  header: ReactNode;
  /** a row's cells */
  cells: (row: T) => ReactNode;
  /** a click anywhere on a table row opens it (the row then shows a pointer and highlights on hover) */
  onRowClick?: (row: T, e: MouseEvent) => void;
  /** the table's frame is a named region that keyboard users reach with Tab and scroll (ScrollTable) */
  scrollRegion?: boolean;
}

/** A list's rows as cards, one under the other: the phone's layout of every list. */
export function CardList<T>({
  rows,
  label,
  rowKey,
  rowData,
  card,
  flushCard,
}: Pick<Props<T>, 'rows' | 'label' | 'rowKey' | 'rowData' | 'flushCard'> & { card: (row: T, index: number) => ReactNode }) {
  return (
    <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label={label}>
      {rows.map((row, index) => (
        <Box as="li" key={rowKey(row)} borderBottomWidth="1px" {...(flushCard ? {} : { px: '4', py: '3' })} {...rowData(row)}>
          {card(row, index)}
        </Box>
      ))}
    </Stack>
  );
}

/** One page of a list: a table on wide screens, a list of cards on a phone (no sideways scrolling at 375 px). */
export function ListRows<T>({
  rows,
  label,
  rowKey,
  rowData,
  card,
  flushCard,
  tableTestId,
  header,
  cells,
  onRowClick,
  scrollRegion,
}: Props<T>) {
  const compact = useCompactList();
  if (compact) return <CardList rows={rows} label={label} rowKey={rowKey} rowData={rowData} card={card} flushCard={flushCard} />;
  const table = (
    <DataTable testId={tableTestId} rows={rows} rowKey={rowKey} rowData={rowData} header={header} cells={cells} onRowClick={onRowClick} />
  );
  return scrollRegion ? <ScrollTable label={label}>{table}</ScrollTable> : <Table.ScrollArea>{table}</Table.ScrollArea>;
}
