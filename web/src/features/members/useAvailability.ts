import { useEffect, useState } from 'react';

const LIVE_CHECK_MS = 500;

export type Availability = 'idle' | 'checking' | 'free' | 'taken';

/** A server-side availability check, debounced, only for a value that changed and looks right; a failing call says nothing. */
export function useAvailability(
  value: string,
  initial: string,
  ready: (v: string) => boolean,
  check: (v: string) => Promise<boolean>,
): Availability {
  const [answer, setAnswer] = useState<{ value: string; state: Availability } | null>(null);
  const v = value.trim();
  const eligible = !!v && v.toLowerCase() !== initial.trim().toLowerCase() && ready(v);
  useEffect(() => {
    if (!eligible) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      check(v)
        .then((ok) => !cancelled && setAnswer({ value: v, state: ok ? 'free' : 'taken' }))
        .catch(() => !cancelled && setAnswer({ value: v, state: 'idle' }));
    }, LIVE_CHECK_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [v, eligible, check]);
  if (!eligible) return 'idle';
  return answer?.value === v ? answer.state : 'checking';
}
