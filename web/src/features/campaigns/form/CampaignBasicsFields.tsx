import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DUPLICATE_POLICIES, QR_TYPES } from '@tessera/domain/campaigns/campaign';
import { FieldRoot } from '../../../components/FieldRoot';
import type { DraftSectionProps } from './campaignDraft';
import { useFormErrorText } from './campaignFormErrors';
import { ListTextInput } from './ListTextInput';

/** The campaign's what, where and when: name, category, place, days, places, the call to action, the QR, duplicates, tags. */
export function CampaignBasicsFields({ control, register, errors }: DraftSectionProps) {
  const { t } = useTranslation();
  const msg = useFormErrorText();

  const field = (
    key: 'name' | 'category' | 'place' | 'startDate' | 'endDate' | 'ctaText' | 'maxParticipants',
    opts: { required?: boolean; wide?: boolean; help?: string; input?: Record<string, unknown> } = {},
  ) => (
    <FieldRoot invalid={!!errors[key]} required={opts.required} gridColumn={opts.wide ? { md: 'span 2' } : undefined}>
      <Field.Label>
        {t(`campaigns.fields.${key}`)}
        {opts.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input {...register(key)} data-testid={`campaign-${key}`} {...opts.input} />
      {opts.help && !errors[key] && <Field.HelperText>{opts.help}</Field.HelperText>}
      <Field.ErrorText>{msg(errors[key])}</Field.ErrorText>
    </FieldRoot>
  );
  const select = (key: 'qrType' | 'duplicates', options: readonly string[], help?: string) => (
    <FieldRoot invalid={!!errors[key]}>
      <Field.Label>{t(`campaigns.fields.${key}`)}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(key)} data-testid={`campaign-${key}`}>
          {options.map((o) => (
            <option key={o} value={o}>
              {t(`campaigns.${key}Options.${o}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {help && !errors[key] && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>{msg(errors[key])}</Field.ErrorText>
    </FieldRoot>
  );

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {field('name', { required: true, wide: true, input: { maxLength: 200 } })}
      {field('category', { input: { maxLength: 100 } })}
      {field('place', { input: { maxLength: 200 } })}
      {field('startDate', { required: true, input: { type: 'date' } })}
      {field('endDate', { required: true, input: { type: 'date' } })}
      {field('maxParticipants', { help: t('campaigns.help.maxParticipants'), input: { inputMode: 'numeric' } })}
      {field('ctaText', { help: t('campaigns.help.ctaText'), input: { maxLength: 60 } })}
      {select('qrType', QR_TYPES, t('campaigns.help.qrType'))}
      {select('duplicates', DUPLICATE_POLICIES, t('campaigns.help.duplicates'))}
      <FieldRoot invalid={!!errors.tags} gridColumn={{ md: 'span 2' }}>
        <Field.Label>{t('campaigns.fields.tags')}</Field.Label>
        <Controller
          control={control}
          name="tags"
          render={({ field: f }) => <ListTextInput value={f.value} onChange={f.onChange} data-testid="campaign-tags" />}
        />
        {!errors.tags && <Field.HelperText>{t('campaigns.help.commaList')}</Field.HelperText>}
        <Field.ErrorText>{msg(errors.tags)}</Field.ErrorText>
      </FieldRoot>
    </SimpleGrid>
  );
}
