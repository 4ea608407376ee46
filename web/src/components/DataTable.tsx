import { Table } from '@chakra-ui/react';
import type { MouseEvent, ReactNode } from 'react';

/** The data attributes a row carries (the browser tests find rows by them). */
export type RowData = { [attribute: `data-${string}`]: string | undefined };

export interface DataTableProps<T> {
  testId: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowData: (row: T) => RowData;
  /** the column headers */
  header: ReactNode;
  /** a row's cells */
  cells: (row: T, index: number) => ReactNode;
  /** a click anywhere on a row opens it (the row then shows a pointer and highlights on hover) */
  onRowClick?: (row: T, e: MouseEvent) => void;
}

/** A small table of rows: its headers, then a row of cells for each. */
export function DataTable<T>({ testId, rows, rowKey, rowData, header, cells, onRowClick }: DataTableProps<T>) {
  return (
    <Table.Root size="sm" interactive={onRowClick ? true : undefined} data-testid={testId}>
      <Table.Header>
        <Table.Row>{header}</Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row, index) => (
          <Table.Row
            key={rowKey(row)}
            {...rowData(row)}
            {...(onRowClick ? { cursor: 'pointer', onClick: (e: MouseEvent) => onRowClick(row, e) } : {})}
          >
            {cells(row, index)}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
