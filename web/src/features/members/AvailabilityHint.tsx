import { Field } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Availability } from './useAvailability';

/** Under a field checked live: "checking…", a green "free", or (taken) a marker the field's error text explains. */
export function AvailabilityHint({ state, free, testId }: { state: Availability; free: string; testId: string }) {
  const { t } = useTranslation();
  if (state === 'checking')
    return (
      <Field.HelperText data-testid={testId} data-state={state}>
        {t('members.form.checking')}
      </Field.HelperText>
    );
  if (state === 'free')
    return (
      <Field.HelperText color="green.fg" data-testid={testId} data-state={state}>
        ✓ {free}
      </Field.HelperText>
    );
  return state === 'taken' ? <span data-testid={testId} data-state={state} hidden /> : null;
}
