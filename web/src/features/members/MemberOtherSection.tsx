import { Field, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FieldRoot } from '../../components/FieldRoot';
import { useMemberForm } from './memberFormFields';
import { MemberFormSection } from './MemberFormSection';

/** Hobbies and interests, and the office's notes. */
export function MemberOtherSection() {
  const { t } = useTranslation();
  const { register, errors, msg } = useMemberForm();
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
