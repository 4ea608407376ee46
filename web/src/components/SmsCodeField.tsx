import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@tessera/domain/constants';
import { sanitizeOtpInput } from '@tessera/domain/forms/otp';

/** The 6-digit SMS code input (the login's OTP step, the security section's confirmations): digits only. */
export function SmsCodeField(props: { value: string; onChange: (code: string) => void; testId: string; large?: boolean }) {
  const { t } = useTranslation();
  return (
    <Field.Root>
      <Field.Label>{t('auth.otpCode')}</Field.Label>
      <Input
        value={props.value}
        onChange={(e) => props.onChange(sanitizeOtpInput(e.currentTarget.value))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        autoFocus={props.large}
        fontFamily="mono"
        {...(props.large ? { fontSize: 'xl', letterSpacing: '0.3em' } : {})}
        data-testid={props.testId}
      />
    </Field.Root>
  );
}
