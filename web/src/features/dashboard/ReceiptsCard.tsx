import { Alert, Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { formatCents } from '@tessera/domain/locale/money';
import type { ReceiptTally } from '@tessera/domain/payments/receipt';
import { can } from '@tessera/domain/permissions';
import { scopeFilter } from '@tessera/domain/scope';
import type { SessionProfile } from '../../lib/session/types';
import { useReceiptCounter } from './api/useReceiptCounter';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';

const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;

/** One horizontal bar: a label, its share of the largest, the count and the amount. */
function Bar({ label, tally, max, lang, testId }: { label: string; tally: ReceiptTally; max: number; lang: 'it' | 'en'; testId: string }) {
  return (
    <Box data-testid={testId}>
      <HStack justify="space-between" fontSize="sm" gap="2">
        <Text truncate>{label}</Text>
        <Text color="fg.muted" whiteSpace="nowrap">
          {tally.count} · {formatCents(tally.amount, lang)}
        </Text>
      </HStack>
      <Box h="1.5" bg="bg.muted" borderRadius="full" aria-hidden>
        <Box h="full" bg="brand.solid" borderRadius="full" w={`${max > 0 ? Math.max(2, (tally.count / max) * 100) : 0}%`} />
      </Box>
    </Box>
  );
}

/**
 * Receipts issued this year, by method and by month, live from the one counter the issuing transaction
 * keeps exact (no scan of payments). The counter spans the organization: shown to the organization-wide roles.
 */
export function ReceiptsCard({ profile }: { profile: Pick<SessionProfile, 'orgId' | 'role' | 'groups'> }) {
  // the counter carries no group: only a reader whose scope is the whole organization may read it (rules)
  if (!can(profile.role, 'payments.read') || scopeFilter(profile).kind !== 'all') return null;
  return <Receipts orgId={profile.orgId} />;
}

function Receipts({ orgId }: { orgId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const year = useMemo(() => Number(todayInItaly().slice(0, 4)), []);
  const counter = useReceiptCounter(orgId, year);
  const monthName = (mm: string) =>
    new Date(Date.UTC(year, Number(mm) - 1, 1)).toLocaleDateString(lang === 'it' ? 'it-IT' : 'en-GB', { month: 'short', timeZone: 'UTC' });

  return (
    <Box bg="app.panel" p="5" borderRadius="lg" borderWidth="1px" data-testid="receipts-card">
      <Text fontWeight="medium" mb="3">
        {t('dashboard.receipts.title', { year })}
      </Text>
      {counter.status === 'loading' && <LoadingSkeleton height="12" />}
      {counter.status === 'error' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('dashboard.loadError')}</Alert.Title>
        </Alert.Root>
      )}
      {counter.status === 'success' &&
        (() => {
          const c = counter.data;
          if (!c?.count) return <Text color="fg.muted">{t('dashboard.receipts.none')}</Text>;
          const methods = Object.entries(c.byMethod ?? {}).sort((a, b) => b[1].count - a[1].count);
          const months = MONTHS.filter((m) => c.byMonth?.[m]?.count);
          const maxMethod = Math.max(...methods.map(([, v]) => v.count));
          const maxMonth = Math.max(...months.map((m) => c.byMonth![m]!.count));
          return (
            <Stack gap="4">
              <Text fontSize="2xl" fontWeight="semibold" data-testid="receipts-total">
                {t('dashboard.receipts.total', { count: c.count, amount: formatCents(c.amount ?? 0, lang) })}
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
                <Stack gap="2">
                  <Text fontSize="sm" fontWeight="medium">
                    {t('dashboard.receipts.byMethod')}
                  </Text>
                  {methods.map(([method, tally]) => (
                    <Bar
                      key={method}
                      label={t(`paymentMethod.${method}`, { defaultValue: method })}
                      tally={tally}
                      max={maxMethod}
                      lang={lang}
                      testId={`receipts-method-${method}`}
                    />
                  ))}
                </Stack>
                <Stack gap="2">
                  <Text fontSize="sm" fontWeight="medium">
                    {t('dashboard.receipts.byMonth')}
                  </Text>
                  {months.map((m) => (
                    <Bar key={m} label={monthName(m)} tally={c.byMonth![m]!} max={maxMonth} lang={lang} testId={`receipts-month-${m}`} />
                  ))}
                </Stack>
              </SimpleGrid>
            </Stack>
          );
        })()}
    </Box>
  );
}
