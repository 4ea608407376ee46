import { useState } from 'react';
import { Box, Button, Field, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AgendaItem } from '@tessera/domain/assemblies/assembly';
import { ASSEMBLY_DOCUMENTS_MAX, type AssemblyDocument } from '@tessera/domain/assemblies/documents';
import { FieldRoot } from '../../../components/FieldRoot';
import { RemoveDocumentDialog } from '../../../components/RemoveDocumentDialog';
import { StoredFileField } from '../../../components/StoredFileField';
import { SubmitForm } from '../../../components/SubmitForm';
import { notify } from '../../../components/toaster';
import { useFileUpload } from '../../../components/useFileUpload';
import { addAssemblyDocument, deleteAssemblyDocument } from '../api/assemblyDocuments';
import { DocumentList } from './DocumentList';

interface Props {
  assemblyId: string;
  agenda: AgendaItem[];
  documents: AssemblyDocument[];
}

/**
 * A draft's documents, grouped as the convocation names them (the whole assembly, then each item): added with a
 * progress bar, removed after a confirmation. The list is the assembly's, read live, so it follows each change.
 */
export function DocumentsEditor({ assemblyId, agenda, documents }: Props) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<AssemblyDocument | null>(null);
  const groups = [{ id: null, title: t('assemblies.docs.whole') }, ...agenda.map((i, n) => ({ id: i.id, title: `${n + 1}. ${i.title}` }))];
  return (
    <Stack as="section" gap="4" borderWidth="1px" borderRadius="md" p="4" bg="app.panel" data-testid="assembly-documents-editor">
      <Heading as="h2" size="md">
        {t('assemblies.docs.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('assemblies.docs.intro')}
      </Text>
      {groups.map((g) => {
        const mine = documents.filter((d) => d.itemId === g.id);
        return (
          <Stack key={g.id ?? 'whole'} gap="2" data-testid="assembly-documents-group" data-item={g.id ?? ''}>
            <Heading as="h3" size="sm">
              {g.title}
            </Heading>
            {mine.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('assemblies.docs.none')}
              </Text>
            ) : (
              <DocumentList assemblyId={assemblyId} documents={mine} onRemove={setRemoving} />
            )}
          </Stack>
        );
      })}
      {documents.length < ASSEMBLY_DOCUMENTS_MAX ? (
        <AddDocument assemblyId={assemblyId} groups={groups} />
      ) : (
        <Text data-testid="assembly-documents-full">{t('upload.assemblyDocumentsFull', { max: ASSEMBLY_DOCUMENTS_MAX })}</Text>
      )}
      <RemoveDocumentDialog
        name={removing?.name ?? null}
        texts="assemblies.docs"
        testId="assembly-document"
        remove={() => deleteAssemblyDocument(assemblyId, removing!.id)}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

function AddDocument({ assemblyId, groups }: { assemblyId: string; groups: { id: string | null; title: string }[] }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState('');
  const { file, setFile, progress, problem, send } = useFileUpload();
  const [error, setError] = useState<string | null>(null);

  async function upload() {
    const before = problem();
    setError(before);
    if (before) return;
    const issue = await send(async (chosen, onProgress) => {
      await addAssemblyDocument(assemblyId, target || null, chosen, onProgress);
      notify('success', t('assemblies.docs.added'));
    });
    // the server's verdict (the type read from the bytes, the size, the limit) under the file
    setError(issue?.message ?? null);
  }

  return (
    <Box borderTopWidth="1px" pt="4">
      <SubmitForm labelledBy="assembly-add-doc" onSubmit={() => void upload()}>
        <Heading as="h3" size="sm" id="assembly-add-doc">
          {t('assemblies.docs.add')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('assemblies.docs.help', { max: ASSEMBLY_DOCUMENTS_MAX })}
        </Text>
        <FieldRoot>
          <Field.Label>{t('assemblies.docs.attachTo')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={target} onChange={(e) => setTarget(e.currentTarget.value)} data-testid="assembly-document-target">
              {groups.map((g) => (
                <option key={g.id ?? 'whole'} value={g.id ?? ''}>
                  {g.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FieldRoot>
        <StoredFileField
          label={t('assemblies.docs.file')}
          file={file}
          onFile={setFile}
          error={error ? t(error, { max: ASSEMBLY_DOCUMENTS_MAX }) : undefined}
          progress={progress}
          testId="assembly-document"
        />
        <Box>
          <Button type="submit" colorPalette="brand" loading={progress !== null} data-testid="assembly-document-upload">
            {t('assemblies.docs.add')}
          </Button>
        </Box>
      </SubmitForm>
    </Box>
  );
}
