import { Alert, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useDateFormatter } from '../../lib/data/usePreferences';
import { errorText } from '../../lib/api/errorText';
import { useApiQuery } from '../../lib/api/useApiQuery';
import { fetchCardDownloads } from './api/fetchCardDownloads';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';

/**
 * Whether the member took their card (their PDF, Google Wallet, Apple Wallet) and when last: the office knows who
 * still needs one sent. The passes themselves are the member's to add from their personal area (they are signed for
 * the member's own device and sign-in), so the detail shows the log, not the wallet buttons.
 */
export function CardDownloads({ number }: { number: string }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const state = useApiQuery(`card-downloads:${number}`, () => fetchCardDownloads(number));

  if (state.status === 'loading') return <LoadingSkeleton height="8" />;
  if (state.status === 'error')
    return (
      <Alert.Root status="error" data-testid="card-downloads-error">
        <Alert.Indicator />
        <Alert.Title>{errorText(t, state.error)}</Alert.Title>
      </Alert.Root>
    );
  if (state.data.length === 0)
    return (
      <Text color="fg.muted" data-testid="card-downloads-none">
        {t('cards.detail.downloads.none')}
      </Text>
    );
  return (
    <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" data-testid="card-downloads">
      {state.data.map((e) => (
        <Box as="li" key={e.kind} py="2" borderBottomWidth="1px" data-testid={`card-download-${e.kind}`}>
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Text fontWeight="medium">{t(`cards.detail.downloads.${e.kind}`)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('cards.detail.downloads.last', {
                date: formatDate(e.lastAt, { timeZone: 'Europe/Rome' }),
                count: e.count,
              })}
            </Text>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
