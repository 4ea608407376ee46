import { useState } from 'react';
import { Alert, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../lib/files/fileSize';
import { ARCHIVE_IMPORT_MAX_BYTES } from '@tessera/domain/archive/manifest';
import { organizationInput } from '@tessera/domain/settings/organizations';
import { ApiFailure } from '../../lib/api/client';
import { errorText } from '../../lib/api/errorText';
import { ActionDialog } from '../../components/ActionDialog';
import { BackLink } from '../../components/BackLink';
import { FileDropZone } from '../../components/FileDropZone';
import { EMPTY_ORGANIZATION, OrganizationFields, organizationInputOf, type OrganizationValues } from '../../components/OrganizationFields';
import { PageTitle } from '../../components/PageTitle';
import { SubmitForm } from '../../components/SubmitForm';
import { UploadProgress } from '../../components/UploadProgress';
import { notifyFailure } from '../../components/toaster';
import { schemaFieldErrors, serverFieldErrors } from '../../components/useSchemaSubmit';
import { importArchive, type UploadStep } from './api/archive';
import { archiveImportJobPath } from './importPaths';

/** The refusals that are about the file itself: said beside it, where the platform admin chooses another. */
const FILE_REFUSALS = ['ARCHIVE_INVALID', 'ARCHIVE_VERSION_UNSUPPORTED', 'PAYLOAD_TOO_LARGE'];
/** The request's fields the form shows; any other field a refusal names is the archive's. */
const ORGANIZATION_FIELDS: readonly string[] = Object.keys(organizationInput.shape);

/** What the server said of a refused file: the catalogue's message, and which check it failed when it says so. */
interface Refusal {
  failure: ApiFailure;
  why?: string;
}

/**
 * /organizations/import: the platform admin chooses an association's archive (its size checked here against
 * ARCHIVE_IMPORT_MAX_BYTES before anything is sent), names the new association, its plan and its first general admin,
 * confirms, and follows the upload, piece by piece ("Uploading 3 of 6…"); the server checks the whole archive before
 * it creates anything, and the screen then moves to the job's progress.
 */
export function ArchiveImportPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [values, setValues] = useState<OrganizationValues>(EMPTY_ORGANIZATION);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [fileError, setFileError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<UploadStep | null>(null);
  const max = formatFileSize(ARCHIVE_IMPORT_MAX_BYTES, i18n.language);

  const sizeProblem = (f: File) =>
    f.size > ARCHIVE_IMPORT_MAX_BYTES ? t('archive.import.fileTooLarge', { size: formatFileSize(f.size, i18n.language), max }) : null;

  function choose(f: File | null) {
    setFile(f);
    setRefusal(null);
    setFileError(f ? sizeProblem(f) : null);
  }

  function review() {
    const parsed = organizationInput.safeParse(organizationInputOf(values));
    setErrors(parsed.success ? {} : schemaFieldErrors(parsed.error.issues));
    const problem = file ? sizeProblem(file) : t('archive.import.fileRequired');
    setFileError(problem);
    if (parsed.success && !problem) setConfirming(true);
  }

  async function send() {
    if (!file) return;
    setConfirming(false);
    setRefusal(null);
    setProgress({ piece: 1, pieces: 1, fraction: 0 });
    try {
      const answer = await importArchive(organizationInputOf(values), file, setProgress);
      navigate(archiveImportJobPath(answer.id, answer.jobId), { state: { invited: answer.invited ? values.email.trim() : null } });
    } catch (e) {
      const failure = e instanceof ApiFailure ? e : null;
      // an issue outside the new association's fields is about the file or its pieces (upload.ts): said beside the file
      const aboutFile = failure?.issues?.some((i) => !ORGANIZATION_FIELDS.includes(Object.keys(serverFieldErrors([i]))[0]!));
      if (failure && (FILE_REFUSALS.includes(failure.code) || aboutFile)) {
        setRefusal({ failure, why: failure.issues?.[0]?.message });
      } else if (failure?.issues?.length) {
        // the fields' own messages (an address already used…), on the fields
        setErrors(serverFieldErrors(failure.issues));
      } else {
        notifyFailure(t, e);
      }
    } finally {
      setProgress(null);
    }
  }

  // the server's detail of a damaged archive ("archive.notZip"), when this screen has words for it
  const whyKey = refusal?.why ? `archive.import.why.${refusal.why.replace(/^archive\./, '')}` : null;
  return (
    <Stack gap="5" maxW="3xl">
      <BackLink to="/organizations" label={t('archive.import.back')} />
      <PageTitle>{t('archive.import.title')}</PageTitle>
      <Text color="fg.muted" fontSize="sm">
        {t('archive.import.intro')}
      </Text>
      <SubmitForm labelledBy="archive-import-fields-title" onSubmit={review}>
        <Stack gap="2">
          <FileDropZone
            label={t('archive.import.fileLabel', { max })}
            help={t('archive.import.fileHelp')}
            accept=".zip,application/zip"
            file={file}
            onFile={choose}
            invalid={!!fileError || !!refusal}
            testId="archive-import-file"
          />
          {fileError && (
            <Text color="fg.error" fontSize="sm" role="alert" data-testid="archive-import-file-error">
              {fileError}
            </Text>
          )}
          {refusal && (
            <Alert.Root status="error" role="alert" data-testid="archive-import-refused" data-code={refusal.failure.code}>
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('archive.import.refusedTitle')}</Alert.Title>
                <Alert.Description>
                  <Text>{errorText(t, refusal.failure)}.</Text>
                  {whyKey && i18n.exists(whyKey) && <Text>{t(whyKey)}</Text>}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
        </Stack>
        <Heading as="h2" size="md" id="archive-import-fields-title">
          {t('archive.import.fieldsTitle')}
        </Heading>
        <OrganizationFields values={values} onChange={setValues} errors={errors} testId="archive-import" />
        {progress !== null && (
          <Stack gap="1" role="status">
            <UploadProgress
              fraction={progress.fraction}
              label={(percent) => t('archive.import.uploading', { piece: progress.piece, pieces: progress.pieces, percent })}
              testId="archive-import-upload"
            />
            {progress.fraction >= 1 && <Text fontSize="sm">{t('archive.import.checking')}</Text>}
          </Stack>
        )}
        <Box>
          <Button type="submit" colorPalette="brand" loading={progress !== null} data-testid="archive-import-submit">
            {t('archive.import.submit')}
          </Button>
        </Box>
      </SubmitForm>
      <ActionDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('archive.import.confirmTitle')}
        testId="archive-import-confirm-dialog"
        action={{ label: t('archive.import.confirm'), run: () => void send(), busy: false, testId: 'archive-import-confirm' }}
      >
        <Text>{t('archive.import.confirmBody', { name: values.name.trim(), file: file?.name ?? '', email: values.email.trim() })}</Text>
      </ActionDialog>
    </Stack>
  );
}
