import { Field, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FieldRoot } from '../../components/FieldRoot';
import { MemberTextField, MemberListSelect, useMemberForm, type MemberFormLists } from './memberFormFields';
import { FieldGrid, MemberFormSection } from './MemberFormSection';
import type { MemberFormValues } from './memberFormValues';
import type { ShownMemberFields } from './memberFormFields';

/** Who the member is: name, surname, gender, title, marital status (when the organization shows it), identity document. */
export function MemberPersonalSection({
  lists,
  start,
  shown,
}: {
  lists: MemberFormLists;
  start: MemberFormValues;
  shown: ShownMemberFields;
}) {
  const { t } = useTranslation();
  const { register, errors, msg } = useMemberForm();
  return (
    <MemberFormSection legend={t('members.form.personal')} testId="member-section-personal">
      <FieldGrid>
        <MemberTextField field="name" label={t('members.form.name')} required />
        <MemberTextField field="surname" label={t('members.form.surname')} required />
        <FieldRoot invalid={!!errors.gender}>
          <Field.Label>{t('members.form.gender')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('gender')} data-testid="member-gender">
              <option value="">{t('members.form.none')}</option>
              <option value="M">{t('members.form.genderM')}</option>
              <option value="F">{t('members.form.genderF')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{msg(errors.gender?.message)}</Field.ErrorText>
        </FieldRoot>
        <MemberTextField field="title" label={t('members.form.title')} />
        {shown.maritalStatus && (
          <MemberListSelect
            field="maritalStatus"
            type="marital"
            label={t('members.form.maritalStatus')}
            lists={lists}
            current={start.maritalStatus}
          />
        )}
        <MemberTextField field="cid" label={t('members.form.cid')} />
      </FieldGrid>
    </MemberFormSection>
  );
}
