import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MyDataFormat } from '@tessera/domain/contracts/privacy';
import { consentStateOf, type ConsentKind } from '@tessera/domain/privacy/consents';
import { formatTimeOfDay } from '@tessera/domain/locale/dates';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { notifyFailure } from '../../components/toaster';
import { useDateFormatter } from '../../lib/data/usePreferences';
import type { Live } from '../../lib/data/live';
import type { ConsentRow } from './api/privacy';

const ROME = { timeZone: 'Europe/Rome' };

/** A section of a page with its heading (the personal area's and the member page's panels look alike). */
export function PrivacyPanel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Box as="section" bg="app.panel" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }} data-testid={testId} minW="0">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Given or not, as a badge. */
export function ConsentBadge({ given, testId }: { given: boolean; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={given ? 'green' : 'gray'} data-testid={testId} data-given={given}>
      {given ? t('privacy.given') : t('privacy.notGiven')}
    </Badge>
  );
}

/** The current state of each consent, from the member document. */
export function useCurrentConsents(member: Record<string, unknown> | null | undefined) {
  return consentStateOf(member ?? null);
}

/** The consent records, newest first: when, what, given or withdrawn, on which version, from where. */
export function ConsentHistory({ consents, compact }: { consents: Live<ConsentRow[]>; compact?: boolean }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  if (consents.status === 'loading') return <LoadingSkeleton height="16" />;
  if (consents.status === 'error')
    return (
      <Text role="alert" color="red.fg">
        {t('privacy.historyError')}
      </Text>
    );
  if (consents.data.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm" data-testid="consent-history-empty">
        {t('privacy.historyEmpty')}
      </Text>
    );
  return (
    <Stack as="ol" gap="2" listStyleType="none" m="0" data-testid="consent-history">
      {(compact ? consents.data.slice(0, 10) : consents.data).map((c) => (
        <Box as="li" key={c.id} borderBottomWidth="1px" pb="2" data-testid="consent-record" data-kind={c.kind} data-given={c.given}>
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <Text fontWeight="medium">
              {t(`privacy.kinds.${c.kind}`)} · {c.given ? t('privacy.recordGiven') : t('privacy.recordWithdrawn')}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {c.at ? `${formatDate(c.at, ROME)} ${formatTimeOfDay(c.at, ROME)}` : ''}
            </Text>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {[
              t(`privacy.sources.${c.source}`),
              c.version ? t('privacy.version', { version: c.version }) : null,
              c.signedOn ? t('privacy.signedOn', { date: formatDate(c.signedOn) }) : null,
              c.recordedBy.kind === 'admin' ? t('privacy.byAdmin', { who: c.recordedBy.email ?? t(`roles.${c.recordedBy.role}`) }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/** The copy of the data as JSON and as PDF: two buttons, each busy while its file is made. */
export function DataDownloadButtons({
  download,
  testIdPrefix,
}: {
  download: (format: MyDataFormat) => Promise<unknown>;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<MyDataFormat | null>(null);
  const run = async (format: MyDataFormat) => {
    setBusy(format);
    try {
      await download(format);
    } catch (e) {
      notifyFailure(t, e);
    } finally {
      setBusy(null);
    }
  };
  return (
    <HStack gap="2" flexWrap="wrap">
      {(['pdf', 'json'] as const).map((format) => (
        <Button
          key={format}
          size="sm"
          variant={format === 'pdf' ? 'solid' : 'outline'}
          colorPalette="brand"
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => void run(format)}
          data-testid={`${testIdPrefix}-${format}`}
        >
          {t(`privacy.download.${format}`)}
        </Button>
      ))}
    </HStack>
  );
}

export const KIND_ORDER: readonly ConsentKind[] = ['privacy', 'marketing', 'photo'];
