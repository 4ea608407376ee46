import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { recoverEmailSchema } from '@tessera/domain/forms/recover';
import { notify, notifyFailure } from '../../components/toaster';
import { confirmNewPassword } from '../../lib/firebase/authActions';
import { storage } from '../../lib/storage';
import { PublicLayout } from '../../components/PublicLayout';
import { requestPasswordReset } from './api/requestPasswordReset';
import { NewPasswordPanel } from './NewPasswordPanel';
import { VerifyEmailPanel } from './VerifyEmailPanel';
import { useSession } from '../../lib/session/session';
import { SubmitForm } from '../../components/SubmitForm';
import { useBusyAction } from '../../components/useBusyAction';
import { PageTitle } from '../../components/PageTitle';

function EmailStep() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  // A recover failure shows the caught error's code (the default failure toast).
  const { busy, run } = useBusyAction();

  function send() {
    const parsed = recoverEmailSchema.safeParse({ email });
    if (!parsed.success) return;
    void run(async () => {
      await requestPasswordReset(parsed.data.email);
      // The temporary reset email in local storage lets the link log in right after the new password.
      storage.setResetEmail(parsed.data.email);
      notify('success', t('messages.reset_pass_email_sent_key'));
    });
  }

  return (
    <SubmitForm labelledBy="recover-title" onSubmit={() => void send()}>
      <Stack gap="1">
        <PageTitle id="recover-title" size="xl">
          {t('auth.recoverTitle')}
        </PageTitle>
        <Text color="fg.muted">{t('auth.recoverIntro')}</Text>
      </Stack>
      <Field.Root>
        <Field.Label>{t('auth.email')}</Field.Label>
        <Input
          type="email"
          autoComplete="username"
          inputMode="email"
          autoFocus
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          data-testid="recover-email"
        />
      </Field.Root>
      <Button type="submit" colorPalette="brand" size="lg" disabled={!email.trim() || busy} loading={busy} data-testid="recover-send">
        {t('auth.recoverSend')}
      </Button>
      <Link asChild colorPalette="brand" variant="underline" alignSelf="center" fontSize="sm">
        <RouterLink to="/auth">{t('auth.backToLogin')}</RouterLink>
      </Link>
    </SubmitForm>
  );
}

/**
 * The recover screen: the email step, or with ?mode=resetPassword&oobCode= the new-password panel (a first
 * password with &invite=1), or with ?mode=verifyEmail&oobCode= the address confirmation.
 */
export function RecoverPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const oobCode = params.get('mode') === 'resetPassword' ? params.get('oobCode') : null;
  const verifyCode = params.get('mode') === 'verifyEmail' ? params.get('oobCode') : null;
  // an administrator's invitation (settings/addAdmin.ts): the same code sets a first password
  const invite = params.get('invite') === '1';

  async function confirm(password: string) {
    // Whatever happens, the stored reset email is removed (and the panel's spinner hidden).
    const stored = storage.resetEmail();
    storage.setResetEmail(null);
    try {
      await confirmNewPassword(oobCode!, password);
    } catch (e) {
      notifyFailure(t, e);
      return;
    }
    notify('success', t('messages.pass_change_success_key'));
    if (stored) {
      try {
        await session.login(stored, password);
      } catch (e) {
        notifyFailure(t, e);
      }
    }
    // The login screen carries the rest of the journey (profile choice, SMS code, travel), or asks to sign in.
    navigate('/auth', { replace: true });
  }

  function cancel() {
    storage.setResetEmail(null);
    navigate('/auth', { replace: true });
  }

  return (
    <PublicLayout>
      {verifyCode ? (
        <VerifyEmailPanel oobCode={verifyCode} />
      ) : oobCode ? (
        <NewPasswordPanel title={t(invite ? 'auth.invitePasswordTitle' : 'auth.newPasswordTitle')} onConfirm={confirm} onCancel={cancel} />
      ) : (
        <EmailStep />
      )}
    </PublicLayout>
  );
}
