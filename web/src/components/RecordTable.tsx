import { Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DataTable, type RowData } from './DataTable';
import { CardList, useCompactList } from './ListRows';
import { ScrollTable } from './ScrollTable';

/** One column of a record table: its header, and a row's content in it (a table cell, or a line of the row's card). */
export interface RecordColumn<T> {
  key: string;
  header: string;
  cell: (row: T, index: number) => ReactNode;
  align?: 'end';
  /** the card's title on a phone, shown without its header */
  primary?: boolean;
  /** the cell's own data-testid (the browser tests read a value by it) */
  testId?: string;
}

interface Props<T> {
  /** names the table's frame (or the list of cards) for screen readers */
  label: string;
  testId: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowData: (row: T) => RowData;
  /** the columns in order; `false` for one this table leaves out (a list type without prices) */
  columns: readonly (RecordColumn<T> | false)[];
  /** the last column: a row's actions, under a header only screen readers read; at the foot of each card on a phone */
  actions?: { label: string; cell: (row: T) => ReactNode; align?: 'end' };
}

/**
 * Records to manage (settings' lists, fields, admins, organizations; the accounting operations): a framed table on wide
 * screens, each row's actions in the last column; on a phone, a card per record (the other lists' layout), its actions
 * in view instead of past a sideways scroll. Nothing while there are no rows.
 */
export function RecordTable<T>({ label, testId, rows, rowKey, rowData, columns: maybe, actions }: Props<T>) {
  const compact = useCompactList();
  const columns = maybe.filter((c): c is RecordColumn<T> => c !== false);
  if (rows.length === 0) return null;
  if (compact) {
    return (
      // the frame draws the last card's bottom edge
      <Box borderWidth="1px" borderRadius="md" css={{ '& li:last-of-type': { borderBottomWidth: '0' } }} data-testid={testId}>
        <CardList
          label={label}
          rows={rows}
          rowKey={rowKey}
          rowData={rowData}
          card={(row, index) => <RecordCard row={row} index={index} columns={columns} actions={actions} />}
        />
      </Box>
    );
  }
  return (
    <ScrollTable label={label} borderWidth="1px" borderRadius="md">
      <DataTable
        testId={testId}
        rows={rows}
        rowKey={rowKey}
        rowData={rowData}
        header={
          <>
            {columns.map((c) => (
              <Table.ColumnHeader key={c.key} textAlign={c.align}>
                {c.header}
              </Table.ColumnHeader>
            ))}
            {actions && (
              <Table.ColumnHeader>
                <Box srOnly>{actions.label}</Box>
              </Table.ColumnHeader>
            )}
          </>
        }
        cells={(row, index) => (
          <>
            {columns.map((c) => (
              <Table.Cell key={c.key} textAlign={c.align} data-testid={c.testId}>
                {c.cell(row, index)}
              </Table.Cell>
            ))}
            {actions && <Table.Cell textAlign={actions.align}>{actions.cell(row)}</Table.Cell>}
          </>
        )}
      />
    </ScrollTable>
  );
}

/** A record on a phone: its title, then each other column as "header: value", then its actions. */
function RecordCard<T>({
  row,
  index,
  columns,
  actions,
}: {
  row: T;
  index: number;
  columns: readonly RecordColumn<T>[];
  actions: Props<T>['actions'];
}) {
  return (
    <Stack gap="2">
      {columns
        .filter((c) => c.primary)
        .map((c) => (
          <Box key={c.key} data-testid={c.testId}>
            {c.cell(row, index)}
          </Box>
        ))}
      {columns
        .filter((c) => !c.primary)
        .map((c) => (
          <HStack key={c.key} justify="space-between" align="start" gap="3" fontSize="sm">
            <Text color="fg.muted" flexShrink={0}>
              {c.header}
            </Text>
            <Box textAlign="end" minW="0" overflowWrap="anywhere" data-testid={c.testId}>
              {c.cell(row, index)}
            </Box>
          </HStack>
        ))}
      {actions && <Box alignSelf="end">{actions.cell(row)}</Box>}
    </Stack>
  );
}
