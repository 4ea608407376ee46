import { useState } from 'react';
import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ConventionDocument } from '@tessera/domain/entities/convention';
import { RemoveDocumentDialog } from '../../components/RemoveDocumentDialog';
import { StoredDocumentList } from '../../components/StoredDocumentList';
import { downloadStoredFile } from '../../lib/files/downloadStoredFile';
import { StoredFileField } from '../../components/StoredFileField';
import { FieldRoot } from '../../components/FieldRoot';
import { SubmitForm } from '../../components/SubmitForm';
import { notify } from '../../components/toaster';
import { useFileUpload } from '../../components/useFileUpload';
import { addConventionDocument, deleteConventionDocument } from './api/conventionDocuments';

/** A convention's documents: download through a signed link, remove after a confirmation, add with a progress bar. */
export function ConventionDocuments({
  conventionId,
  documents,
  canWrite,
}: {
  conventionId: string;
  documents: ConventionDocument[];
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<ConventionDocument | null>(null);
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="md" p="4" bg="app.panel" data-testid="convention-documents">
      <Heading as="h2" size="md">
        {t('conventions.docs.title')}
      </Heading>
      {documents.length === 0 ? (
        <Text color="fg.muted" data-testid="convention-documents-empty">
          {t('conventions.docs.empty')}
        </Text>
      ) : (
        <StoredDocumentList
          documents={documents}
          download={(d) => downloadStoredFile(d.fileId)}
          texts="conventions.docs"
          testId="convention-document"
          onRemove={canWrite ? setRemoving : undefined}
        />
      )}
      {canWrite && <AddDocumentForm conventionId={conventionId} />}
      <RemoveDocumentDialog
        name={removing?.name ?? null}
        texts="conventions.docs"
        testId="convention-document"
        remove={() => deleteConventionDocument(conventionId, removing!.id)}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}

function AddDocumentForm({ conventionId }: { conventionId: string }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const { file, setFile, progress, problem, send } = useFileUpload();
  const [errors, setErrors] = useState<{ name?: string; file?: string }>({});

  async function upload() {
    const found = { name: name.trim() ? undefined : 'validation.required', file: problem() ?? undefined };
    setErrors(found);
    if (found.name || found.file) return;
    const issue = await send(async (chosen, onProgress) => {
      await addConventionDocument(conventionId, name.trim(), chosen, onProgress);
      notify('success', t('conventions.docs.added'));
      setName('');
    });
    // the server's verdict on the file (type from its bytes, size) or on the title lands on that field
    if (issue) setErrors(issue.path === 'body.name' ? { name: issue.message } : { file: issue.message });
  }

  return (
    <Box borderTopWidth="1px" pt="4">
      <SubmitForm labelledBy="convention-add-doc" onSubmit={() => void upload()}>
        <Heading as="h3" size="sm" id="convention-add-doc">
          {t('conventions.docs.add')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('conventions.docs.help')}
        </Text>
        <FieldRoot invalid={!!errors.name} required>
          <Field.Label>{t('conventions.docs.name')}</Field.Label>
          <Input value={name} onChange={(e) => setName(e.currentTarget.value)} data-testid="convention-document-name" />
          <Field.ErrorText>{errors.name && t(errors.name)}</Field.ErrorText>
        </FieldRoot>
        <StoredFileField
          label={t('conventions.docs.file')}
          file={file}
          onFile={setFile}
          error={errors.file && t(errors.file)}
          progress={progress}
          testId="convention-document"
        />
        <Box>
          <Button type="submit" colorPalette="brand" loading={progress !== null} data-testid="convention-document-upload">
            {t('conventions.docs.add')}
          </Button>
        </Box>
      </SubmitForm>
    </Box>
  );
}
