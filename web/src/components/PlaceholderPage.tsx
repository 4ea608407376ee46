import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './PageTitle';

/** Sections whose issues have not landed yet: the route, guard and navigation already work. */
export function PlaceholderPage({ labelKey }: { labelKey: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      <PageTitle>{t(labelKey)}</PageTitle>
      <Text color="fg.muted">{t('placeholder.body')}</Text>
    </Stack>
  );
}
