import { Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CampaignFormField } from '@tessera/domain/campaigns/campaign';
import { FieldRoot } from '../../../components/FieldRoot';
import type { Answer } from './registrationCheck';

/** A form field's input by its type. */
function AnswerInput({ field, value, onChange }: { field: CampaignFormField; value: Answer | undefined; onChange: (v: Answer) => void }) {
  const { t } = useTranslation();
  const id = `answer-${field.id}`;
  const testId = `public-answer-${field.id}`;
  switch (field.type) {
    case 'SELECT':
      return (
        <NativeSelect.Root>
          <NativeSelect.Field
            id={id}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => onChange(e.currentTarget.value)}
            data-testid={testId}
          >
            <option value="">{t('campaigns.public.choose')}</option>
            {field.values.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    case 'RADIO':
    case 'MULTISELECT': {
      const multi = field.type === 'MULTISELECT';
      const chosen = multi ? (Array.isArray(value) ? value : []) : typeof value === 'string' ? [value] : [];
      return (
        <Stack id={id} role={multi ? 'group' : 'radiogroup'} aria-labelledby={`${id}-label`} gap="2" data-testid={testId}>
          {field.values.map((v) => (
            <HStack as="label" key={v} gap="2" cursor="pointer" minH="8">
              <input
                type={multi ? 'checkbox' : 'radio'}
                name={id}
                value={v}
                checked={chosen.includes(v)}
                style={{ width: 18, height: 18 }}
                onChange={(e) => onChange(multi ? (e.currentTarget.checked ? [...chosen, v] : chosen.filter((x) => x !== v)) : v)}
              />
              <Text as="span">{v}</Text>
            </HStack>
          ))}
        </Stack>
      );
    }
    default:
      return (
        <Input
          id={id}
          type={field.type === 'DATE' ? 'date' : 'text'}
          inputMode={field.type === 'NUMBER' ? 'decimal' : undefined}
          maxLength={field.type === 'TEXT' ? 1000 : undefined}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          data-testid={testId}
        />
      );
  }
}

/**
 * One of the campaign's own fields on the public form: its label, its input and its message. A group of choices
 * (radio, multiselect) is named by the label's id, not tied to one input with `for`.
 */
export function AnswerField({
  field,
  value,
  error,
  onChange,
}: {
  field: CampaignFormField;
  value: Answer | undefined;
  /** the message's i18n key, when the answer is missing or wrong */
  error: string | undefined;
  onChange: (v: Answer) => void;
}) {
  const { t } = useTranslation();
  const group = field.type === 'RADIO' || field.type === 'MULTISELECT';
  return (
    <FieldRoot invalid={!!error} required={field.required} data-field={`answers.${field.id}`}>
      <Field.Label id={`answer-${field.id}-label`} htmlFor={group ? undefined : `answer-${field.id}`}>
        {field.label}
        {field.required && <Field.RequiredIndicator />}
      </Field.Label>
      <AnswerInput field={field} value={value} onChange={onChange} />
      <Field.ErrorText>{error ? t(error) : undefined}</Field.ErrorText>
    </FieldRoot>
  );
}
