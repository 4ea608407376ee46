import { Box, Button, Fieldset, Stack, Text } from '@chakra-ui/react';
import { useFieldArray, useWatch, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_FORM_FIELDS_MAX } from '@tessera/domain/campaigns/campaign';
import type { Draft, DraftSectionProps } from './campaignDraft';
import { useFormErrorText } from './campaignFormErrors';
import { CampaignQuestionRow } from './CampaignQuestionRow';

/** The registration form's own fields (the questions a registrant answers): added, removed, moved, up to the maximum. */
export function CampaignQuestionsEditor({
  control,
  register,
  errors,
  getValues,
  setValue,
}: DraftSectionProps & { getValues: UseFormGetValues<Draft>; setValue: UseFormSetValue<Draft> }) {
  const { t } = useTranslation();
  const msg = useFormErrorText();
  const rows = useFieldArray({ control, name: 'formFields', keyName: 'key' });
  const types = useWatch({ control, name: 'formFields' });

  return (
    <Fieldset.Root invalid={!!errors.formFields?.root || !!errors.formFields?.message} data-testid="campaign-fields">
      <Fieldset.Legend fontWeight="medium">{t('campaigns.fields.formFields')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('campaigns.help.formFields')}</Fieldset.HelperText>
      <Stack gap="3">
        {rows.fields.map((row, i) => (
          <CampaignQuestionRow
            key={row.key}
            index={i}
            last={i === rows.fields.length - 1}
            type={types?.[i]?.type ?? row.type}
            control={control}
            register={register}
            errors={errors}
            getValues={getValues}
            setValue={setValue}
            onMove={(to) => rows.move(i, to)}
            onRemove={() => rows.remove(i)}
          />
        ))}
        {rows.fields.length === 0 && (
          <Text color="fg.muted" fontSize="sm">
            {t('campaigns.formField.none')}
          </Text>
        )}
        <Box>
          <Button
            size="sm"
            variant="outline"
            disabled={rows.fields.length >= CAMPAIGN_FORM_FIELDS_MAX}
            onClick={() => rows.append({ id: '', label: '', type: 'TEXT', values: [], required: false })}
            data-testid="campaign-field-add"
          >
            {t('campaigns.formField.add')}
          </Button>
        </Box>
      </Stack>
      <Fieldset.ErrorText>
        {msg(errors.formFields?.root ?? (errors.formFields?.message ? errors.formFields : undefined))}
      </Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
