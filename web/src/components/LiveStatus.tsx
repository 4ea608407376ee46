import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Live } from '../lib/data/live';

interface Props {
  /** the live read (a list's or a record's) */
  live: { status: Live<unknown>['status']; data?: unknown };
  /** a list: rows of skeleton; a record: a title and a block */
  shape: 'list' | 'record';
  /** shown when the read fails (e.g. permission denied) */
  errorText: string;
  /** a record's page: shown when the document does not exist */
  notFoundText?: string;
  testId?: string;
}

/**
 * What a page shows before its live data is there: the loading skeleton, then the load-error alert (or, for a
 * record, the not-found one). Nothing once there is data, so the page renders its content beside it.
 */
export function LiveStatus({ live, shape, errorText, notFoundText, testId }: Props) {
  const { t } = useTranslation();
  if (live.status === 'loading') {
    return (
      <Stack gap={shape === 'list' ? '2' : '3'} role="status" aria-busy="true" aria-label={t('common.loading')}>
        {shape === 'list' ? (
          Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height="10" />)
        ) : (
          <>
            <Skeleton height="10" width="60%" />
            <Skeleton height="36" />
          </>
        )}
      </Stack>
    );
  }
  const missing = live.status === 'success' && live.data == null && notFoundText !== undefined;
  if (live.status !== 'error' && !missing) return null;
  return (
    <Alert.Root status={live.status === 'error' ? 'error' : 'info'} data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{live.status === 'error' ? errorText : notFoundText}</Alert.Title>
    </Alert.Root>
  );
}
