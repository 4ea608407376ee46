import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../components/AddressFields';
import { useMemberForm } from './memberFormFields';
import { MemberFormSection } from './MemberFormSection';
import { ADDRESS_KEYS } from './memberFormValues';

const ADDRESS_PARTS = ['line', 'city', 'zip', 'state', 'country'] as const;

/** The member's addresses (residence, domicile, correspondence), a section each. */
export function MemberAddressSections() {
  const { t } = useTranslation();
  const { control } = useMemberForm();
  return ADDRESS_KEYS.map((k) => (
    <MemberFormSection key={k} legend={t(`members.form.${k}`)}>
      <Controller
        control={control}
        name={k}
        render={({ field, fieldState }) => {
          const e = (fieldState.error ?? {}) as Record<string, { message?: string } | undefined>;
          const errs = Object.fromEntries(ADDRESS_PARTS.flatMap((f) => (e[f]?.message ? [[f, e[f]!.message!]] : [])));
          return <AddressFields value={field.value} onChange={field.onChange} errors={errs} testId={`member-${k}`} />;
        }}
      />
    </MemberFormSection>
  ));
}
