import { Field, Fieldset, Input, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FieldRoot } from '../../../components/FieldRoot';
import type { DraftSectionProps } from './campaignDraft';
import { useFormErrorText } from './campaignFormErrors';

/** The email a registrant receives: its subject and body. */
export function ConfirmationEmailFields({ register, errors }: Omit<DraftSectionProps, 'control'>) {
  const { t } = useTranslation();
  const msg = useFormErrorText();

  return (
    <Fieldset.Root data-testid="campaign-email">
      <Fieldset.Legend fontWeight="medium">{t('campaigns.fields.confirmationEmail')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('campaigns.help.confirmationEmail')}</Fieldset.HelperText>
      <Stack gap="3">
        <FieldRoot invalid={!!errors.confirmationEmail?.subject}>
          <Field.Label>{t('campaigns.fields.emailSubject')}</Field.Label>
          <Input maxLength={200} {...register('confirmationEmail.subject')} data-testid="campaign-email-subject" />
          <Field.ErrorText>{msg(errors.confirmationEmail?.subject)}</Field.ErrorText>
        </FieldRoot>
        <FieldRoot invalid={!!errors.confirmationEmail?.body}>
          <Field.Label>{t('campaigns.fields.emailBody')}</Field.Label>
          <Textarea rows={4} maxLength={5000} {...register('confirmationEmail.body')} data-testid="campaign-email-body" />
          <Field.ErrorText>{msg(errors.confirmationEmail?.body)}</Field.ErrorText>
        </FieldRoot>
      </Stack>
    </Fieldset.Root>
  );
}
