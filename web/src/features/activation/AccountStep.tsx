import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Field } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_HINT_MAX, REDIRECT_AFTER_ACTIVATION_MS } from '@tessera/domain/constants';
import { activationStep2Schema } from '@tessera/domain/forms/activation';
import { canVerifyOtp } from '@tessera/domain/forms/otp';
import { clampPasswordHintInput, passwordHints, passwordHintsPass, type PasswordHints } from '@tessera/domain/forms/passwords';
import { EmailCodeFields, useEmailCode } from '../../components/EmailCodeFields';
import { PasswordChecklist, passwordRuleText } from '../../components/PasswordChecklist';
import { PasswordInput } from '../../components/PasswordInput';
import { notifyFailure } from '../../components/toaster';
import { signInWithPassword } from '../../lib/firebase/authActions';
import { ApiFailure } from '../../lib/api/client';
import { activateAccount } from './api/activateAccount';
import { sendActivationCode } from './api/sendActivationCode';
import { SubmitForm } from '../../components/SubmitForm';

const HINTS: (keyof PasswordHints)[] = ['length', 'upper', 'lower', 'digit'];

/**
 * Activate step 2: email, send code, the 6-character code, a new password with the recover/activate
 * hints. On success ({uid}) it signs in with the email and password and, after 250 ms, goes to login, which carries
 * the journey to the personal area. `ticket` is step 1's activation ticket; when the server refuses it (expired,
 * out of tries: USER_NOT_FOUND) the journey goes back to the card step.
 */
export function AccountStep({
  ticket,
  onTicketRefused,
  email,
}: {
  ticket: string;
  onTicketRefused: () => void;
  /** the address on file an invitation was mailed to: filled in, still changeable */
  email?: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // a ticket refused while sending (expired meanwhile) sends the journey back to the card step, as at the end
  const code = useEmailCode(
    async (address) => {
      try {
        return await sendActivationCode(address, ticket);
      } catch (e) {
        if (e instanceof ApiFailure && e.code === 'USER_NOT_FOUND') onTicketRefused();
        throw e;
      }
    },
    undefined,
    email ?? '',
  );
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const hints = passwordHints(password);
  const ready = !!code.validEmail && passwordHintsPass(password) && canVerifyOtp(code.code, busy);

  async function submit() {
    const parsed = activationStep2Schema.safeParse({ otp: code.code, email: code.email, password, userID: ticket });
    if (!ready || !parsed.success) return;
    setBusy(true);
    try {
      const answer = await activateAccount(parsed.data);
      if (!answer.uid) throw new Error('no uid in the answer');
      await signInWithPassword(parsed.data.email, password);
      setTimeout(() => navigate('/auth', { replace: true }), REDIRECT_AFTER_ACTIVATION_MS);
    } catch (e) {
      notifyFailure(t, e);
      setBusy(false);
      if (e instanceof ApiFailure && e.code === 'USER_NOT_FOUND') onTicketRefused();
    }
  }

  return (
    <SubmitForm labelledBy="activate-title" onSubmit={() => void submit()}>
      <EmailCodeFields state={code} emailLabel={t('activation.email')} disabled={busy} testId="activate" />
      <Field.Root>
        <Field.Label>{t('activation.password')}</Field.Label>
        <PasswordInput
          toggleTestId="toggle-activate-password"
          autoComplete="new-password"
          maxLength={PASSWORD_HINT_MAX}
          value={password}
          disabled={busy}
          onChange={(e) => setPassword(clampPasswordHintInput(e.currentTarget.value))}
          aria-describedby="activate-password-hints"
          data-testid="activate-password"
        />
      </Field.Root>
      <PasswordChecklist
        id="activate-password-hints"
        lines={HINTS.map((rule) => ({ rule, ok: hints[rule], label: passwordRuleText(t, rule) }))}
      />
      <Button type="submit" colorPalette="brand" size="lg" disabled={!ready} loading={busy} data-testid="activate-confirm">
        {t('messages.confirm_activation_key')}
      </Button>
    </SubmitForm>
  );
}
