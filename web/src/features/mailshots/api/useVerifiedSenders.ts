import { useMemo } from 'react';
import { MAX_MAIL_SENDERS, type MailSender } from '@tessera/domain/settings/mailSenders';
import { orgCol } from '@tessera/domain/paths';
import type { Live } from '../../../lib/data/live';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';

export type SenderChoice = Pick<MailSender, 'name' | 'email' | 'default'> & { id: string };

/**
 * The senders a mailshot may go from: the organization's verified ones, live, the default first (a handful at most:
 * MAX_MAIL_SENDERS; the unverified are filtered here rather than with a query that would need its own index).
 */
export function useVerifiedSenders(orgId: string): Live<SenderChoice[]> {
  const live = useLiveCollection<MailSender & { id: string }>(orgCol(orgId, 'mailSenders'), { limit: MAX_MAIL_SENDERS });
  return useMemo((): Live<SenderChoice[]> => {
    if (live.status !== 'success') return live;
    const verified = live.data.filter((s) => s.verified === true);
    verified.sort((a, b) => Number(b.default === true) - Number(a.default === true) || a.name.localeCompare(b.name));
    return { ...live, data: verified.map(({ id, name, email, default: isDefault }) => ({ id, name, email, default: isDefault })) };
  }, [live]);
}
