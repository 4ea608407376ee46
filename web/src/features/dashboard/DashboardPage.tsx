import { Alert, Badge, Box, Heading, HStack, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_STATUSES } from '@tessera/domain/entities/member';
import { useSession } from '../../lib/session/session';
import { useListValueNames } from '../../lib/data/useListValues';
import { MailUsageCard } from './MailUsageCard';
import { useMemberCounters, type MemberCounter } from './api/useMemberCounters';
import { CounterBreakdown } from './CounterBreakdown';
import { PageTitle } from '../../components/PageTitle';

function sum(counters: MemberCounter[]): { total: number; byAccountStatus: Record<string, number> } {
  const out = { total: 0, byAccountStatus: {} as Record<string, number> };
  for (const c of counters) {
    out.total += c.total ?? 0;
    for (const [s, n] of Object.entries(c.byAccountStatus ?? {})) out.byAccountStatus[s] = (out.byAccountStatus[s] ?? 0) + n;
  }
  return out;
}

/** Dashboard: realtime member counters from the counter documents. */
export function DashboardPage() {
  const { t } = useTranslation();
  const profile = useSession().profile!;
  const counters = useMemberCounters(profile);
  const lists = useListValueNames(profile.orgId);

  return (
    <Stack gap="6">
      <PageTitle>{t('dashboard.title')}</PageTitle>
      {counters.status === 'error' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('dashboard.loadError')}</Alert.Title>
        </Alert.Root>
      )}
      {counters.status === 'loading' && <Skeleton height="32" />}
      {counters.status === 'success' &&
        (() => {
          const totals = sum(counters.data);
          return (
            <>
              <SimpleGrid columns={{ base: 2, lg: 5 }} gap={{ base: '2', sm: '4' }}>
                <Stat.Root bg="app.panel" p={{ base: '3', sm: '5' }} borderRadius="lg" borderWidth="1px">
                  <Stat.Label>{t('dashboard.membersTotal')}</Stat.Label>
                  <Stat.ValueText fontSize="3xl" data-testid="counter-total">
                    {totals.total}
                  </Stat.ValueText>
                </Stat.Root>
                {ACCOUNT_STATUSES.map((s) => (
                  <Stat.Root key={s} bg="app.panel" p={{ base: '3', sm: '5' }} borderRadius="lg" borderWidth="1px">
                    <Stat.Label>{t(`accountStatus.${s}`)}</Stat.Label>
                    <Stat.ValueText fontSize="2xl" data-testid={`counter-${s}`}>
                      {totals.byAccountStatus[s] ?? 0}
                    </Stat.ValueText>
                  </Stat.Root>
                ))}
              </SimpleGrid>
              {totals.total === 0 && <Text color="fg.muted">{t('dashboard.empty')}</Text>}
              <CounterBreakdown counters={counters.data} groupNames={lists?.groups} />
              {profile.role === 'group' && (
                <Box>
                  <Heading size="md" mb="3">
                    {t('dashboard.groupsTitle')}
                  </Heading>
                  <Stack gap="2">
                    {counters.data.map((c) => (
                      <HStack key={c.id} justify="space-between" bg="app.panel" p="3" borderRadius="md" borderWidth="1px">
                        <Text>{(c.group && lists?.groups?.get(c.group)) ?? c.group}</Text>
                        <Badge colorPalette="brand">{c.total}</Badge>
                      </HStack>
                    ))}
                  </Stack>
                </Box>
              )}
            </>
          );
        })()}
      <MailUsageCard profile={profile} />
    </Stack>
  );
}
