import { useState } from 'react';
import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@tessera/domain/constants';
import { requiredEmail } from '@tessera/domain/entities/common';
import { notify, notifyFailure } from './toaster';
import { useBusyAction } from './useBusyAction';
import { useRetryWait } from './useRetryWait';

/**
 * State of "email + send code + 6-character code" (activate, change username). `send` answers the server's `sent`:
 * false means the address is taken. Editing the email after a
 * send asks for a new code: the one sent belongs to the old address. A refusal that says when to retry holds the send
 * button until then (it comes back by itself); the code field stays open meanwhile, for a code already received, and
 * another address may be tried at once. `initialEmail` fills the address in (the one an invitation was mailed to).
 */
export function useEmailCode(send: (email: string) => Promise<boolean>, before?: () => Promise<void>, initialEmail = '') {
  const { t } = useTranslation();
  const [email, setEmailValue] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy: sending, run } = useBusyAction();
  const wait = useRetryWait();
  const parsed = requiredEmail.safeParse(email);
  const validEmail = parsed.success ? parsed.data : null;

  async function sendCode() {
    if (!validEmail) return;
    await run(
      async () => {
        await before?.();
        if (await send(validEmail)) {
          setSentTo(validEmail);
          notify('info', t('messages.sent_otp_via_email_key'));
        } else notify('error', t('errors.auth/email-already-exists'), 'auth/email-already-exists');
      },
      (e) => {
        wait.note(e);
        notifyFailure(t, e);
      },
    );
  }

  function setEmail(v: string) {
    setEmailValue(v);
    setSentTo(null);
    setCode('');
    wait.clear();
  }

  const sent = sentTo !== null && sentTo === validEmail;
  return { email, setEmail, validEmail, code, setCode, sent, sending, sendCode, waiting: wait.waiting, waitText: wait.text };
}

export type EmailCodeState = ReturnType<typeof useEmailCode>;

interface Props {
  state: EmailCodeState;
  emailLabel: string;
  disabled?: boolean;
  /** the send button's extra condition (e.g. the current password is typed) */
  canSend?: boolean;
  testId: string;
}

/**
 * The email input with its send-code button (enabled for a valid email, not while a refusal's wait runs) and the code
 * input (enabled once sent, or while waiting: the codes sent before still work).
 */
export function EmailCodeFields({ state, emailLabel, disabled, canSend = true, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      <Field.Root invalid={state.email.trim() !== '' && !state.validEmail}>
        <Field.Label>{emailLabel}</Field.Label>
        {/* Full width: a field lines its children up at the start, so the row shrank to its content (a half-width input). */}
        <HStack w="full" gap="2" align="start" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            value={state.email}
            disabled={disabled}
            onChange={(e) => state.setEmail(e.currentTarget.value)}
            data-testid={`${testId}-email`}
          />
          <Button
            variant="outline"
            flexShrink={0}
            disabled={!state.validEmail || !canSend || disabled || state.sending || state.waiting}
            loading={state.sending}
            onClick={() => void state.sendCode()}
            data-testid={`${testId}-send-code`}
          >
            {t(state.sent ? 'emailCode.resend' : 'emailCode.send')}
          </Button>
        </HStack>
        {state.email.trim() !== '' && !state.validEmail && <Field.ErrorText>{t('validation.email')}</Field.ErrorText>}
        {state.waitText && (
          <Field.HelperText role="status" data-testid={`${testId}-retry`}>
            {state.waitText}. {t('retry.waitOrChange')}
          </Field.HelperText>
        )}
      </Field.Root>
      <Field.Root disabled={!(state.sent || state.waiting) || disabled}>
        <Field.Label>{t('emailCode.code')}</Field.Label>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={state.code}
          onChange={(e) => state.setCode(e.currentTarget.value.trim())}
          data-testid={`${testId}-code`}
        />
        <Field.HelperText>{t('emailCode.help', { length: OTP_LENGTH })}</Field.HelperText>
      </Field.Root>
    </Stack>
  );
}
