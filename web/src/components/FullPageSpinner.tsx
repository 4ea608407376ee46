import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <Center minH="100dvh" role="status" aria-label={t('common.loading')}>
      <Spinner size="xl" color="brand.solid" />
    </Center>
  );
}
