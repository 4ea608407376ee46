import { Field } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { STORED_FILE_ACCEPT } from '@tessera/domain/files/files';
import { FieldRoot } from './FieldRoot';
import { FileDropZone } from './FileDropZone';
import { UploadProgress } from './UploadProgress';

/**
 * The file of a stored-file upload form (useFileUpload: a convention's document, an assembly's): the drop zone, the
 * error under it (already in words), and the upload's progress while it runs. Test ids: `{testId}-file`,
 * `{testId}-file-error`, `{testId}-progress`.
 */
export function StoredFileField({
  label,
  file,
  onFile,
  error,
  progress,
  testId,
}: {
  label: string;
  file: File | null;
  onFile: (file: File | null) => void;
  error: string | undefined;
  progress: number | null;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FieldRoot invalid={!!error}>
        <FileDropZone label={label} accept={STORED_FILE_ACCEPT} file={file} onFile={onFile} invalid={!!error} testId={`${testId}-file`} />
        <Field.ErrorText data-testid={`${testId}-file-error`}>{error}</Field.ErrorText>
      </FieldRoot>
      {progress !== null && (
        <UploadProgress fraction={progress} label={(percent) => t('common.uploadProgress', { percent })} testId={`${testId}-progress`} />
      )}
    </>
  );
}
