import { Alert, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_STATUSES } from '@tessera/domain/entities/member';
import { useSession } from '../../lib/session/session';
import { useListValueNames } from '../../lib/data/useListValues';
import { useShownMemberFields } from '../../lib/data/usePreferences';
import { MailUsageCard } from './MailUsageCard';
import { ReceiptsCard } from './ReceiptsCard';
import { useMemberCounters, type MemberCounter } from './api/useMemberCounters';
import { CounterBreakdown, GroupCount } from './CounterBreakdown';
import { CounterStat, listLink } from './CounterLink';
import { PageTitle } from '../../components/PageTitle';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';

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
  const shown = useShownMemberFields();
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
      {counters.status === 'loading' && <LoadingSkeleton height="32" />}
      {counters.status === 'success' &&
        (() => {
          const totals = sum(counters.data);
          return (
            <>
              <SimpleGrid columns={{ base: 2, lg: 5 }} gap={{ base: '2', sm: '4' }}>
                <CounterStat
                  label={t('dashboard.membersTotal')}
                  value={totals.total}
                  to={listLink('subscribers')}
                  testId="counter-total"
                  size="3xl"
                />
                {ACCOUNT_STATUSES.map((s) => (
                  <CounterStat
                    key={s}
                    label={t(`accountStatus.${s}`)}
                    value={totals.byAccountStatus[s] ?? 0}
                    to={listLink('subscribers', { accountStatus: s })}
                    testId={`counter-${s}`}
                    size="2xl"
                  />
                ))}
              </SimpleGrid>
              {totals.total === 0 && <Text color="fg.muted">{t('dashboard.empty')}</Text>}
              <CounterBreakdown counters={counters.data} groupNames={lists?.groups} showGroups={shown.group} />
              {profile.role === 'group' && (
                <Box>
                  <Heading size="md" mb="3">
                    {t('dashboard.groupsTitle')}
                  </Heading>
                  <Stack gap="2">
                    {counters.data.map((c) => (
                      <GroupCount
                        key={c.id}
                        name={(c.group && lists?.groups?.get(c.group)) ?? c.group ?? ''}
                        count={c.total ?? 0}
                        group={c.group}
                      />
                    ))}
                  </Stack>
                </Box>
              )}
            </>
          );
        })()}
      <ReceiptsCard profile={profile} />
      <MailUsageCard profile={profile} />
    </Stack>
  );
}
