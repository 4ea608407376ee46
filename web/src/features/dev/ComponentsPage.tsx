import { useState } from 'react';
import { Box, Code, Heading, Stack, Text } from '@chakra-ui/react';
import type { Address } from '@tessera/domain/entities/common';
import { AddressFields } from '../../components/AddressFields';
import { PublicLayout } from '../shell/PublicLayout';

const EMPTY: Address = { line: '', city: '', state: '', country: '', zip: '' };

/**
 * Development-only gallery (not routed in production builds): shared form components in isolation,
 * for the browser tests and for people to look at before a screen uses them.
 */
export function ComponentsPage() {
  const [address, setAddress] = useState<Address>(EMPTY);
  return (
    <PublicLayout>
      <Stack gap="6">
        <Heading size="lg">Componenti</Heading>
        <Text color="fg.muted" fontSize="sm">
          Solo in sviluppo.
        </Text>
        <AddressFields legend="Indirizzo" value={address} onChange={setAddress} />
        <Box>
          <Code display="block" whiteSpace="pre" p="3" data-testid="address-values">
            {JSON.stringify(address, null, 2)}
          </Code>
        </Box>
      </Stack>
    </PublicLayout>
  );
}
