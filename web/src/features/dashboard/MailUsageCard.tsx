import { Alert, Box, HStack, Progress, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { quotasContract } from '@tessera/domain/contracts/organizations';
import { useCallAllowed } from '../../lib/data/usePreferences';
import type { SessionProfile } from '../../lib/session/types';
import { useMailUsage } from './api/useMailUsage';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';

/** Warn from this share of the quota on. */
const WARN_AT = 0.8;

/**
 * This month's emails sent against the plan's quota, in realtime. Shown to the settings roles only
 * (organization and platform admins); renders nothing for anyone else.
 */
export function MailUsageCard({ profile }: { profile: Pick<SessionProfile, 'orgId' | 'role'> }) {
  if (!useCallAllowed(quotasContract)) return null;
  return <MailUsage orgId={profile.orgId} />;
}

function MailUsage({ orgId }: { orgId: string }) {
  const { t, i18n } = useTranslation();
  const usage = useMailUsage(orgId);
  const number = (n: number) => n.toLocaleString(i18n.language === 'it' ? 'it-IT' : 'en-GB');

  return (
    <Box bg="app.panel" p="5" borderRadius="lg" borderWidth="1px" data-testid="mail-usage">
      <Text fontWeight="medium" mb="3">
        {t('mail.usage.title')}
      </Text>
      {usage.status === 'loading' && <LoadingSkeleton height="12" />}
      {usage.status === 'error' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('mail.usage.loadError')}</Alert.Title>
        </Alert.Root>
      )}
      {usage.status === 'success' &&
        (() => {
          const { sent, quota, month } = usage.data;
          const share = quota > 0 ? Math.min(1, sent / quota) : 1;
          const palette = share >= 1 ? 'red' : share >= WARN_AT ? 'orange' : 'brand';
          const [year, mm] = month.split('-').map(Number);
          const monthLabel = new Date(year!, mm! - 1, 1).toLocaleDateString(i18n.language === 'it' ? 'it-IT' : 'en-GB', {
            month: 'long',
            year: 'numeric',
          });
          return (
            <Progress.Root value={Math.round(share * 100)} colorPalette={palette} size="md">
              <HStack justify="space-between" mb="2" gap="3" flexWrap="wrap">
                <Progress.Label>
                  <Text as="span" fontSize="2xl" fontWeight="semibold" data-testid="mail-usage-value">
                    {t('mail.usage.value', { sent: number(sent), quota: number(quota) })}
                  </Text>
                </Progress.Label>
                <Text color="fg.muted" fontSize="sm">
                  {monthLabel}
                </Text>
              </HStack>
              <Progress.Track aria-label={t('mail.usage.aria', { sent: number(sent), quota: number(quota) })}>
                <Progress.Range />
              </Progress.Track>
              <Text color={share >= 1 ? 'red.fg' : 'fg.muted'} fontSize="sm" mt="2">
                {share >= 1 ? t('mail.usage.exhausted') : t('mail.usage.left', { count: quota - sent, left: number(quota - sent) })}
              </Text>
            </Progress.Root>
          );
        })()}
    </Box>
  );
}
