import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** While a session or a screen loads; `minH` smaller inside the shell, whose bars stay on screen. */
export function FullPageSpinner({ minH = '100dvh' }: { minH?: string }) {
  const { t } = useTranslation();
  return (
    <Center minH={minH} role="status" aria-label={t('common.loading')}>
      <Spinner size="xl" color="brand.solid" />
    </Center>
  );
}
