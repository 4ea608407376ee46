import { Field, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FieldRoot } from '../../../components/FieldRoot';
import type { DraftSectionProps } from './draftProps';

/** The draft's fields chosen from a list the organization already has (sender, saved search, campaign). */
type ChoiceName = 'senderId' | 'searchId' | 'campaignId';

/**
 * A required choice of the draft: an empty first option asking to choose, then `options`; the help text stands under
 * it until the field has an error, which takes its place.
 */
export function DraftSelectField({
  name,
  register,
  errors,
  label,
  placeholder,
  help,
  testId,
  options,
}: Pick<DraftSectionProps, 'register' | 'errors'> & {
  name: ChoiceName;
  label: string;
  placeholder: string;
  help?: string;
  testId: string;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const error = errors[name];
  return (
    <FieldRoot invalid={!!error} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(name)} data-testid={testId}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {help && !error && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>{error?.message && t(error.message)}</Field.ErrorText>
    </FieldRoot>
  );
}
