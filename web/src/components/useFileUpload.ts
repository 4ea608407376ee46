import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_MAX_BYTES } from '@tessera/domain/files/files';
import { ApiFailure } from '../lib/api/client';
import { notifyFailure } from './toaster';

/** What is wrong with a chosen file before it is sent: none chosen (when one is required), or over FILE_MAX_BYTES. */
export function fileProblem(file: File | null, required: boolean): 'validation.required' | 'upload.fileTooLarge' | null {
  if (!file) return required ? 'validation.required' : null;
  return file.size > FILE_MAX_BYTES ? 'upload.fileTooLarge' : null;
}

/**
 * One stored file chosen and sent from a form (convention documents, policies): the chosen file, the upload's progress
 * (null when none runs), the check before sending (none chosen, over FILE_MAX_BYTES), and the send itself, which
 * answers the server's field issue (the type read from the bytes, the size…) for the form to show; any other failure
 * is a toast.
 */
export function useFileUpload() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const problem = () => fileProblem(file, true);

  async function send(action: (file: File, onProgress: (fraction: number) => void) => Promise<void>) {
    if (!file) return null;
    setProgress(0);
    try {
      await action(file, setProgress);
      setFile(null);
      return null;
    } catch (e) {
      const issue = e instanceof ApiFailure ? e.issues?.[0] : undefined;
      if (!issue) notifyFailure(t, e);
      return issue ?? null;
    } finally {
      setProgress(null);
    }
  }

  return { file, setFile, progress, problem, send };
}
