import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
import { OTP_LENGTH, PASSWORD_HINT_MAX } from '@tessera/domain/constants';
import { changePasswordFormSchema, type ChangePasswordFormValues } from '@tessera/domain/forms/changePassword';
import { newPasswordChecklist, type NewPasswordChecklist } from '@tessera/domain/forms/passwords';
import { PasswordChecklist, passwordRuleText } from '../../components/PasswordChecklist';
import { PasswordInput } from '../../components/PasswordInput';
import { notify, notifyFailure } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { useRetryWait } from '../../components/useRetryWait';
import { errorText } from '../../lib/api/errorText';
import { signInWithPassword } from '../../lib/firebase/authActions';
import { reauthenticate } from '../../lib/firebase/reauthenticate';
import { useSession } from '../../lib/session/session';
import { AccountForm } from './AccountForm';
import { CurrentPasswordField } from './CurrentPasswordField';
import { changePassword } from './api/changePassword';
import { sendPasswordCode } from './api/sendPasswordCode';

const RULES: (keyof NewPasswordChecklist)[] = ['length', 'lower', 'upper', 'digit'];
const EMPTY: ChangePasswordFormValues = { password: '', confirm: '', otp: '' };

/**
 * Modifica Password (platform change-pass, every role): the session re-authenticates with the current password (a
 * wrong one shows the provider's code), a code goes to the sign-in's email, then the new password (the
 * general rule: at least 6, lower, upper, number, and the confirmation must match) is set with it. Setting it ends
 * the sessions: the app signs in again with the new one, quietly, as after the forced change.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const session = useSession();
  const email = session.account?.email ?? session.profile?.email ?? '';
  const [current, setCurrent] = useState('');
  const { busy: sending, run } = useBusyAction();
  const [sent, setSent] = useState(false);
  // a refusal's wait holds the send button until then; the fields stay open for a code already received
  const wait = useRetryWait();
  const codeOpen = sent || wait.waiting;
  const { register, handleSubmit, control, formState, reset } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const password = useWatch({ control, name: 'password' }) ?? '';
  const checklist = newPasswordChecklist(password);
  const busy = formState.isSubmitting;

  function send() {
    // a wrong current password shows the provider's code (the default failure toast)
    void run(
      async () => {
        await reauthenticate(current);
        await sendPasswordCode();
        setSent(true);
        notify('info', t('messages.sent_otp_via_email_key'));
      },
      (e) => {
        wait.note(e);
        notifyFailure(t, e);
      },
    );
  }

  async function submit(values: ChangePasswordFormValues) {
    try {
      await session.whileSignInChanges(async () => {
        await changePassword({ password: values.password, otp: values.otp });
        await signInWithPassword(email, values.password);
      });
      notify('success', t('messages.pass_change_success_key'));
      reset(EMPTY);
      setCurrent('');
      setSent(false);
    } catch (e) {
      notify('error', t('messages.pass_change_error_key'), errorText(t, e));
    }
  }

  const fieldError = (name: keyof ChangePasswordFormValues) => {
    const message = formState.errors[name]?.message;
    return message ? <Field.ErrorText>{t(message)}</Field.ErrorText> : null;
  };

  return (
    <AccountForm
      title={t('nav.changePass')}
      intro={<Trans i18nKey="users.passwordIntro" values={{ email }} components={{ b: <b /> }} />}
      onSubmit={() => void handleSubmit(submit)()}
    >
      <HStack gap="2" align="end" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
        <CurrentPasswordField value={current} onChange={setCurrent} disabled={busy || sent} />
        <Button
          variant="outline"
          flexShrink={0}
          disabled={!current || sending || busy || wait.waiting}
          loading={sending}
          onClick={send}
          data-testid="password-send-code"
        >
          {t(sent ? 'emailCode.resend' : 'emailCode.send')}
        </Button>
      </HStack>
      {wait.text && (
        <Text color="fg.muted" fontSize="sm" role="status" data-testid="password-retry">
          {wait.text}
        </Text>
      )}
      <Field.Root invalid={!!formState.errors.otp} disabled={!codeOpen}>
        <Field.Label>{t('emailCode.code')}</Field.Label>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_LENGTH} {...register('otp')} data-testid="password-code" />
        {fieldError('otp')}
      </Field.Root>
      <Field.Root invalid={!!formState.errors.password} disabled={!codeOpen}>
        <Field.Label>{t('auth.newPassword')}</Field.Label>
        <PasswordInput
          toggleTestId="toggle-new-password"
          autoComplete="new-password"
          maxLength={PASSWORD_HINT_MAX}
          aria-describedby="new-password-rules"
          {...register('password')}
          data-testid="new-password"
        />
        {fieldError('password')}
      </Field.Root>
      <PasswordChecklist
        id="new-password-rules"
        lines={RULES.map((rule) => ({ rule, ok: checklist[rule], label: passwordRuleText(t, rule) }))}
      />
      <Field.Root invalid={!!formState.errors.confirm} disabled={!codeOpen}>
        <Field.Label>{t('users.confirmPassword')}</Field.Label>
        <PasswordInput
          toggleTestId="toggle-confirm-password"
          autoComplete="new-password"
          maxLength={PASSWORD_HINT_MAX}
          {...register('confirm')}
          data-testid="confirm-password"
        />
        {fieldError('confirm')}
      </Field.Root>
      <Button
        type="submit"
        colorPalette="brand"
        alignSelf={{ base: 'stretch', sm: 'start' }}
        disabled={!sent || busy}
        loading={busy}
        data-testid="password-confirm"
      >
        {t('users.confirmPasswordChange')}
      </Button>
    </AccountForm>
  );
}
