import type { ReactNode } from 'react';
import { Box, Text } from '@chakra-ui/react';

/** One labelled value of a record's read-only view (inside a `<dl>`): "—" when there is none. */
export function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" m="0" wordBreak="break-word" data-testid={testId}>
        {value === undefined || value === null || value === '' ? '—' : value}
      </Text>
    </Box>
  );
}
