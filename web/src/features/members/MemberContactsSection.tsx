import { Field, Input } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { looksLikeEmail } from '@tessera/domain/entities/common';
import { FieldRoot } from '../../components/FieldRoot';
import { checkMailAvailability } from './api/checkMailAvailability';
import { AvailabilityHint } from './AvailabilityHint';
import { MemberTextField, useMemberForm } from './memberFormFields';
import { FieldGrid, MemberFormSection } from './MemberFormSection';
import type { MemberFormValues } from './memberFormValues';
import { useAvailability } from './useAvailability';

/** How to reach the member: phone, email (checked live against the server: one account per address), second email. */
export function MemberContactsSection({ start }: { start: MemberFormValues }) {
  const { t } = useTranslation();
  const { register, control, errors, msg } = useMemberForm();
  const email = useWatch({ control, name: 'email' });
  const emailState = useAvailability(email, start.email, looksLikeEmail, checkMailAvailability);
  return (
    <MemberFormSection legend={t('members.form.contacts')} testId="member-section-contacts">
      <FieldGrid>
        <MemberTextField field="phone" label={t('members.form.phone')} type="tel" />
        <FieldRoot invalid={!!errors.email || emailState === 'taken'}>
          <Field.Label>{t('members.form.email')}</Field.Label>
          <Input type="email" autoComplete="off" {...register('email')} data-testid="member-email" />
          <AvailabilityHint state={emailState} free={t('members.form.emailFree')} testId="member-email-check" />
          <Field.ErrorText>
            {msg(errors.email?.message) ?? (emailState === 'taken' ? t('members.form.emailTaken') : undefined)}
          </Field.ErrorText>
        </FieldRoot>
        <MemberTextField field="secondaryEmail" label={t('members.form.secondaryEmail')} type="email" />
      </FieldGrid>
    </MemberFormSection>
  );
}
