import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NO_GROUP } from '@tessera/domain/counters';
import { CARD_STATUSES } from '@tessera/domain/entities/member';
import type { MemberCounter } from './api/useMemberCounters';

/**
 * Cards by status (summed over the counter documents the caller reads) and, from the organization's document,
 * members per group. Texts under `counters.*` (features/counters/locales).
 */
export function CounterBreakdown({ counters, groupNames }: { counters: MemberCounter[]; groupNames?: Map<string, string> }) {
  const { t } = useTranslation();
  const cards: Record<string, number> = {};
  for (const c of counters) for (const [s, n] of Object.entries(c.byCardStatus ?? {})) cards[s] = (cards[s] ?? 0) + n;
  const org = counters.find((c) => c.group === null);
  const groups = Object.entries(org?.byGroup ?? {})
    .filter(([, n]) => n > 0)
    .map(([g, n]) => ({ id: g, name: g === NO_GROUP ? t('counters.noGroup') : (groupNames?.get(g) ?? g), n }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Stack gap="4">
      <Heading size="md">{t('counters.cardsTitle')}</Heading>
      <SimpleGrid columns={3} gap={{ base: '2', sm: '4' }}>
        {CARD_STATUSES.map((s) => (
          <Stat.Root key={s} bg="app.panel" p={{ base: '3', sm: '5' }} borderRadius="lg" borderWidth="1px">
            <Stat.Label>{t(`cardStatus.${s}`)}</Stat.Label>
            <Stat.ValueText fontSize="2xl" data-testid={`counter-card-${s}`}>
              {cards[s] ?? 0}
            </Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      {groups.length > 0 && (
        <Box>
          <Heading size="md" mb="3">
            {t('counters.groupsTitle')}
          </Heading>
          <Stack gap="2">
            {groups.map((g) => (
              <HStack key={g.id} justify="space-between" bg="app.panel" p="3" borderRadius="md" borderWidth="1px">
                <Text>{g.name}</Text>
                <Badge colorPalette="brand" data-testid={`counter-group-${g.id}`}>
                  {g.n}
                </Badge>
              </HStack>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
