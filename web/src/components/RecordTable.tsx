import { Box, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './DataTable';
import { ScrollTable } from './ScrollTable';

interface Props<T> extends Omit<DataTableProps<T>, 'onRowClick'> {
  /** names the table's frame for screen readers */
  label: string;
  /** the last column: a row's actions, under a header only screen readers read */
  actions?: { label: string; cell: (row: T) => ReactNode; align?: 'end' };
}

/**
 * A table of records to manage (settings' lists, fields, admins, organizations; the accounting operations): framed,
 * scrolling sideways on a phone, each row's actions in the last column. Nothing while there are no rows.
 */
export function RecordTable<T>({ label, actions, header, cells, ...table }: Props<T>) {
  if (table.rows.length === 0) return null;
  return (
    <ScrollTable label={label} borderWidth="1px" borderRadius="md">
      <DataTable
        {...table}
        header={
          <>
            {header}
            {actions && (
              <Table.ColumnHeader>
                <Box srOnly>{actions.label}</Box>
              </Table.ColumnHeader>
            )}
          </>
        }
        cells={(row, index) => (
          <>
            {cells(row, index)}
            {actions && <Table.Cell textAlign={actions.align}>{actions.cell(row)}</Table.Cell>}
          </>
        )}
      />
    </ScrollTable>
  );
}
