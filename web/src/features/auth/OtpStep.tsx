import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { canVerifyOtp } from '@tessera/domain/forms/otp';
import { toE164 } from '@tessera/domain/phone';
import { notify, notifyFailure } from '../../components/toaster';
import { confirmSmsCode, sendSmsCode } from '../../lib/firebase/phoneFactor';
import { PublicLayout } from '../../components/PublicLayout';
import { syncMfa } from './api/syncMfa';
import { useSession } from '../../lib/session/session';
import { SubmitForm } from '../../components/SubmitForm';
import { SmsCodeField } from '../../components/SmsCodeField';
import { PageTitle } from '../../components/PageTitle';

/** `+393331234567` → `+39 ••• ••• 567`: enough to recognise one's number on a shared screen. */
const maskPhone = (phone: string) => `${phone.slice(0, 3)} ••• ••• ${phone.slice(-3)}`;

/**
 * The SMS second factor: a code is sent to the profile's phone, 6 digits are verified,
 * the check is synced to the server (POST /v1/users/sync-mfa) and the journey continues. A failed code shows the
 * provider's code (auth/invalid-verification-code).
 */
export function OtpStep() {
  const { t } = useTranslation();
  const session = useSession();
  const phone = toE164(session.account?.phone_number);
  const recaptcha = useRef<HTMLDivElement>(null);
  const sentOnce = useRef(false);
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const send = useCallback(async () => {
    if (!phone || !recaptcha.current) return;
    setBusy(true);
    try {
      setVerificationId(await sendSmsCode(phone, recaptcha.current));
      setCode('');
      notify('info', t('messages.sms_sent_key'));
    } catch (e) {
      notifyFailure(t, e);
    } finally {
      setBusy(false);
    }
  }, [phone, t]);

  useEffect(() => {
    // once per step, also under StrictMode's double effects: every send is a real SMS
    if (sentOnce.current) return;
    sentOnce.current = true;
    void send();
  }, [send]);

  async function verify() {
    if (!verificationId || !phone || !canVerifyOtp(code, busy)) return;
    setBusy(true);
    try {
      await confirmSmsCode(verificationId, code.trim(), phone);
      const { last_mfa } = await syncMfa();
      await session.otpVerified(last_mfa);
    } catch (e) {
      notifyFailure(t, e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicLayout>
      <SubmitForm labelledBy="otp-title" onSubmit={() => void verify()}>
        <Stack gap="1">
          <PageTitle id="otp-title" size="xl">
            {t('auth.otpTitle')}
          </PageTitle>
          <Text color="fg.muted" data-testid="otp-phone">
            {phone ? t('auth.otpIntro', { phone: maskPhone(phone) }) : t('auth.noPhone')}
          </Text>
        </Stack>
        <SmsCodeField value={code} onChange={setCode} testId="otp-code" large />
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          disabled={!verificationId || !canVerifyOtp(code, busy)}
          loading={busy}
          data-testid="otp-verify"
        >
          {t('auth.otpVerify')}
        </Button>
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Button variant="ghost" size="sm" onClick={() => void send()} disabled={busy} data-testid="otp-resend">
            {t('auth.otpResend')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => void session.logout()}>
            {t('common.logout')}
          </Button>
        </HStack>
        <Box ref={recaptcha} />
      </SubmitForm>
    </PublicLayout>
  );
}
