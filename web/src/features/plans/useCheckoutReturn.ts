import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SubscriptionView } from '@tessera/domain/plans/subscription';
import { checkPlan } from './api/checkPlan';

/** Coming back from the checkout: the plan being activated, active, not yet confirmed after a while, or cancelled. */
export type CheckoutReturn = 'activating' | 'activated' | 'late' | 'cancelled' | null;

const TRIES = 6;
const PAUSE_MS = 2_000;

/**
 * `?checkout=<id>` (paid) or `?checkout=cancelled`, read once and taken off the address. After a payment the plan
 * shows once the provider confirms it (its event, or check-subscription-plan asking about the open checkout): asked a
 * few times, a couple of seconds apart; the subscription found goes to `onActive`.
 */
export function useCheckoutReturn(onActive: (s: SubscriptionView) => void): CheckoutReturn {
  const [params, setParams] = useSearchParams();
  const [checkout] = useState(() => params.get('checkout'));
  const [state, setState] = useState<CheckoutReturn>(checkout === null ? null : checkout === 'cancelled' ? 'cancelled' : 'activating');

  useEffect(() => {
    if (checkout === null) return;
    setParams(
      (p) => {
        p.delete('checkout');
        return p;
      },
      { replace: true },
    );
    // setParams changes with the address: this runs once per return
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkout]);

  useEffect(() => {
    if (checkout === null || checkout === 'cancelled') return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async (n: number) => {
      try {
        const s = await checkPlan();
        if (!live) return;
        if (s.status !== 'none') {
          onActive(s);
          setState('activated');
          return;
        }
      } catch {
        // asked again below; the page's own read shows a lasting failure
      }
      if (!live) return;
      if (n + 1 >= TRIES) setState('late');
      else timer = setTimeout(() => void attempt(n + 1), PAUSE_MS);
    };
    void attempt(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [checkout, onActive]);

  return state;
}
