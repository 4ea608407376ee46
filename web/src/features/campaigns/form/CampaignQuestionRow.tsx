import type { ReactNode } from 'react';
import { Box, Checkbox, Field, HStack, IconButton, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Controller, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CUSTOM_FIELD_TYPES } from '@tessera/domain/entities/settings';
import { FieldRoot } from '../../../components/FieldRoot';
import { CrossIcon } from '../../../components/icons';
import { CHOICE_TYPES, fieldIdOf, type Draft, type DraftSectionProps, type FieldType } from './campaignDraft';
import { useFormErrorText } from './campaignFormErrors';
import { ListTextInput } from './ListTextInput';

interface Props extends DraftSectionProps {
  /** the row's place in the list, from 0 */
  index: number;
  /** whether it is the list's last row (it cannot move down) */
  last: boolean;
  /** the field's type as chosen now (its values are asked for a choice) */
  type: FieldType;
  getValues: UseFormGetValues<Draft>;
  setValue: UseFormSetValue<Draft>;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One field of the registration form being edited: its label, id, type, values, whether it is required; moved or removed. */
export function CampaignQuestionRow({ index: i, last, type, control, register, errors, getValues, setValue, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  const msg = useFormErrorText();
  const rowErrors = errors.formFields?.[i];
  const n = i + 1;
  const cell = (label: string, invalid: boolean, control: ReactNode, error?: unknown, gridColumn?: object) => (
    <FieldRoot invalid={invalid} gridColumn={gridColumn}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      {control}
      <Field.ErrorText>{msg(error)}</Field.ErrorText>
    </FieldRoot>
  );

  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="campaign-field-row">
      <SimpleGrid columns={{ base: 1, md: 6 }} gap="3" alignItems="start">
        {cell(
          t('campaigns.formField.label', { n }),
          !!rowErrors?.label,
          <Input
            maxLength={100}
            {...register(`formFields.${i}.label`, {
              onBlur: (e: React.FocusEvent<HTMLInputElement>) => {
                if (!getValues(`formFields.${i}.id`) && e.target.value.trim())
                  setValue(`formFields.${i}.id`, fieldIdOf(e.target.value), { shouldDirty: true });
              },
            })}
            data-testid="campaign-field-label"
          />,
          rowErrors?.label,
          { md: 'span 2' },
        )}
        {cell(
          t('campaigns.formField.id', { n }),
          !!rowErrors?.id,
          <Input maxLength={40} {...register(`formFields.${i}.id`)} data-testid="campaign-field-id" />,
          rowErrors?.id,
          { md: 'span 2' },
        )}
        {cell(
          t('campaigns.formField.type', { n }),
          !!rowErrors?.type,
          <NativeSelect.Root>
            <NativeSelect.Field {...register(`formFields.${i}.type`)} data-testid="campaign-field-type">
              {CUSTOM_FIELD_TYPES.map((ft) => (
                <option key={ft} value={ft}>
                  {t(`campaigns.fieldTypes.${ft}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
          rowErrors?.type,
          { md: 'span 2' },
        )}
        {CHOICE_TYPES.includes(type) && (
          <FieldRoot invalid={!!rowErrors?.values} gridColumn={{ md: 'span 6' }} required>
            <Field.Label fontSize="sm">
              {t('campaigns.formField.values', { n })}
              <Field.RequiredIndicator />
            </Field.Label>
            <Controller
              control={control}
              name={`formFields.${i}.values`}
              render={({ field: f }) => <ListTextInput value={f.value} onChange={f.onChange} data-testid="campaign-field-values" />}
            />
            {!rowErrors?.values && <Field.HelperText>{t('campaigns.help.commaList')}</Field.HelperText>}
            <Field.ErrorText>{msg(rowErrors?.values)}</Field.ErrorText>
          </FieldRoot>
        )}
      </SimpleGrid>
      <HStack justify="space-between" mt="3" gap="2" flexWrap="wrap">
        <Controller
          control={control}
          name={`formFields.${i}.required`}
          render={({ field: f }) => (
            <Checkbox.Root size="sm" checked={f.value} onCheckedChange={(e) => f.onChange(!!e.checked)}>
              <Checkbox.HiddenInput data-testid="campaign-field-required" />
              <Checkbox.Control />
              <Checkbox.Label>{t('campaigns.formField.required')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <HStack gap="1">
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('campaigns.formField.up', { n })}
            disabled={i === 0}
            onClick={() => onMove(i - 1)}
            data-testid="campaign-field-up"
          >
            ↑
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('campaigns.formField.down', { n })}
            disabled={last}
            onClick={() => onMove(i + 1)}
            data-testid="campaign-field-down"
          >
            ↓
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={t('campaigns.formField.remove', { n })}
            onClick={onRemove}
            data-testid="campaign-field-remove"
          >
            <CrossIcon />
          </IconButton>
        </HStack>
      </HStack>
    </Box>
  );
}
