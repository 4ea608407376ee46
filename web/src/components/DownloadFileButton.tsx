import { Button } from '@chakra-ui/react';
import { DownloadIcon } from './icons';
import { useBusyAction } from './useBusyAction';
import { downloadStoredFile } from '../lib/files/downloadStoredFile';

interface Props {
  /** the stored file's id (a convention document's, a policy's), linked through get-signed-file */
  fileId?: string;
  /** or the area's own way to the link, where get-signed-file does not serve the file (an assembly's documents) */
  download?: () => Promise<void>;
  /** shown beside the icon; without it the button is the icon alone, named by ariaLabel */
  label?: string;
  ariaLabel?: string;
  testId: string;
}

/** Downloads a stored file through a short-lived signed link; busy while the link is asked for. */
export function DownloadFileButton({ fileId, download, label, ariaLabel, testId }: Props) {
  const { busy, run } = useBusyAction();
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      aria-label={ariaLabel}
      onClick={() => void run(async () => void (download ? await download() : await downloadStoredFile(fileId ?? '')))}
      data-testid={testId}
    >
      <DownloadIcon /> {label}
    </Button>
  );
}
