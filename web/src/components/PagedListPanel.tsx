import type { ComponentProps, ReactNode } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { Pagination } from './Pagination';

interface Props {
  paging: Omit<ComponentProps<typeof Pagination>, 'placement'>;
  /** a new page is on its way: the rows shown are the previous ones */
  loading: boolean;
  /** what to say instead of rows when the page has none (null: there are rows) */
  empty: { text: string; testId: string } | null;
  children: ReactNode;
}

/** A list's page in its panel: the pagination above and below (a page of 100 rows is long), and the rows or why there are none. */
export function PagedListPanel({ paging, loading, empty, children }: Props) {
  return (
    <Box bg="app.panel" borderRadius="lg" borderWidth="1px" aria-busy={loading}>
      <Box px="4" borderBottomWidth="1px">
        <Pagination placement="top" {...paging} />
      </Box>
      {empty ? (
        <Text p="8" textAlign="center" color="fg.muted" data-testid={empty.testId}>
          {empty.text}
        </Text>
      ) : (
        children
      )}
      <Box px="4" borderTopWidth="1px">
        <Pagination {...paging} />
      </Box>
    </Box>
  );
}
