import { useTranslation } from 'react-i18next';
import { notify, notifyFailure } from '../../components/toaster';
import { signInWithPassword } from '../../lib/firebase/authActions';
import { PublicLayout } from '../../components/PublicLayout';
import { forcedPasswordChange } from './api/forcedPasswordChange';
import { NewPasswordPanel } from './NewPasswordPanel';
import { useSession } from '../../lib/session/session';

/**
 * After an admin reset (the tax code became the password) the session stops here until a new password is
 * set, with the recover panel's rules. Cancel logs out: the area stays closed until the password changes.
 */
export function ForcedPasswordStep() {
  const { t } = useTranslation();
  const session = useSession();

  async function confirm(password: string) {
    try {
      await forcedPasswordChange(password);
      // A new password ends the account's sessions: sign in again with it, silently, to keep this one.
      const email = session.account?.email ?? session.profile?.email;
      if (email) await signInWithPassword(email, password);
      notify('success', t('messages.pass_change_success_key'));
      await session.passwordChanged();
    } catch (e) {
      notifyFailure(t, e);
    }
  }

  return (
    <PublicLayout>
      <NewPasswordPanel
        title={t('auth.forcedTitle')}
        intro={t('auth.forcedIntro')}
        onConfirm={confirm}
        onCancel={() => void session.logout()}
      />
    </PublicLayout>
  );
}
