import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/toaster';
import { errorText } from './errorText';

/** Runs one API action at a time: `busy` names the running one, success and failure end in a toast. */
export function useAction() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  async function run(name: string, action: () => Promise<unknown>, successKey: string): Promise<boolean> {
    setBusy(name);
    try {
      await action();
      notify('success', t(successKey));
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
