import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from './toaster';

/**
 * One request at a time behind a button: `busy` disables it while the action runs; a failure is shown as a toast
 * (by default the translated message with the raw code) and releases the flag.
 */
export function useBusyAction() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<void>, onError: (e: unknown) => void = (e) => notifyFailure(t, e)) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } catch (e) {
      onError(e);
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
