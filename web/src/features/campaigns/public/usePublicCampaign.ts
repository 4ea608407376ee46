import { useEffect, useState } from 'react';
import { ApiFailure } from '../../../lib/api/client';
import { getPublicCampaign, type PublicCampaign } from '../api/getPublicCampaign';

export type Loaded =
  { state: 'loading' } | { state: 'notFound' } | { state: 'error'; error: unknown } | { state: 'ready'; page: PublicCampaign };

/** A campaign's public page as loaded (loading, not found, failed or ready), and a retry that loads it again. */
export function usePublicCampaign(org: string, id: string): { loaded: Loaded; retry: () => void } {
  // the answer for one request (campaign and attempt): another request shows as loading until its answer is in
  const [attempt, setAttempt] = useState(0);
  const request = `${org}/${id}/${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; loaded: Loaded } | null>(null);
  const loaded: Loaded = answer?.request === request ? answer.loaded : { state: 'loading' };

  useEffect(() => {
    let current = true;
    getPublicCampaign(org, id).then(
      (page) => current && setAnswer({ request, loaded: { state: 'ready', page } }),
      (e: unknown) =>
        current &&
        setAnswer({
          request,
          loaded:
            e instanceof ApiFailure && (e.code === 'NOT_FOUND' || e.status === 404) ? { state: 'notFound' } : { state: 'error', error: e },
        }),
    );
    return () => {
      current = false;
    };
  }, [org, id, request]);
  const retry = () => setAttempt((n) => n + 1);

  return { loaded, retry };
}
