import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadProblem, type UploadProblem } from './uploadProblem';

/** An upload dialog's file and its sending: busy while it goes, and why the API refused it (cleared by a new file). */
export function useUploadSend() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const chooseFile = (f: File | null) => {
    setFile(f);
    setProblem(null);
  };
  /** sends the chosen file; a file that went is let go of */
  async function send(work: (file: File) => Promise<void>) {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      await work(file);
      setFile(null);
    } catch (e) {
      setProblem(uploadProblem(t, e));
    } finally {
      setBusy(false);
    }
  }
  return { file, chooseFile, busy, problem, send };
}
