import { useMemo } from 'react';
import { MAILSHOT_COUNT_SHARDS } from '@tessera/domain/mailshots/mailshot';
import { DELIVERY_STATES, type DeliveryState } from '@tessera/domain/mailshots/deliveryEvents';
import { orgCol } from '@tessera/domain/paths';
import type { Live } from '../../../lib/data/live';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';

export type DeliveryCounts = Record<DeliveryState, number>;

/**
 * A mailshot's deliveries per state, live: the sum of its count shards (`counts/{0..9}`, a number per state, kept with
 * increments by the API). Ten small documents, whatever the number of recipients.
 */
export function useDeliveryCounts(orgId: string, mailshotId: string): Live<DeliveryCounts> {
  const live = useLiveCollection<Record<string, unknown> & { id: string }>(`${orgCol(orgId, 'mailshots')}/${mailshotId}/counts`, {
    limit: MAILSHOT_COUNT_SHARDS,
  });
  return useMemo((): Live<DeliveryCounts> => {
    if (live.status !== 'success') return live;
    const sums = Object.fromEntries(DELIVERY_STATES.map((s) => [s, 0])) as DeliveryCounts;
    for (const shard of live.data)
      for (const s of DELIVERY_STATES) {
        const n = shard[s];
        if (typeof n === 'number' && Number.isFinite(n)) sums[s] += n;
      }
    return { ...live, data: sums };
  }, [live]);
}
