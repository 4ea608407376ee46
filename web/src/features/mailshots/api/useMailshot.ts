import { useMemo } from 'react';
import { orgCol } from '@tessera/domain/paths';
import type { Live } from '../../../lib/data/live';
import type { StoredData } from '../../../lib/data/usePagedQuery';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';
import { mailshotFromStored, type Mailshot } from '../mailshot';

/** One mailshot, live: the page turns from compose to monitor the moment it is queued. */
export function useMailshot(orgId: string, id: string): Live<Mailshot | null> {
  const live = useLiveDocument<StoredData>(`${orgCol(orgId, 'mailshots')}/${id}`);
  return useMemo(
    (): Live<Mailshot | null> =>
      live.status === 'success' ? { ...live, data: live.data ? mailshotFromStored(id, live.data) : null } : live,
    [live, id],
  );
}
