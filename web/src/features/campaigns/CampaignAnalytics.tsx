import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_CAMPAIGNS_MAX, type CampaignAnalytics as Analytics } from '@tessera/domain/campaigns/analytics';
import { DateRangeFields, type DateRange } from '../../components/DateRangeFields';
import { ExportMenu } from '../../components/ExportMenu';
import { errorText } from '../../lib/api/errorText';
import { AnalyticsDaysChart } from './AnalyticsDaysChart';
import { getCampaignAnalytics } from './api/getAnalytics';
import { exportAnalytics } from './api/exportAnalytics';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="app.panel">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

function CountTable({ caption, rows, testId }: { caption: string; rows: { name: string; count: number }[]; testId: string }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <Table.Root size="sm" data-testid={testId}>
      <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" color="fg">
        {caption}
      </Table.Caption>
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={r.name}>
            <Table.Cell>{r.name === 'direct' ? t('campaigns.analytics.direct') : r.name}</Table.Cell>
            <Table.Cell textAlign="end">{r.count}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * Analisi: one campaign's numbers (`campaignId`) or those of the newest campaigns starting within a
 * range (`range`, chosen here when `onRange` is given) — registrations, places filled, check-ins (ACCESS) and points
 * (FIDELITY) day by day, sources, tags and the no-show rate. Read when opened, when the range changes and on
 * "Aggiorna" (counted on the server as registrations and scans happen).
 */
export function CampaignAnalytics({
  campaignId,
  range,
  onRange,
}: {
  campaignId?: string;
  range?: DateRange;
  onRange?: (key: keyof DateRange, value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const scope = useMemo(() => ({ id: campaignId, from: range?.from, to: range?.to }), [campaignId, range?.from, range?.to]);
  // each "Aggiorna" and each range asks again; the answer names the request it answers, so loading is "the last
  // answer is for another request" (the previous numbers stay shown meanwhile)
  const [asked, setAsked] = useState(0);
  const request = JSON.stringify([scope, asked]);
  const [state, setState] = useState<{ data?: Analytics; error?: unknown; answered: string }>({ answered: '' });
  useEffect(() => {
    let current = true;
    getCampaignAnalytics(scope).then(
      (data) => current && setState({ data, answered: request }),
      (error: unknown) => current && setState((s) => ({ data: s.data, error, answered: request })),
    );
    return () => {
      current = false;
    };
  }, [scope, request]);
  const loading = state.answered !== request;
  const load = () => setAsked((n) => n + 1);

  const data = state.data;
  const registered = data?.campaigns.reduce((n, c) => n + c.registered, 0) ?? 0;
  const caps = data?.campaigns.map((c) => c.cap);
  const cap = caps && caps.length > 0 && caps.every((c) => c !== null) ? caps.reduce((n, c) => n! + c!, 0) : null;
  const checkIns = data?.campaigns.reduce((n, c) => n + c.checkIns, 0) ?? 0;
  const points = data?.campaigns.reduce((n, c) => n + c.points, 0) ?? 0;
  const rates = data?.campaigns.flatMap((c) => (c.noShowRate === null ? [] : [c.noShowRate])) ?? [];
  const percent = (v: number) => new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(v);

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="app.panel" data-testid="campaign-analytics">
      <Stack gap="4">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h2" size="md">
            {t('campaigns.analytics.title')}
          </Heading>
          <HStack gap="2">
            <Button size="sm" variant="outline" loading={loading} onClick={load} data-testid="analytics-refresh">
              {t('campaigns.analytics.refresh')}
            </Button>
            {data && data.campaigns.length > 0 && (
              <ExportMenu testId="analytics-export" onExport={(format) => exportAnalytics(scope, format)} />
            )}
          </HStack>
        </HStack>
        {range && onRange && (
          <Stack gap="1">
            <SimpleGrid columns={2} gap="3" maxW={{ md: '28rem' }}>
              <DateRangeFields
                idPrefix="analytics"
                labels={{ from: t('campaigns.analytics.from'), to: t('campaigns.analytics.to') }}
                range={range}
                onChange={onRange}
              />
            </SimpleGrid>
            {data && (
              <Text fontSize="sm" color="fg.muted" data-testid="analytics-covered">
                {t('campaigns.analytics.covered', { count: data.campaigns.length, max: ANALYTICS_CAMPAIGNS_MAX })}
              </Text>
            )}
          </Stack>
        )}
        {state.error !== undefined && (
          <Text color="fg.error" role="alert">
            {errorText(t, state.error)}
          </Text>
        )}
        {!data && loading && <LoadingSkeleton height="40" />}
        {data && (
          <>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
              <Figure
                label={t('campaigns.analytics.registered')}
                value={cap === null ? String(registered) : `${registered} / ${cap}`}
                testId="analytics-registered"
              />
              <Figure label={t('campaigns.analytics.checkIns')} value={String(checkIns)} testId="analytics-check-ins" />
              <Figure label={t('campaigns.analytics.points')} value={String(points)} testId="analytics-points" />
              <Figure
                label={t('campaigns.analytics.noShow')}
                value={rates.length ? percent(rates.reduce((a, b) => a + b, 0) / rates.length) : '—'}
                testId="analytics-no-show"
              />
            </SimpleGrid>
            {data.days.length === 0 ? (
              <Text color="fg.muted" data-testid="analytics-empty">
                {t('campaigns.analytics.empty')}
              </Text>
            ) : (
              <AnalyticsDaysChart
                days={data.days}
                series={[
                  { name: 'registrations', label: t('campaigns.analytics.registrations'), color: 'brand.solid' },
                  { name: 'checkIns', label: t('campaigns.analytics.checkIns'), color: 'green.solid' },
                ]}
              />
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <CountTable
                caption={t('campaigns.analytics.bySource')}
                rows={data.sources.map((s) => ({ name: s.source, count: s.registrations }))}
                testId="analytics-sources"
              />
              <CountTable
                caption={t('campaigns.analytics.byTag')}
                rows={data.tags.map((s) => ({ name: s.tag, count: s.registrations }))}
                testId="analytics-tags"
              />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Box>
  );
}
