import { planOf, type Plan } from '@tessera/domain/constants';
import { orgPath } from '@tessera/domain/paths';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';

/**
 * The organization's present plan, live: what caps a campaign's places and makes a campaign read-only. Null until
 * the organization is read, so nothing is drawn read-only or capped by a guess.
 */
export function useOrgPlan(orgId: string): Plan | null {
  const org = useLiveDocument<{ plan?: { name?: string } }>(orgPath(orgId));
  return org.status === 'success' ? planOf(org.data?.plan?.name) : null;
}
