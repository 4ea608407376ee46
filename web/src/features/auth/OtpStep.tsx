import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../shell/PublicLayout';
import { useSession } from './session';

/**
 * Seam for the SMS second factor (spec §4 Login step 3): the session reaches status `otp` when it is due.
 * The public-journeys issue fills this in (send the SMS, verify 6 digits, sync the mfa timestamp).
 */
export function OtpStep() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <PublicLayout>
      <Stack gap="4">
        <Heading size="lg">{t('auth.otpTitle')}</Heading>
        <Text>{t('auth.otpPending')}</Text>
        <Button variant="outline" onClick={() => void session.logout()}>
          {t('common.logout')}
        </Button>
      </Stack>
    </PublicLayout>
  );
}
