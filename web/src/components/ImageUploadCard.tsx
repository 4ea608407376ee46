import { useState, type ReactNode } from 'react';
import { Box, Button, Field, HStack, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT } from '@tessera/domain/files/images';
import { ActionDialog } from './ActionDialog';
import { FieldRoot } from './FieldRoot';
import { FileDropZone } from './FileDropZone';
import { UploadProgress } from './UploadProgress';
import { notify } from './toaster';
import { useBusyAction } from './useBusyAction';
import { useFileUpload } from './useFileUpload';

export interface ImageUploadTexts {
  title: string;
  /** the current image's alternative text */
  alt: string;
  none: string;
  /** the picker's label (what the server makes of the image) */
  file: string;
  upload: string;
  saved: string;
  remove: string;
  removeTitle: string;
  removeBody: string;
  removed: string;
}

interface Props {
  /** the current image (a data URL), null for none, undefined while it loads */
  current: string | null | undefined;
  texts: ImageUploadTexts;
  /** data-testid prefix: `<id>-card`, `<id>-current`, `<id>-file`, `<id>-upload`, `<id>-remove`… */
  testId: string;
  /** without it the card only shows the image (a reader's view) */
  onUpload?: (file: File, onProgress: (fraction: number) => void) => Promise<void>;
  /** without it there is no remove button (a required photo is replaced, never removed) */
  onRemove?: () => Promise<void>;
  /** shown under the image (why it cannot be removed…) */
  note?: ReactNode;
  /** the largest side the image is shown at */
  maxH?: string;
  /** the title's level: h3 inside a settings section, h2 on a page of its own panels (headings go down one at a time) */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One image the server keeps (the organization's logo, a member's photo): the current one, a new one chosen and sent
 * with a progress bar (the server makes it smaller and answers the type problem under the picker), and removal after
 * a confirmation.
 */
export function ImageUploadCard({ current, texts, testId, onUpload, onRemove, note, maxH = '20', headingLevel = 'h3' }: Props) {
  const { t } = useTranslation();
  const { file, setFile, progress, problem, send } = useFileUpload();
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const remove = useBusyAction();

  async function upload() {
    setError(problem());
    if (problem()) return;
    const issue = await send(async (chosen, onProgress) => {
      await onUpload?.(chosen, onProgress);
      notify('success', texts.saved);
    });
    if (issue) setError(issue.message);
  }

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid={`${testId}-card`}>
      <Stack gap="3">
        <Heading as={headingLevel} size="sm">
          {texts.title}
        </Heading>
        <HStack gap="4" align="center" flexWrap="wrap">
          {current === undefined ? (
            <Skeleton h={maxH} w={maxH} />
          ) : current ? (
            <Image src={current} alt={texts.alt} maxH={maxH} maxW="40" data-testid={`${testId}-current`} />
          ) : (
            <Text fontSize="sm" color="fg.muted" data-testid={`${testId}-none`}>
              {texts.none}
            </Text>
          )}
          {current && onRemove && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRemoving(true)} data-testid={`${testId}-remove`}>
              {texts.remove}
            </Button>
          )}
        </HStack>
        {note}
        {onUpload && (
          <>
            <FieldRoot invalid={!!error}>
              <FileDropZone
                label={texts.file}
                accept={IMAGE_ACCEPT}
                file={file}
                onFile={setFile}
                invalid={!!error}
                testId={`${testId}-file`}
              />
              <Field.ErrorText data-testid={`${testId}-error`}>{error && t(error)}</Field.ErrorText>
            </FieldRoot>
            {progress !== null && (
              <UploadProgress
                fraction={progress}
                label={(percent) => t('common.uploadProgress', { percent })}
                testId={`${testId}-progress`}
              />
            )}
            <Box>
              <Button colorPalette="brand" loading={progress !== null} onClick={() => void upload()} data-testid={`${testId}-upload`}>
                {texts.upload}
              </Button>
            </Box>
          </>
        )}
      </Stack>
      {onRemove && (
        <ActionDialog
          open={removing}
          onClose={() => setRemoving(false)}
          title={texts.removeTitle}
          testId={`${testId}-remove-dialog`}
          action={{
            label: texts.remove,
            busy: remove.busy,
            testId: `${testId}-remove-confirm`,
            danger: true,
            run: () =>
              void remove.run(async () => {
                await onRemove();
                setRemoving(false);
                notify('success', texts.removed);
              }),
          }}
        >
          <Text>{texts.removeBody}</Text>
        </ActionDialog>
      )}
    </Box>
  );
}
