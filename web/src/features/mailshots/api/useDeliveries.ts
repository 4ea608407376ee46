import type { ListRequest } from '@tessera/domain/lists/query';
import { deliveryList, type DeliveryFilterKey, type DeliverySortKey } from '@tessera/domain/lists/specs';
import { DELIVERY_STATES, type DeliveryState } from '@tessera/domain/mailshots/deliveryEvents';
import { usePagedQuery, type StoredData } from '../../../lib/data/usePagedQuery';

export interface DeliveryRow {
  id: string;
  email: string;
  state: DeliveryState;
  /** why a message failed or bounced, as the provider said it */
  error: string | null;
  updatedAt: Date | null;
}

function deliveryFromStored(id: string, d: StoredData): DeliveryRow {
  return {
    id,
    email: typeof d.email === 'string' ? d.email : '',
    state: (DELIVERY_STATES as readonly unknown[]).includes(d.state) ? (d.state as DeliveryState) : 'QUEUED',
    error: typeof d.error === 'string' && d.error ? d.error : null,
    updatedAt: d.updatedAt instanceof Date ? d.updatedAt : null,
  };
}

/** One page of a mailshot's deliveries (its subcollection), live, by address, optionally one state only. */
export const useDeliveriesPage = (
  orgId: string,
  mailshotId: string,
  request: Omit<ListRequest<DeliveryFilterKey, DeliverySortKey>, 'scope' | 'page' | 'parent'>,
) => usePagedQuery(orgId, deliveryList, { ...request, parent: mailshotId, scope: { kind: 'all' } }, deliveryFromStored);
