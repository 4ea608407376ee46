import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiFailure } from '../lib/api/client';
import { retryText } from '../lib/api/retryText';

/**
 * The wait a rate-limit refusal announced (its retryAt), for a button that must not be pressed again before then:
 * `waiting` until the time has come, then false by itself, so the button comes back without a reload; `text` says
 * how long and until when, refreshed while the minutes pass.
 */
export function useRetryWait() {
  const { t } = useTranslation();
  const [retryAt, setRetryAt] = useState<string | null>(null);
  const [, setTick] = useState(0);

  useEffect(() => {
    if (!retryAt) return;
    const check = () => (Date.parse(retryAt) <= Date.now() ? setRetryAt(null) : setTick((n) => n + 1));
    const timer = setInterval(check, Math.max(1_000, Math.min(Date.parse(retryAt) - Date.now(), 15_000)));
    return () => clearInterval(timer);
  }, [retryAt]);

  return {
    waiting: retryAt !== null,
    text: retryAt ? retryText(t, retryAt) : null,
    /** Keeps the wait a failure announced; true when it announced one. */
    note(e: unknown): boolean {
      if (!(e instanceof ApiFailure) || !e.retryAt) return false;
      setRetryAt(e.retryAt);
      return true;
    },
    clear: () => setRetryAt(null),
  };
}
