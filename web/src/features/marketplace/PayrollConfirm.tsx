import { useState } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@tessera/domain/constants';
import { sanitizeOtpInput } from '@tessera/domain/forms/otp';
import { holdTime } from './holdTime';

interface Props {
  /** ISO date-time: when the seats held for the code go back */
  expiresAt: string | null;
  busy: boolean;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}

/** The emailed code that confirms a payroll charge: six digits, and until when the seats wait for it. */
export function PayrollConfirm({ expiresAt, busy, onConfirm, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const [code, setCode] = useState('');
  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={(e) => (e.preventDefault(), code.length === OTP_LENGTH && onConfirm(code))}
      data-testid="payroll-confirm"
    >
      <Text>{t('marketplace.payrollCodeSent', { time: holdTime(expiresAt, i18n.language) })}</Text>
      <Field.Root>
        <Field.Label htmlFor="payroll-code">{t('marketplace.payrollCode')}</Field.Label>
        <Input
          id="payroll-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={code}
          onChange={(e) => setCode(sanitizeOtpInput(e.currentTarget.value))}
          data-testid="payroll-code"
        />
      </Field.Root>
      <HStack gap="2" flexWrap="wrap">
        <Button type="submit" colorPalette="brand" loading={busy} disabled={code.length !== OTP_LENGTH} data-testid="payroll-code-confirm">
          {t('marketplace.payrollConfirm')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
