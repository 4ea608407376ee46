import { Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useBusyAction } from '../../components/useBusyAction';
import { currentIdToken } from '../../lib/firebase/authActions';
import { useSession } from '../../lib/session/session';
import { endImpersonation } from './api/endImpersonation';

/**
 * While a platform admin acts inside an organization as its general admin: a banner over every page
 * saying so, and the way back to the platform. Going back loads the app afresh, so nothing read as the organization
 * stays on screen.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const { impersonating } = useSession();
  const { busy, run } = useBusyAction();
  if (!impersonating) return null;
  const back = () =>
    void run(async () => {
      await endImpersonation();
      await currentIdToken(true);
      window.location.assign('/organizations');
    });
  return (
    <Flex
      role="status"
      bg="orange.subtle"
      color="orange.fg"
      borderBottomWidth="1px"
      borderColor="orange.muted"
      px={{ base: '4', md: '8' }}
      py="2"
      gap="3"
      align="center"
      justify="space-between"
      wrap="wrap"
      data-testid="impersonation-banner"
    >
      <Text fontSize="sm" fontWeight="medium">
        {t('auth.impersonating', { name: impersonating.orgName })}
      </Text>
      <Button size="xs" colorPalette="orange" onClick={back} loading={busy} data-testid="impersonation-end">
        {t('auth.endImpersonation')}
      </Button>
    </Flex>
  );
}
