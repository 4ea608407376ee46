import { useMemo } from 'react';
import type { CardStatus } from '@tessera/domain/entities/member';
import { DEFAULT_GRACE_PERIOD_MONTHS } from '@tessera/domain/constants';
import { orgCol, orgPath } from '@tessera/domain/paths';
import { SURNAME_SPLITS } from '../../../lib/data/shards';
import { useLiveShardedCollection } from '../../../lib/data/useLiveShardedCollection';
import { useLiveDocument } from '../../../lib/data/useLiveDocument';
import { LOADING, type Live } from '../../../lib/data/live';
import type { SessionProfile } from '../../auth/api/types';
import { toCardRow, type CardRow, type StoredCard } from '../cardRows';

/**
 * The organization's cards, live, each with its status after the organization's grace period.
 * A group admin's query names its groups: the rules refuse a query that could return other groups' cards.
 */
export function useCards(profile: SessionProfile, today: string): Live<CardRow[]> & { graceMonths: number } {
  const filters =
    profile.role === 'group' ? [{ field: 'group', op: 'in' as const, value: profile.groups.length > 0 ? profile.groups : ['-'] }] : [];
  // Read in holder ranges ("Surname Name"), as the members are: one listen over 20,000 cards is too big an answer.
  const cards = useLiveShardedCollection<StoredCard>(orgCol(profile.orgId, 'cards'), { field: 'holder', splits: SURNAME_SPLITS, filters });
  const org = useLiveDocument<{ preferences?: { gracePeriodMonths?: number } }>(orgPath(profile.orgId));
  const grace = org.status === 'success' ? org.data?.preferences?.gracePeriodMonths : undefined;
  const graceMonths = typeof grace === 'number' ? grace : DEFAULT_GRACE_PERIOD_MONTHS;
  const rows = useMemo(
    () => (cards.status === 'success' ? cards.data.map((c) => toCardRow(c, today, graceMonths)) : undefined),
    [cards.status, cards.data, today, graceMonths],
  );
  if (cards.status === 'error') return { ...cards, graceMonths };
  if (cards.status === 'loading' || !rows || org.status === 'loading') return { ...LOADING, graceMonths };
  return { status: 'success', data: rows, error: undefined, graceMonths };
}

export type { CardStatus };
