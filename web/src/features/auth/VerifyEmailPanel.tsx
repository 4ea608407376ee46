import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { confirmEmailAddress } from '../../lib/firebase/authActions';
import { PageTitle } from '../../components/PageTitle';

/** /recover?mode=verifyEmail&oobCode=…: the link of send-verification-link confirms the address, then leads to sign-in. */
export function VerifyEmailPanel({ oobCode }: { oobCode: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'working' | 'done' | { code: string }>('working');
  useEffect(() => {
    confirmEmailAddress(oobCode).then(
      () => setState('done'),
      (e: { code?: string }) => setState({ code: e.code ?? 'unknown' }),
    );
  }, [oobCode]);
  return (
    <Stack gap="4" data-testid="verify-email" aria-busy={state === 'working'}>
      <PageTitle size="xl">{t('auth.verifyEmailTitle')}</PageTitle>
      {state === 'working' && <Spinner aria-label={t('auth.verifyEmailWorking')} />}
      {state === 'done' && <Text data-testid="verify-email-done">{t('auth.verifyEmailDone')}</Text>}
      {typeof state === 'object' && (
        <Text color="fg.error" role="alert" data-testid="verify-email-failed">
          {t('auth.verifyEmailFailed', { code: state.code })}
        </Text>
      )}
      <Link asChild colorPalette="brand" variant="underline" alignSelf="center" fontSize="sm">
        <RouterLink to="/auth">{t('auth.backToLogin')}</RouterLink>
      </Link>
    </Stack>
  );
}
