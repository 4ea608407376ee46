import { Alert, Button, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Live } from '../lib/data/live';

/**
 * What a screen shows before its data: a spinner while it loads, and on failure the screen's own error line with a
 * retry button. Nothing once the data is there (the screen renders it).
 */
export function LiveLoadState({ live, errorText, onRetry }: { live: Live<unknown>; errorText: string; onRetry: () => void }) {
  const { t } = useTranslation();
  if (live.status === 'loading') return <Spinner aria-label={t('common.loading')} role="status" alignSelf="center" />;
  if (live.status === 'success') return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{errorText}</Alert.Title>
      <Button size="xs" variant="outline" ms="auto" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert.Root>
  );
}
