import { Field } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../../components/PasswordInput';

/** The current password both changes ask first: the session re-authenticates with it before a code is mailed. */
export function CurrentPasswordField({ value, onChange, disabled }: { value: string; onChange: (v: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Field.Root>
      <Field.Label>{t('users.currentPassword')}</Field.Label>
      <PasswordInput
        toggleTestId="toggle-current-password"
        autoComplete="current-password"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid="current-password"
      />
    </Field.Root>
  );
}
