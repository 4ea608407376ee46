import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Box, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { UploadIcon } from './icons';

interface Props {
  /** what to pick, e.g. "File (CSV or XLSX, at most 10 MB)": names the zone and its input */
  label: string;
  /** one line under the zone (format notes) */
  help?: string;
  accept: string;
  file: File | null;
  onFile: (file: File | null) => void;
  invalid?: boolean;
  /** on the native input, so tests can set files the way a user's chooser does */
  testId: string;
}

/**
 * A file picker as a labelled drop zone sized to its content. The native input stays in the tab order (visually
 * hidden), so Tab reaches it and Enter/Space opens the system chooser, and a screen reader names it by the zone's
 * label; the whole zone is its <label>, so a click anywhere opens the chooser too, and a file dropped on it is taken
 * as if chosen. The chosen file's name replaces the prompt.
 */
export function FileDropZone({ label, help, accept, file, onFile, invalid = false, testId }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  // The parent clears the file after a send: clear the input too, so choosing the same file again fires a change.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  function drop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    const dropped = e.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  }

  return (
    <Stack gap="1.5">
      <chakra.label
        display="flex"
        alignItems="center"
        gap="3"
        px="4"
        py="3"
        borderWidth="2px"
        borderStyle="dashed"
        borderRadius="md"
        borderColor={dragging ? 'brand.solid' : invalid ? 'border.error' : 'border.emphasized'}
        bg={dragging ? 'brand.subtle' : 'bg.subtle'}
        cursor="pointer"
        _hover={{ borderColor: 'brand.solid' }}
        _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid={`${testId}-zone`}
      >
        <Box color="brand.fg" flexShrink={0} aria-hidden>
          <UploadIcon />
        </Box>
        <Stack gap="0" minW="0">
          <Text fontWeight="medium">{label}</Text>
          <Text fontSize="sm" color={file ? 'fg' : 'fg.muted'} truncate data-testid={`${testId}-name`}>
            {file ? file.name : t('fileDrop.prompt')}
          </Text>
        </Stack>
        <VisuallyHidden asChild>
          <input
            ref={input}
            type="file"
            accept={accept}
            aria-invalid={invalid || undefined}
            onChange={(e) => onFile(e.currentTarget.files?.[0] ?? null)}
            data-testid={testId}
          />
        </VisuallyHidden>
      </chakra.label>
      {help && (
        <Text fontSize="sm" color="fg.muted">
          {help}
        </Text>
      )}
    </Stack>
  );
}
