import { Badge, Box, Heading, HStack, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NO_GROUP } from '@tessera/domain/counters';
import { CARD_STATUSES, type CardStatus } from '@tessera/domain/entities/member';
import { CounterStat, listLink } from './CounterLink';
import type { MemberCounter } from './api/useMemberCounters';

/**
 * The members the counters count by card status are the members list filtered by card status (the counter the list's
 * total reads, so the two agree); active and inactive cards are also the cards list's status filter, but a card
 * "not found" there is a card without a member, not a member without a card: that counter opens the members list.
 */
const cardCounterLink = (s: CardStatus) =>
  s === 'NOT_FOUND' ? listLink('subscribers', { cardStatus: s }) : listLink('cards', { status: s });

/** One group's member count, a link to the members list filtered by that group (members without a group: no filter for them). */
export function GroupCount({ name, count, group, testId }: { name: string; count: number; group: string | null; testId?: string }) {
  return (
    <LinkBox as="div">
      <HStack
        justify="space-between"
        bg="app.panel"
        p="3"
        borderRadius="md"
        borderWidth="1px"
        _hover={group ? { borderColor: 'brand.solid' } : undefined}
      >
        {group ? (
          <LinkOverlay asChild textDecoration="underline" textUnderlineOffset="3px">
            <RouterLink to={listLink('subscribers', { group })}>{name}</RouterLink>
          </LinkOverlay>
        ) : (
          <Text>{name}</Text>
        )}
        <Badge colorPalette="brand" data-testid={testId}>
          {count}
        </Badge>
      </HStack>
    </LinkBox>
  );
}

/**
 * Cards by status (summed over the counter documents the caller reads) and, from the organization's document,
 * members per group. Texts under `counters.*` (features/counters/locales).
 */
export function CounterBreakdown({
  counters,
  groupNames,
  showGroups = true,
}: {
  counters: MemberCounter[];
  groupNames?: Map<string, string>;
  /** the per-group counts; off while the organization hides groups (preference showGroups) */
  showGroups?: boolean;
}) {
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
          <CounterStat
            key={s}
            label={t(`cardStatus.${s}`)}
            value={cards[s] ?? 0}
            to={cardCounterLink(s)}
            testId={`counter-card-${s}`}
            size="2xl"
          />
        ))}
      </SimpleGrid>
      {showGroups && groups.length > 0 && (
        <Box>
          <Heading size="md" mb="3">
            {t('counters.groupsTitle')}
          </Heading>
          <Stack gap="2">
            {groups.map((g) => (
              <GroupCount key={g.id} name={g.name} count={g.n} group={g.id === NO_GROUP ? null : g.id} testId={`counter-group-${g.id}`} />
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
