import type { ReactNode } from 'react';
import { Box, SimpleGrid } from '@chakra-ui/react';

/** A section of the member form: a fieldset with its legend, on the form's panels. */
export function MemberFormSection({ legend, children, testId }: { legend: string; children: ReactNode; testId?: string }) {
  return (
    <Box as="fieldset" bg="app.panel" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} minW="0" data-testid={testId}>
      <Box as="legend" px="2" fontWeight="semibold" fontSize="md">
        {legend}
      </Box>
      {children}
    </Box>
  );
}

/** A section's fields: one column on a phone, two from md up. */
export const FieldGrid = ({ children }: { children: ReactNode }) => (
  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
    {children}
  </SimpleGrid>
);
