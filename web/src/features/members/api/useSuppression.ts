import { useMemo } from 'react';
import type { StoredSuppression } from '@tessera/domain/mailshots/mailshot';
import { normalizeRecipient } from '@tessera/domain/mailshots/mailshot';
import { orgCol } from '@tessera/domain/paths';
import type { Live } from '../../../lib/data/live';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';

export type Suppression = Omit<StoredSuppression, 'at'> & { id: string; at: Date | null };

/**
 * The newsletter suppression of an address, live, or null (unsubscribed, bounced, complained): one
 * equality query on the address as the mailshots store it (trimmed, lower-case). `email` null reads nothing (a member
 * without an address, or a role that may not read suppressions).
 */
export function useSuppression(orgId: string, email: string | null): Live<Suppression | null> {
  const live = useLiveCollection<Suppression>(orgCol(orgId, 'suppressions'), {
    filters: email ? [{ field: 'email', op: '==', value: normalizeRecipient(email) }] : null,
    limit: 1,
  });
  return useMemo((): Live<Suppression | null> => (live.status === 'success' ? { ...live, data: live.data[0] ?? null } : live), [live]);
}
