import { Alert, Button, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Live } from '../lib/data/live';

/**
 * What a screen shows before its data: a spinner while it loads, and on failure the screen's own error line with a
 * retry button. Nothing once the data is there (the screen renders it); with `notFound`, a detail page's document
 * that does not exist (any more) says so.
 */
export function LiveLoadState({
  live,
  errorText,
  onRetry,
  notFound,
}: {
  live: Live<unknown>;
  errorText: string;
  onRetry: () => void;
  notFound?: { text: string; testId: string };
}) {
  const { t } = useTranslation();
  if (live.status === 'loading') return <Spinner aria-label={t('common.loading')} role="status" alignSelf="center" />;
  if (live.status === 'success')
    return notFound && !live.data ? (
      <Text role="alert" data-testid={notFound.testId}>
        {notFound.text}
      </Text>
    ) : null;
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

/** The same for a paged list (lib/data/usePagedQuery.ts) before its first page: retrying goes back to page one. */
export function PageLoadState({
  page,
  errorText,
}: {
  page: { status: 'loading' | 'success' | 'error'; error?: Error; goTo: (page: number) => void };
  errorText: string;
}) {
  const live: Live<unknown> =
    page.status === 'error'
      ? { status: 'error', data: undefined, error: page.error! }
      : { status: 'loading', data: undefined, error: undefined };
  return <LiveLoadState live={live} errorText={errorText} onRetry={() => page.goTo(0)} />;
}
