import { HStack, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePublicInfo } from './api/useLegalLinks';

/** The association one joins, above the signup form: its logo (settings upload-logo) and name; nothing until known. */
export function OrgBrand() {
  const { t } = useTranslation();
  const info = usePublicInfo();
  if (!info?.name) return null;
  return (
    <HStack gap="3" data-testid="signup-org">
      {info.logo && (
        <Image src={info.logo} alt={t('signup.orgLogo', { name: info.name })} maxH="12" maxW="24" data-testid="signup-org-logo" />
      )}
      <Text fontWeight="semibold" fontSize="lg" color="fg.muted">
        {info.name}
      </Text>
    </HStack>
  );
}
