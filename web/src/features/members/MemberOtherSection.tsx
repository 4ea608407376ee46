import { Field, Stack, Textarea } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldRoot } from '../../components/FieldRoot';
import { useFieldMessage } from './memberFormFields';
import { MemberFormSection } from './MemberFormSection';
import type { MemberFormValues } from './memberFormValues';

/** Hobbies and interests, and the office's notes. */
export function MemberOtherSection() {
  const { t } = useTranslation();
  const msg = useFieldMessage();
  const {
    register,
    formState: { errors },
  } = useFormContext<MemberFormValues>();
  return (
    <MemberFormSection legend={t('members.form.other')}>
      <Stack gap="4">
        <FieldRoot invalid={!!errors.hobbies}>
          <Field.Label>{t('members.form.hobbies')}</Field.Label>
          <Textarea rows={2} {...register('hobbies')} data-testid="member-hobbies" />
          <Field.ErrorText>{msg(errors.hobbies?.message)}</Field.ErrorText>
        </FieldRoot>
        <FieldRoot invalid={!!errors.notes}>
          <Field.Label>{t('members.form.notes')}</Field.Label>
          <Textarea rows={3} {...register('notes')} data-testid="member-notes" />
          <Field.ErrorText>{msg(errors.notes?.message)}</Field.ErrorText>
        </FieldRoot>
      </Stack>
    </MemberFormSection>
  );
}
