import { Alert, Box, Heading, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_STATES } from '@tessera/domain/mailshots/deliveryEvents';
import { useSession } from '../../../lib/session/session';
import { useDeliveryCounts, type DeliveryCounts } from '../api/useDeliveryCounts';
import { DELIVERY_PALETTE, PENDING_STATES } from './deliveryStates';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';

/** How far a send is: the recipients whose message reached an outcome (anything past queued and sending), of all. */
export function progressOf(counts: DeliveryCounts, recipients: number | null): { done: number; total: number } {
  const all = DELIVERY_STATES.reduce((sum, s) => sum + counts[s], 0);
  const done = DELIVERY_STATES.filter((s) => !PENDING_STATES.includes(s)).reduce((sum, s) => sum + counts[s], 0);
  // the recipients the send resolved; before it is known (or if the shards ran ahead), what the shards hold
  return { done, total: Math.max(recipients ?? 0, all) };
}

/**
 * The monitor's totals, live: one figure per delivery state, summed over the mailshot's count shards,
 * and a bar of the recipients whose message reached an outcome.
 */
export function DeliveryTotals({ mailshotId, recipients }: { mailshotId: string; recipients: number | null }) {
  const { t, i18n } = useTranslation();
  const profile = useSession().profile!;
  const counts = useDeliveryCounts(profile.orgId, mailshotId);
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  if (counts.status === 'loading') return <LoadingSkeleton height="32" />;
  if (counts.status === 'error')
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t('mailshots.monitor.countsError')}</Alert.Title>
      </Alert.Root>
    );
  const { done, total } = progressOf(counts.data, recipients);
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const progressText = t('mailshots.monitor.progress', { done: number(done), total: number(total), percent });
  return (
    <Stack as="section" gap="4" aria-labelledby="mailshot-totals-title" data-testid="mailshot-totals">
      <Heading as="h2" size="md" id="mailshot-totals-title">
        {t('mailshots.monitor.totals')}
      </Heading>
      <Progress.Root
        value={percent}
        colorPalette="brand"
        aria-label={progressText}
        data-testid="mailshot-progress"
        data-done={done}
        data-total={total}
      >
        <Progress.Label fontSize="sm">{progressText}</Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <SimpleGrid as="dl" columns={{ base: 2, sm: 4 }} gap="2">
        {DELIVERY_STATES.map((s) => (
          <Box
            key={s}
            borderWidth="1px"
            borderRadius="md"
            px="3"
            py="2"
            borderTopWidth="3px"
            borderTopColor={`${DELIVERY_PALETTE[s]}.solid`}
          >
            <Text as="dt" fontSize="xs" color="fg.muted">
              {t(`mailshots.deliveryStates.${s}`)}
            </Text>
            <Text as="dd" m="0" fontSize="xl" fontWeight="semibold" data-testid={`mailshot-total-${s}`} data-count={counts.data[s]}>
              {number(counts.data[s])}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
