import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
import { changeUsernameSchema } from '@tessera/domain/forms/changeUsername';
import { canVerifyOtp } from '@tessera/domain/forms/otp';
import { EmailCodeFields, useEmailCode } from '../../components/EmailCodeFields';
import { notify } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { errorText } from '../../lib/api/errorText';
import { signInWithPassword } from '../../lib/firebase/authActions';
import { reauthenticate } from '../../lib/firebase/reauthenticate';
import { useSession } from '../../lib/session/session';
import { AccountForm } from './AccountForm';
import { CurrentPasswordField } from './CurrentPasswordField';
import { confirmUsername } from './api/confirmUsername';
import { sendUsernameCode } from './api/sendUsernameCode';

/**
 * Modifica Username (platform change-user, every role): a code mailed to the NEW address confirms it. The
 * current password is asked first: the session re-authenticates with it, and since Auth ends the sessions of a
 * changed email, the app signs in again with the new email and that password: the session goes on.
 */
export function ChangeUsernamePage() {
  const { t } = useTranslation();
  const session = useSession();
  const current = session.account?.email ?? session.profile?.email ?? '';
  const [password, setPassword] = useState('');
  const { busy, run } = useBusyAction();
  // the password the session re-authenticated with: the one to sign in with after the change
  const [verified, setVerified] = useState<string | null>(null);
  const code = useEmailCode(sendUsernameCode, async () => {
    await reauthenticate(password);
    setVerified(password);
  });

  function submit() {
    const parsed = changeUsernameSchema.safeParse({ email: code.email, otp: code.code });
    if (!parsed.success || verified === null) return;
    void run(
      async () => {
        await session.whileSignInChanges(async () => {
          await confirmUsername(parsed.data);
          await signInWithPassword(parsed.data.email, verified);
        });
        if (session.account) session.updateAccount({ ...session.account, email: parsed.data.email });
        notify('success', t('messages.username_change_success_key'));
        code.setEmail('');
        setPassword('');
        setVerified(null);
      },
      (e) => notify('error', t('messages.username_change_error_key'), errorText(t, e)),
    );
  }

  return (
    <AccountForm
      title={t('nav.changeUser')}
      intro={<Trans i18nKey="users.usernameIntro" values={{ email: current }} components={{ b: <b data-testid="current-username" /> }} />}
      onSubmit={submit}
    >
      <CurrentPasswordField value={password} onChange={setPassword} disabled={busy} />
      <EmailCodeFields state={code} emailLabel={t('users.newEmail')} canSend={password !== ''} disabled={busy} testId="username" />
      <Button
        type="submit"
        colorPalette="brand"
        alignSelf={{ base: 'stretch', sm: 'start' }}
        disabled={!code.sent || !canVerifyOtp(code.code, busy)}
        loading={busy}
        data-testid="username-confirm"
      >
        {t('users.confirmUsername')}
      </Button>
    </AccountForm>
  );
}
