import { useState } from 'react';
import { Button, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/files/fileSize';
import { STORED_FILE_ACCEPT } from '@tessera/domain/files/files';
import { MAILSHOT_ATTACHMENTS_MAX_BYTES, MAILSHOT_MAX_ATTACHMENTS } from '@tessera/domain/mailshots/mailshot';
import { FieldRoot } from '../../../components/FieldRoot';
import { FileDropZone } from '../../../components/FileDropZone';
import { UploadProgress } from '../../../components/UploadProgress';
import { fileProblem, useFileUpload } from '../../../components/useFileUpload';
import { uploadAttachment } from '../api/uploadAttachment';
import type { DraftSectionProps } from './draftProps';
import type { StoredFile } from './mailshotDraft';

/**
 * Files every recipient's message carries (PDF or images), at most MAILSHOT_MAX_ATTACHMENTS and 5 MB together: each is
 * stored when chosen, the draft names it once saved (the save checks the total size).
 */
export function AttachmentsField({ control, errors, disabled }: DraftSectionProps) {
  const { t, i18n } = useTranslation();
  const { file, setFile, progress, send } = useFileUpload();
  // the server's verdict on the last file chosen (its type read from the bytes, its size)
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <Controller
      control={control}
      name="attachments"
      render={({ field: f }) => {
        const attachments: StoredFile[] = f.value;
        const full = attachments.length >= MAILSHOT_MAX_ATTACHMENTS;
        async function add(next: File | null) {
          setFile(next);
          setRefused(null);
          if (!next || fileProblem(next, false)) return;
          const issue = await send(async (chosen, onProgress) => {
            const stored = await uploadAttachment(chosen, onProgress);
            f.onChange([...attachments, { fileId: stored.fileId, fileName: stored.fileName }]);
          });
          if (issue) setRefused(issue.message);
        }
        const problem = fileProblem(file, false);
        const error = problem ?? refused ?? errors.attachments?.message ?? null;
        return (
          <FieldRoot invalid={!!error}>
            <Field.Label>{t('mailshots.fields.attachments')}</Field.Label>
            <Stack gap="2" w="full">
              {attachments.length > 0 && (
                <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" data-testid="mailshot-attachments">
                  {attachments.map((a) => (
                    <HStack as="li" key={a.fileId} justify="space-between" gap="2" borderWidth="1px" borderRadius="md" px="3" py="1.5">
                      <Text fontSize="sm" truncate data-testid="mailshot-attachment">
                        {a.fileName}
                      </Text>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        disabled={disabled}
                        aria-label={t('mailshots.attachments.remove', { name: a.fileName })}
                        onClick={() => f.onChange(attachments.filter((x) => x.fileId !== a.fileId))}
                        data-testid="mailshot-attachment-remove"
                      >
                        {t('mailshots.attachments.removeShort')}
                      </Button>
                    </HStack>
                  ))}
                </Stack>
              )}
              {!full && !disabled && (
                <FileDropZone
                  label={t('mailshots.attachments.add')}
                  accept={STORED_FILE_ACCEPT}
                  file={file}
                  onFile={(next) => void add(next)}
                  invalid={!!error}
                  testId="mailshot-attachment-file"
                />
              )}
              {progress !== null && (
                <UploadProgress
                  fraction={progress}
                  label={(percent) => t('mailshots.uploading', { percent })}
                  testId="mailshot-attachment-progress"
                />
              )}
            </Stack>
            {!error && (
              <Field.HelperText>
                {t('mailshots.attachments.help', {
                  count: MAILSHOT_MAX_ATTACHMENTS,
                  size: formatFileSize(MAILSHOT_ATTACHMENTS_MAX_BYTES, i18n.language),
                })}
              </Field.HelperText>
            )}
            <Field.ErrorText>{error && t(error)}</Field.ErrorText>
          </FieldRoot>
        );
      }}
    />
  );
}
