import { Link as RouterLink } from 'react-router-dom';
import { Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from './PublicLayout';

/** Public journeys (recover, signup, activate, outcome) arrive with their issue; the routes exist already. */
export function PublicPlaceholder() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <Stack gap="4">
        <Text>{t('public.comingSoon')}</Text>
        <Link asChild colorPalette="brand" variant="underline">
          <RouterLink to="/auth">{t('public.backToLogin')}</RouterLink>
        </Link>
      </Stack>
    </PublicLayout>
  );
}
