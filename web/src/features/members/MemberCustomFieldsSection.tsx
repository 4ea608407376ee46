import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CustomFieldInputs } from '../../components/CustomFieldInputs';
import type { CustomFieldDoc } from '../../lib/data/useCustomFields';
import { useMemberForm } from './memberFormFields';
import { MemberFormSection } from './MemberFormSection';

/** The organization's own fields (settings → fields), each checked against its definition. */
export function MemberCustomFieldsSection({ defs }: { defs: CustomFieldDoc[] }) {
  const { t } = useTranslation();
  const { control } = useMemberForm();
  return (
    <MemberFormSection legend={t('members.form.custom')} testId="member-section-custom">
      <Controller
        control={control}
        name="customFields"
        render={({ field, fieldState }) => (
          <CustomFieldInputs
            defs={defs}
            value={field.value ?? {}}
            onChange={field.onChange}
            errors={(fieldState.error ?? {}) as unknown as Record<string, { message?: string } | undefined>}
          />
        )}
      />
    </MemberFormSection>
  );
}
