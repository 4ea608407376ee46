import { useState } from 'react';
import { Box, Button, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Address } from '@tessera/domain/entities/common';
import { AddressFields } from '../../components/AddressFields';
import { PublicLayout } from '../../components/PublicLayout';
import { useSession } from '../../lib/session/session';
import { BulkUploadDialog } from '../../features/uploads/BulkUploadDialog';
import { ExtractionDialog } from '../../features/exports/ExtractionDialog';

const EMPTY: Address = { line: '', city: '', state: '', country: '', zip: '' };

/**
 * Development-only gallery (not routed in production builds): shared form components in isolation,
 * for the browser tests and for people to look at before a screen uses them.
 */
export function ComponentsPage() {
  const [address, setAddress] = useState<Address>(EMPTY);
  const profile = useSession().profile;
  const [dialog, setDialog] = useState<'upload' | 'extraction' | null>(null);
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
        {profile && (
          <HStack gap="3" flexWrap="wrap">
            <Button size="sm" onClick={() => setDialog('upload')} data-testid="dev-open-upload">
              Caricamento massivo
            </Button>
            <Button size="sm" onClick={() => setDialog('extraction')} data-testid="dev-open-extraction">
              Estrazione
            </Button>
            <BulkUploadDialog open={dialog === 'upload'} onClose={() => setDialog(null)} />
            <ExtractionDialog open={dialog === 'extraction'} onClose={() => setDialog(null)} />
          </HStack>
        )}
      </Stack>
    </PublicLayout>
  );
}
