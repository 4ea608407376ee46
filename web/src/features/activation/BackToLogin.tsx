import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The activation screens' way back to the login page. */
export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Link asChild colorPalette="brand" variant="underline" alignSelf="center" fontSize="sm">
      <RouterLink to="/auth" data-testid="activate-back">
        {t('auth.backToLogin')}
      </RouterLink>
    </Link>
  );
}
