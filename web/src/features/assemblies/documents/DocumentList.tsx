import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AssemblyDocument } from '@tessera/domain/assemblies/documents';
import { DownloadFileButton } from '../../../components/DownloadFileButton';
import { StoredDocumentRow } from '../../../components/StoredDocumentRow';
import { openAssemblyDocument } from '../api/assemblyDocuments';

/**
 * Documents of an assembly, each downloaded through its short-lived link (the back office's pages and the member's
 * alike); `onRemove` adds the remove button while the assembly is a draft. Nothing when there are none.
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
  const { t } = useTranslation();
  if (documents.length === 0) return null;
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t('assemblies.docs.title')}>
      {documents.map((d) => (
        <StoredDocumentRow key={d.id} document={d} testId="assembly-document" data={{ 'data-item': d.itemId ?? '' }}>
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
        </StoredDocumentRow>
      ))}
    </Stack>
  );
}
