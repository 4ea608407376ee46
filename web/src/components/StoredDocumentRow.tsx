import type { ReactNode } from 'react';
import { HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StoredDocument } from '@tessera/domain/files/storedDocument';
import { formatFileSize } from '../lib/files/fileSize';

const typeOf = (d: StoredDocument) => (d.contentType === 'application/pdf' ? 'PDF' : d.contentType.replace('image/', '').toUpperCase());

/**
 * One document of a list (a convention's, an assembly's): its name, type and size, and its actions (download, remove)
 * at the end. An item of the `ul` the caller draws; `data` adds the caller's attributes for its tests.
 */
export function StoredDocumentRow({
  document,
  testId,
  data,
  children,
}: {
  document: StoredDocument;
  testId: string;
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  return (
    <HStack
      as="li"
      justify="space-between"
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      px="3"
      py="2"
      data-testid={testId}
      data-id={document.id}
      {...data}
    >
      <Stack gap="0" minW="0">
        <Text fontWeight="medium" truncate title={document.name}>
          {document.name}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {typeOf(document)} · {formatFileSize(document.size, i18n.language)}
        </Text>
      </Stack>
      <HStack gap="2" flexShrink={0}>
        {children}
      </HStack>
    </HStack>
  );
}
