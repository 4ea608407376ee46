import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { orgCol } from '@tessera/domain/paths';
import { useLiveCollection } from '../../../lib/data/useLiveCollection';

interface TurnoutShard {
  id: string;
  cast?: number;
  weight?: number;
}

/**
 * How many have voted on the open item, live while the vote runs: the sum of its turnout shards (docs/assemblies.md,
 * "Turnout, live"), which each ballot moves. Never how they voted: that is counted at the close.
 */
export function Turnout({ orgId, assemblyId, itemId }: { orgId: string; assemblyId: string; itemId: string }) {
  const { t } = useTranslation();
  const shards = useLiveCollection<TurnoutShard>(`${orgCol(orgId, 'assemblies')}/${assemblyId}/turnout`, {
    filters: [{ field: 'item', op: '==', value: itemId }],
  });
  if (shards.status !== 'success') return null;
  const cast = shards.data.reduce((n, s) => n + (s.cast ?? 0), 0);
  const weight = shards.data.reduce((n, s) => n + (s.weight ?? 0), 0);
  return (
    <Text
      fontSize={{ base: 'xl', md: '2xl' }}
      fontWeight="semibold"
      aria-live="polite"
      data-testid="turnout"
      data-cast={cast}
      data-weight={weight}
    >
      {t('assemblies.chair.turnout', { count: cast, weight })}
    </Text>
  );
}
