import { planOf, type Plan } from '@tessera/domain/constants';
import { orgPath } from '@tessera/domain/paths';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';

/** The organization's present plan, live (FREE until known): what caps a campaign's places and makes it read-only. */
export function useOrgPlan(orgId: string): Plan {
  const org = useLiveDocument<{ plan?: { name?: string } }>(orgPath(orgId));
  return planOf(org.data?.plan?.name);
}
