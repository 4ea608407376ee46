import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Center, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { OUTCOME_RELOAD_MS } from '@tessera/domain/constants';
import { HappyIcon, SadIcon } from '../../components/icons';
import { useApiQuery } from '../../lib/api/useApiQuery';
import { signOutLocally } from '../../lib/firebase/authActions';
import { useSession } from '../../lib/session/session';
import { PublicLayout } from '../../components/PublicLayout';
import { retrieveSession, type SessionOutcome } from './api/retrieveSession';
import { PageTitle } from '../../components/PageTitle';

const NO_SESSION: SessionOutcome = { session: null, result: false };

/**
 * The signup's payment outcome page (signup-success and signup-error are this one screen): reads session_id; paid is
 * success with the access link, anything else (or no session_id, or a failed read) the error with the way back
 * to login. A false result signs out and goes to signup-error. User data is reloaded 2.5 s after it shows, so
 * that the new member profile the payment created is the session's.
 */
export function OutcomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  const id = params.get('session_id');
  const outcome = useApiQuery(`outcome:${id}`, () => (id ? retrieveSession(id) : Promise.resolve(NO_SESSION)));
  const answer = outcome.status === 'success' ? outcome.data : outcome.status === 'error' ? NO_SESSION : null;
  const paid = answer?.session?.payment_status === 'paid';

  useEffect(() => {
    if (!answer || answer.result) return;
    void signOutLocally().then(() => navigate(`/signup-error${id ? `?session_id=${encodeURIComponent(id)}` : ''}`, { replace: true }));
  }, [answer, id, navigate]);

  // A paid outcome: the payment's fulfilment made the member's profile, which the session may not have found yet.
  useEffect(() => {
    if (!paid) return;
    const timer = setTimeout(() => void session.reload().catch(() => undefined), OUTCOME_RELOAD_MS);
    return () => clearTimeout(timer);
    // once per shown outcome: session.reload changes identity with every session update
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paid]);

  return (
    <PublicLayout>
      {!answer ? (
        <Center py="10" aria-busy>
          <Spinner size="lg" color="brand.solid" role="status" aria-label={t('messages.please_wait_key')} />
        </Center>
      ) : (
        <Stack gap="5" align="center" textAlign="center" data-testid="outcome" data-outcome={paid ? 'success' : 'error'}>
          <Text color={paid ? 'green.600' : 'red.600'} transform="scale(2.4)" py="4">
            {paid ? <HappyIcon /> : <SadIcon />}
          </Text>
          <PageTitle size="lg">{t(paid ? 'payments.successTitle' : 'payments.errorTitle')}</PageTitle>
          <Text color="fg.muted">{t(paid ? 'payments.successText' : 'payments.errorText')}</Text>
          {paid ? (
            <Button asChild colorPalette="brand" size="lg" data-testid="outcome-access">
              <RouterLink to="/my-area">{t('payments.access')}</RouterLink>
            </Button>
          ) : (
            <Link asChild colorPalette="brand" variant="underline" data-testid="outcome-login">
              <RouterLink to="/auth">{t('public.backToLogin')}</RouterLink>
            </Link>
          )}
        </Stack>
      )}
    </PublicLayout>
  );
}
