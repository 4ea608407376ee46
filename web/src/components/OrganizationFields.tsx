import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PLANS } from '@tessera/domain/constants';
import type { OrganizationInput } from '@tessera/domain/settings/organizations';
import { FieldRoot } from './FieldRoot';

/** What the platform admin types for a new association: its name, its plan, its first general admin's email. */
export interface OrganizationValues {
  name: string;
  plan: string;
  email: string;
}

export const EMPTY_ORGANIZATION: OrganizationValues = { name: '', plan: '', email: '' };

/** The values as the organizations' input (domain `organizationInput`): an unchosen plan left out, for its own message. */
export const organizationInputOf = (v: OrganizationValues): OrganizationInput => ({
  name: v.name,
  plan: (v.plan || undefined) as OrganizationInput['plan'],
  admin: { email: v.email },
});

/**
 * A new association's fields, shared by the screens that make one (created empty, or imported from an archive):
 * `errors` holds the message keys of the input's schema by its top field (name, plan, admin); `testId` prefixes each
 * field's test id (`<testId>-name`, `-plan`, `-email`).
 */
export function OrganizationFields({
  values,
  onChange,
  errors,
  testId,
}: {
  values: OrganizationValues;
  onChange: (values: OrganizationValues) => void;
  errors: Record<string, string>;
  testId: string;
}) {
  const { t } = useTranslation();
  const set = (field: keyof OrganizationValues, value: string) => onChange({ ...values, [field]: value });
  return (
    <Stack gap="3">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3">
        <FieldRoot invalid={!!errors.name} required flex="2">
          <Field.Label>{t('organizationFields.name')}</Field.Label>
          <Input value={values.name} maxLength={100} onChange={(e) => set('name', e.currentTarget.value)} data-testid={`${testId}-name`} />
          <Field.ErrorText>{errors.name && t(errors.name)}</Field.ErrorText>
        </FieldRoot>
        <FieldRoot invalid={!!errors.plan} required flex="1">
          <Field.Label>{t('organizationFields.plan')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={values.plan} onChange={(e) => set('plan', e.currentTarget.value)} data-testid={`${testId}-plan`}>
              <option value="">{t('organizationFields.choose')}</option>
              {PLANS.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.plan && t(errors.plan)}</Field.ErrorText>
        </FieldRoot>
      </Stack>
      <FieldRoot invalid={!!errors.admin} required>
        <Field.Label>{t('organizationFields.adminEmail')}</Field.Label>
        <Input
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          data-testid={`${testId}-email`}
        />
        {!errors.admin && <Field.HelperText>{t('organizationFields.adminHelp')}</Field.HelperText>}
        <Field.ErrorText>{errors.admin && t(errors.admin)}</Field.ErrorText>
      </FieldRoot>
    </Stack>
  );
}
