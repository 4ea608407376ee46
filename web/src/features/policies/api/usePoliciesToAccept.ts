import { useMemo } from 'react';
import { memberPath, orgPath } from '@tessera/domain/paths';
import {
  policiesToAccept,
  type Policies,
  type PolicyAcceptances,
  type PolicyKind,
  type PublishedPolicy,
} from '@tessera/domain/settings/policies';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';

/**
 * The published policies the member has not accepted in their current version, live from the organization and the
 * member's own record (both readable by the member): a new publication shows at once, an acceptance clears it.
 * null until both are read.
 */
export function usePoliciesToAccept(orgId: string, memberId: string): (PublishedPolicy & { kind: PolicyKind })[] | null {
  const org = useLiveDocument<{ policies?: Policies }>(orgPath(orgId));
  const member = useLiveDocument<{ policies?: PolicyAcceptances }>(memberPath(orgId, memberId));
  return useMemo(() => {
    if (org.status !== 'success' || member.status !== 'success') return null;
    const published = org.data?.policies ?? {};
    return policiesToAccept(published, member.data?.policies).map((kind) => ({ kind, ...published[kind]! }));
  }, [org, member]);
}
