import { useMemo } from 'react';
import { orgCol } from '@tessera/domain/paths';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';

/** Conventions a payment may name (id → name), by name; an association has a handful (at most this many are offered). */
const CHOICES_MAX = 200;

export function useConventionChoices(orgId: string): [string, string][] | null {
  const live = useLiveCollection<{ id: string; name?: string }>(orgCol(orgId, 'conventions'), {
    order: [{ field: 'sortKeys.name' }],
    limit: CHOICES_MAX,
  });
  return useMemo(() => (live.status === 'success' ? live.data.map((c) => [c.id, c.name ?? c.id] as [string, string]) : null), [live]);
}
