import { Alert, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/RichTextView';
import { Fact } from '../../../components/Fact';
import type { Mailshot } from '../mailshot';
import { useWhen } from '../useWhen';
import { DeliveriesList } from './DeliveriesList';
import { DeliveryTotals } from './DeliveryTotals';

const LEFT_OUT = ['duplicates', 'invalid', 'suppressed', 'noConsent'] as const;

/**
 * A sent mailshot (QUEUED, SENDING, DONE), live: when it left and how many it went to, the totals per
 * delivery state with the progress, every recipient's delivery. Nothing here stops it: a send cannot be stopped once
 * started.
 */
export function MailshotMonitor({ mailshot }: { mailshot: Mailshot }) {
  const { t, i18n } = useTranslation();
  const when = useWhen();
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const count = mailshot.count;
  return (
    <Stack gap="6" data-testid="mailshot-monitor">
      {mailshot.state !== 'DONE' && (
        <Alert.Root status="info" data-testid="mailshot-under-way">
          <Alert.Indicator />
          <Alert.Title>{t(mailshot.state === 'QUEUED' ? 'mailshots.monitor.queued' : 'mailshots.monitor.sending')}</Alert.Title>
        </Alert.Root>
      )}
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2, md: 4 }} gap="3" bg="app.panel" borderWidth="1px" borderRadius="md" p="4">
        <Fact label={t('mailshots.monitor.queuedAt')} value={when(mailshot.queuedAt)} />
        <Fact label={t('mailshots.monitor.doneAt')} value={when(mailshot.doneAt)} />
        <Fact label={t('mailshots.columns.createdBy')} value={mailshot.createdBy || '—'} />
        <Fact
          label={t('mailshots.columns.recipients')}
          value={count ? number(count.recipients) : '—'}
          testId="mailshot-monitor-recipients"
        />
        {count && (
          <Box gridColumn={{ sm: 'span 2', md: 'span 4' }}>
            <Text as="dt" fontSize="xs" color="fg.muted">
              {t('mailshots.monitor.leftOut')}
            </Text>
            <Text as="dd" m="0" fontSize="sm" data-testid="mailshot-monitor-left-out">
              {LEFT_OUT.map((k) => t(`mailshots.send.excluded.${k}`, { count: count[k], shown: number(count[k]) })).join(' · ')}
            </Text>
          </Box>
        )}
      </SimpleGrid>
      <DeliveryTotals mailshotId={mailshot.id} recipients={count?.recipients ?? null} />
      <DeliveriesList mailshotId={mailshot.id} />
      <Box as="details" bg="app.panel" borderWidth="1px" borderRadius="md" p="4">
        <Box as="summary" cursor="pointer" fontWeight="medium" data-testid="mailshot-message-toggle">
          {t('mailshots.monitor.message')}
        </Box>
        <Stack gap="3" mt="3">
          <Heading as="h3" size="sm" wordBreak="break-word">
            {mailshot.subject}
          </Heading>
          <RichTextView html={mailshot.bodyHtml} />
          {mailshot.attachments.length > 0 && (
            <Text fontSize="sm" color="fg.muted">
              {t('mailshots.monitor.attachments', { names: mailshot.attachments.map((a) => a.fileName).join(', ') })}
            </Text>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
