import { useRef, useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { canVerifyOtp } from '@tessera/domain/forms/otp';
import { notify, notifyFailure } from '../../components/toaster';
import { SmsCodeField } from '../../components/SmsCodeField';
import { confirmSmsCode, sendSmsCode } from '../../lib/firebase/phoneFactor';
import { reauthenticate } from '../../lib/firebase/reauthenticate';
import { CurrentPasswordField } from './CurrentPasswordField';

/**
 * Proves it is the account's owner before a second-factor change (the server checks both, users/stepUp.ts): the
 * current password re-authenticates the session (a recent sign-in), and `smsTo` gets an SMS code whose check makes
 * the session's token a fresh phone proof. Then `onConfirmed` makes the change.
 */
export function StepUpPanel(props: { password: boolean; smsTo: string | null; onConfirmed: () => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation();
  const recaptcha = useRef<HTMLDivElement>(null);
  const [password, setPassword] = useState('');
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function step(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (e) {
      notifyFailure(t, e);
    } finally {
      setBusy(false);
    }
  }

  const start = () =>
    step(async () => {
      if (props.password) await reauthenticate(password);
      if (!props.smsTo) return props.onConfirmed();
      setVerificationId(await sendSmsCode(props.smsTo, recaptcha.current!));
      notify('info', t('messages.sms_sent_key'));
    });

  const verify = () =>
    step(async () => {
      await confirmSmsCode(verificationId!, code.trim(), props.smsTo!);
      await props.onConfirmed();
    });

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid="step-up">
      <Text fontSize="sm">{t(props.smsTo ? 'users.security.stepUpSms' : 'users.security.stepUpPassword')}</Text>
      {props.password && !verificationId && <CurrentPasswordField value={password} onChange={setPassword} disabled={busy} />}
      {verificationId && <SmsCodeField value={code} onChange={setCode} testId="step-up-code" />}
      <HStack gap="2" flexWrap="wrap">
        {verificationId ? (
          <Button
            colorPalette="brand"
            loading={busy}
            disabled={!canVerifyOtp(code, busy)}
            onClick={() => void verify()}
            data-testid="step-up-verify"
          >
            {t('auth.otpVerify')}
          </Button>
        ) : (
          <Button
            colorPalette="brand"
            loading={busy}
            disabled={props.password && password === ''}
            onClick={() => void start()}
            data-testid="step-up-start"
          >
            {t(props.smsTo ? 'users.security.stepUpSend' : 'users.security.stepUpConfirm')}
          </Button>
        )}
        <Button variant="ghost" onClick={props.onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </HStack>
      <Box ref={recaptcha} />
    </Stack>
  );
}
