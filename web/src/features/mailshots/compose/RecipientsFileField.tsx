import { useState } from 'react';
import { Box, Field, Stack, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldRoot } from '../../../components/FieldRoot';
import { FileDropZone } from '../../../components/FileDropZone';
import { UploadProgress } from '../../../components/UploadProgress';
import { fileProblem, useFileUpload } from '../../../components/useFileUpload';
import { uploadRecipientsFile, type RecipientsFileReport } from '../api/uploadRecipientsFile';
import type { DraftSectionProps } from './draftProps';
import { RecipientsFileReportView } from './RecipientsFileReportView';

const ACCEPT = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * An XLSX or CSV file with a column named email, checked by the API as soon as it is chosen: its report (the
 * valid addresses, and every invalid or repeated row) shows under it, nothing dropped silently. A file without an email
 * column, or in another format, is refused with the upload's own message.
 */
export function RecipientsFileField({ control, setValue, errors }: DraftSectionProps) {
  const { t } = useTranslation();
  const chosen = useWatch({ control, name: 'file' });
  const { file, setFile, progress, send } = useFileUpload();
  const [report, setReport] = useState<RecipientsFileReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function check(next: File | null) {
    setFile(next);
    setReport(null);
    const local = fileProblem(next, false);
    setProblem(local);
    if (!next || local) return;
    const issue = await send(async (f, onProgress) => {
      const answer = await uploadRecipientsFile(f, onProgress);
      setReport(answer);
      setValue('file', { fileId: answer.fileId, fileName: answer.fileName }, { shouldDirty: true, shouldValidate: true });
    });
    // the server's verdict: no email column, a format other than XLSX or CSV, an unreadable file
    if (issue) setProblem(issue.message);
  }

  const error = problem ?? errors.file?.message ?? null;
  return (
    <Stack gap="3">
      <FieldRoot invalid={!!error}>
        <FileDropZone
          label={t('mailshots.recipients.file.label')}
          help={t('mailshots.recipients.file.help', { column: '{{…}}' })}
          accept={ACCEPT}
          file={file}
          onFile={(f) => void check(f)}
          invalid={!!error}
          testId="mailshot-file"
        />
        <Field.ErrorText data-testid="mailshot-file-error">{error && t(error)}</Field.ErrorText>
      </FieldRoot>
      {progress !== null && (
        <UploadProgress fraction={progress} label={(percent) => t('mailshots.uploading', { percent })} testId="mailshot-file-progress" />
      )}
      {report ? (
        <RecipientsFileReportView report={report} />
      ) : (
        chosen &&
        progress === null && (
          <Box data-testid="mailshot-file-current">
            <Text fontSize="sm">{t('mailshots.recipients.file.current', { name: chosen.fileName })}</Text>
          </Box>
        )
      )}
    </Stack>
  );
}
