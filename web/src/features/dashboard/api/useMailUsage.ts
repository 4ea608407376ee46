import { EMAIL_QUOTA_PER_MONTH, type Plan } from '@tessera/domain/constants';
import { mailCounterId, mailMonth, type MailUsageCounter } from '@tessera/domain/entities/mail';
import { counterPath, orgPath } from '@tessera/domain/paths';
import { LOADING, type Live } from '../../../lib/data/live';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';

export interface MailUsage {
  month: string;
  sent: number;
  quota: number;
}

/**
 * This month's mail usage, live: the counter `counters/mail_{YYYY-MM}` the outbox keeps in its claim
 * transaction. Before the first mail of the month there is no counter: 0 sent, the plan's quota.
 */
export function useMailUsage(orgId: string): Live<MailUsage> {
  const month = mailMonth();
  const counter = useLiveDocument<MailUsageCounter>(counterPath(orgId, mailCounterId(month)));
  const org = useLiveDocument<{ plan?: { name?: Plan } }>(orgPath(orgId));
  if (counter.status === 'error') return counter;
  if (org.status === 'error') return org;
  if (counter.status === 'loading' || org.status === 'loading') return LOADING;
  const planName = org.data?.plan?.name;
  const planQuota = planName && planName in EMAIL_QUOTA_PER_MONTH ? EMAIL_QUOTA_PER_MONTH[planName] : EMAIL_QUOTA_PER_MONTH.FREE;
  return {
    status: 'success',
    data: { month, sent: counter.data?.sent ?? 0, quota: counter.data?.quota ?? planQuota },
    error: undefined,
  };
}
