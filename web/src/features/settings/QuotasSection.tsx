import { Badge, Box, Heading, HStack, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useDateFormatter } from '../../lib/data/usePreferences';
import { useTranslation } from 'react-i18next';
import { LiveLoadState } from '../../components/LiveLoadState';
import { useApiQuery } from '../../lib/api/useApiQuery';
import { getQuotas } from './api/quotas';

/** One quota: used against its limit, as a bar (an unlimited one says so instead). */
function Usage({ label, used, limit, testId }: { label: string; used: number; limit: number | null; testId: string }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => v.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'it-IT');
  const full = limit !== null && used >= limit;
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid={testId}>
      <Stack gap="2">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Text fontWeight="medium">{label}</Text>
          {full && <Badge colorPalette="red">{t('settings.quotas.exhausted')}</Badge>}
        </HStack>
        <Text fontSize="2xl" fontWeight="semibold" data-testid={`${testId}-value`}>
          {limit === null
            ? t('settings.quotas.usedUnlimited', { used: n(used) })
            : t('settings.quotas.used', { used: n(used), limit: n(limit) })}
        </Text>
        {limit !== null && (
          <Progress.Root value={Math.min(100, limit === 0 ? 100 : (used / limit) * 100)} colorPalette={full ? 'red' : 'brand'} size="sm">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
            <Progress.Label srOnly>{label}</Progress.Label>
          </Progress.Root>
        )}
      </Stack>
    </Box>
  );
}

/** Settings → usage quotas: the plan, this month's emails and campaigns against it, and when they reset. */
export function QuotasSection() {
  const formatDate = useDateFormatter();
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const live = useApiQuery(`quotas:${version}`, getQuotas);
  const q = live.data;
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('settings.sections.quotas')}
      </Heading>
      <LiveLoadState live={live} errorText={t('settings.quotas.loadError')} onRetry={() => setVersion((v) => v + 1)} />
      {q && (
        <>
          <Text data-testid="quotas-plan">
            {t('settings.quotas.plan', { plan: q.plan, billing: t(`settings.quotas.billing.${q.billing}`) })}{' '}
            {t('settings.quotas.resets', { date: formatDate(q.resetsOn) })}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Usage label={t('settings.quotas.emails')} used={q.emails.used} limit={q.emails.limit} testId="quota-emails" />
            <Usage label={t('settings.quotas.campaigns')} used={q.campaigns.used} limit={q.campaigns.limit} testId="quota-campaigns" />
            <Box borderWidth="1px" borderRadius="md" p="4" data-testid="quota-registrations">
              <Text fontWeight="medium">{t('settings.quotas.registrations')}</Text>
              <Text fontSize="2xl" fontWeight="semibold">
                {q.registrationsPerCampaign.limit === null ? t('settings.quotas.unlimited') : q.registrationsPerCampaign.limit}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {t('settings.quotas.perCampaign')}
              </Text>
            </Box>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
