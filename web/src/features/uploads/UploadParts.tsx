import { Alert, Box, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MEMBER_UPLOAD_MAX_BYTES } from '@tessera/domain/uploads/memberUpload';
import { FileDropZone } from '../../components/FileDropZone';
import { JobProgress } from './JobProgress';
import { forgetJob, type PendingJob } from './pendingJobs';
import type { UploadProblem } from './uploadProblem';

/** The parts both upload dialogs (members, payments) are made of. */

/** The jobs this browser started, live, each hidden with its own button. */
export function PendingJobs({ jobs, onForgotten }: { jobs: PendingJob[]; onForgotten: () => void }) {
  const { t } = useTranslation();
  if (jobs.length === 0) return null;
  return (
    <Stack gap="3" aria-live="polite">
      <Text fontWeight="semibold">{t('uploads.pending')}</Text>
      {jobs.map((j) => (
        <JobProgress
          key={j.jobId}
          job={j}
          onForget={() => {
            forgetJob(j.jobId);
            onForgotten();
          }}
        />
      ))}
    </Stack>
  );
}

export const fileTooLarge = (file: File | null) => !!file && file.size > MEMBER_UPLOAD_MAX_BYTES;

/** The file to upload: CSV, TXT or XLSX, at most 10 MB (said at once, before sending). */
export function UploadFileField({ file, onFile }: { file: File | null; onFile: (file: File | null) => void }) {
  const { t } = useTranslation();
  const tooLarge = fileTooLarge(file);
  return (
    <Stack gap="1.5">
      <FileDropZone
        label={t('uploads.file')}
        help={t('uploads.fileHelp')}
        accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        file={file}
        onFile={onFile}
        invalid={tooLarge}
        testId="upload-file"
      />
      {tooLarge && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t('uploads.errors.fileTooLarge')}
        </Text>
      )}
    </Stack>
  );
}

/** Why the API refused the file, with the header's faults listed. */
export function UploadProblemAlert({ problem }: { problem: UploadProblem | null }) {
  if (!problem) return null;
  return (
    <Alert.Root status="error" data-testid="upload-problem">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{problem.text}</Alert.Title>
        {problem.details.length > 0 && (
          <Alert.Description>
            <ul>
              {problem.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/** What the file does: one radio per mode, each with its label and help (`uploads.modes.<MODE>`). */
export function ModeChoice<M extends string>({ modes, value, onChange }: { modes: readonly M[]; value: M; onChange: (mode: M) => void }) {
  const { t } = useTranslation();
  return (
    <Box as="fieldset" borderWidth="0" p="0" m="0" minW="0">
      <Text as="legend" fontWeight="medium" mb="2">
        {t('uploads.mode')}
      </Text>
      <RadioGroup.Root value={value} onValueChange={(e) => e.value && onChange(e.value as M)}>
        <Stack gap="2">
          {modes.map((m) => (
            <RadioGroup.Item key={m} value={m} alignItems="flex-start" data-testid={`upload-mode-${m}`}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="1" />
              <RadioGroup.ItemText>
                <Text fontWeight="medium">{t(`uploads.modes.${m}.label`)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t(`uploads.modes.${m}.help`)}
                </Text>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Box>
  );
}
