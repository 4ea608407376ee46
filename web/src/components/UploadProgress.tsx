import { Progress } from '@chakra-ui/react';

/** A file's upload as a bar and its percentage ("Caricamento: 42%"), named for assistive technology by the same text. */
export function UploadProgress({ fraction, label, testId }: { fraction: number; label: (percent: number) => string; testId: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <Progress.Root value={percent} colorPalette="brand" size="sm" aria-label={label(percent)} data-testid={testId}>
      <Progress.Label fontSize="xs">{label(percent)}</Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
