import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { errorText } from '../../../lib/api/errorText';

/** The public page while its campaign loads. */
export function PublicLoading() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="10">
      <Spinner role="status" aria-label={t('common.loading')} />
    </Stack>
  );
}

/** The public page of a campaign that is not there (a wrong link, or a campaign removed or not published). */
export function PublicNotFound() {
  const { t } = useTranslation();
  return (
    <Stack gap="3" data-testid="public-not-found">
      <PageTitle size="xl">{t('campaigns.public.notFoundTitle')}</PageTitle>
      <Text color="fg.muted">{t('campaigns.public.notFoundText')}</Text>
    </Stack>
  );
}

/** The public page when its campaign could not be loaded, with a retry. */
export function PublicLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3" data-testid="public-load-error">
      <PageTitle size="xl">{t('campaigns.public.loadErrorTitle')}</PageTitle>
      <Text color="fg.muted">{errorText(t, error)}</Text>
      <Box>
        <Button variant="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Box>
    </Stack>
  );
}
