import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/toaster';
import { errorText } from './errorText';

/**
 * Runs one API action at a time: `busy` names the running one, success and failure end in a toast. The success
 * text may depend on the answer (e.g. which of two things the server did).
 */
export function useAction() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  async function run<T>(name: string, action: () => Promise<T>, successKey: string | ((answer: T) => string)): Promise<boolean> {
    setBusy(name);
    try {
      const answer = await action();
      notify('success', t(typeof successKey === 'string' ? successKey : successKey(answer)));
      return true;
    } catch (e) {
      notify('error', errorText(t, e));
      return false;
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}
