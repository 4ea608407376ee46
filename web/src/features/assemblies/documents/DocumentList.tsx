import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AssemblyDocument } from '@tessera/domain/assemblies/documents';
import { DownloadFileButton } from '../../../components/DownloadFileButton';
import { formatFileSize } from '../../../lib/files/fileSize';
import { openAssemblyDocument } from '../api/assemblyDocuments';

const typeOf = (d: AssemblyDocument) => (d.contentType === 'application/pdf' ? 'PDF' : d.contentType.replace('image/', '').toUpperCase());

/**
 * Documents of an assembly, each downloaded through its short-lived link (the back office's pages and the member's
 * alike); `onRemove` adds the remove button while the assembly is a draft.
 */
export function DocumentList({
  assemblyId,
  documents,
  onRemove,
}: {
  assemblyId: string;
  documents: AssemblyDocument[];
  onRemove?: (d: AssemblyDocument) => void;
}) {
  const { t, i18n } = useTranslation();
  if (documents.length === 0) return null;
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t('assemblies.docs.title')}>
      {documents.map((d) => (
        <HStack
          as="li"
          key={d.id}
          justify="space-between"
          gap="3"
          borderWidth="1px"
          borderRadius="md"
          px="3"
          py="2"
          data-testid="assembly-document"
          data-id={d.id}
          data-item={d.itemId ?? ''}
        >
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" truncate title={d.name}>
              {d.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {typeOf(d)} · {formatFileSize(d.size, i18n.language)}
            </Text>
          </Stack>
          <HStack gap="2" flexShrink={0}>
            <DownloadFileButton
              download={() => openAssemblyDocument(assemblyId, d.id)}
              ariaLabel={t('assemblies.docs.download', { name: d.name })}
              testId="assembly-document-download"
            />
            {onRemove && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => onRemove(d)} data-testid="assembly-document-remove">
                {t('assemblies.docs.removeAction')}
              </Button>
            )}
          </HStack>
        </HStack>
      ))}
    </Stack>
  );
}
