import { Box, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePendingRequests } from '../lib/api/pending';

/** Shows while API requests are pending. */
export function SpinnerOverlay() {
  const pending = usePendingRequests();
  const { t } = useTranslation();
  if (pending === 0) return null;
  return (
    <Box
      position="fixed"
      inset="0"
      bg="blackAlpha.300"
      zIndex="overlay"
      display="flex"
      alignItems="center"
      justifyContent="center"
      role="status"
      aria-live="polite"
      data-testid="spinner-overlay"
    >
      <Spinner size="xl" color="brand.solid" borderWidth="4px" />
      <Box srOnly>{t('common.pleaseWait')}</Box>
    </Box>
  );
}
