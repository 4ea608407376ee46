import type { ReactNode } from 'react';
import { Field, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CustomFieldDefinition } from '@tessera/domain/forms/customFields';
import { FieldRoot } from './FieldRoot';

export type CustomFieldValues = Record<string, string | number | boolean | string[]>;

interface CustomProps {
  defs: (CustomFieldDefinition & { id: string })[];
  value: CustomFieldValues;
  onChange: (v: CustomFieldValues) => void;
  /** by field name; messages are i18n keys */
  errors: Record<string, { message?: string } | undefined>;
}

/**
 * The organization's custom fields, each by its type, in one column on a phone and two on
 * wider screens: the admin's member form and the member's own data page both show them.
 */
export function CustomFieldInputs({ defs, value, onChange, errors }: CustomProps) {
  const { t } = useTranslation();
  const set = (name: string, v: string | number | boolean | string[]) => onChange({ ...value, [name]: v });
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {defs.map((d) => {
        const v = value[d.name];
        const err = errors[d.name]?.message;
        const id = `custom-${d.id}`;
        let control: ReactNode;
        switch (d.type) {
          case 'TEXT':
          case 'NUMBER':
          case 'DATE':
            control = (
              <Input
                id={id}
                type={d.type === 'DATE' ? 'date' : 'text'}
                inputMode={d.type === 'NUMBER' ? 'decimal' : undefined}
                value={v === undefined ? '' : String(v)}
                onChange={(e) => set(d.name, e.currentTarget.value)}
              />
            );
            break;
          case 'SELECT':
            control = (
              <NativeSelect.Root>
                <NativeSelect.Field id={id} value={typeof v === 'string' ? v : ''} onChange={(e) => set(d.name, e.currentTarget.value)}>
                  <option value="">{t('common.none')}</option>
                  {(d.allowedValues ?? []).map((a) => (
                    <option key={a} value={a}>
                      {a}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            );
            break;
          case 'RADIO':
          case 'MULTISELECT': {
            const multi = d.type === 'MULTISELECT';
            const chosen = multi ? (Array.isArray(v) ? v : []) : [typeof v === 'string' ? v : ''];
            control = (
              <HStack id={id} role={multi ? 'group' : 'radiogroup'} aria-label={d.name} flexWrap="wrap" gap="4">
                {(d.allowedValues ?? []).map((a) => (
                  <label key={a} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
                    <input
                      type={multi ? 'checkbox' : 'radio'}
                      name={id}
                      value={a}
                      checked={chosen.includes(a)}
                      onChange={(e) => set(d.name, multi ? (e.currentTarget.checked ? [...chosen, a] : chosen.filter((x) => x !== a)) : a)}
                    />
                    {a}
                  </label>
                ))}
              </HStack>
            );
            break;
          }
        }
        return (
          <FieldRoot key={d.id} invalid={!!err} required={d.required}>
            <Field.Label htmlFor={id}>
              {d.name}
              {d.required && <Field.RequiredIndicator />}
            </Field.Label>
            {control}
            <Field.ErrorText>{err && t(err)}</Field.ErrorText>
          </FieldRoot>
        );
      })}
    </SimpleGrid>
  );
}
