import { Field, Input } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CityAutocomplete } from '../../components/CityAutocomplete';
import { FieldRoot } from '../../components/FieldRoot';
import { useMemberForm } from './memberFormFields';
import { FieldGrid, MemberFormSection } from './MemberFormSection';

/**
 * Birth: date, place and province. A place picked from the city list fills in its province and gives the tax-code
 * assist its Belfiore code (`setBelfiore`; null again once the place is typed).
 */
export function MemberBirthSection({ setBelfiore }: { setBelfiore: (code: string | null) => void }) {
  const { t } = useTranslation();
  const { register, control, setValue, errors, msg } = useMemberForm();
  return (
    <MemberFormSection legend={t('members.form.birth')} testId="member-section-birth">
      <FieldGrid>
        <FieldRoot invalid={!!errors.birthDate}>
          <Field.Label>{t('members.form.birthDate')}</Field.Label>
          <Input type="date" {...register('birthDate')} data-testid="member-birthDate" />
          <Field.ErrorText>{msg(errors.birthDate?.message)}</Field.ErrorText>
        </FieldRoot>
        <FieldRoot invalid={!!errors.birthPlace}>
          <Controller
            control={control}
            name="birthPlace"
            render={({ field }) => (
              <CityAutocomplete
                label={t('members.form.birthPlace')}
                value={field.value}
                onInputChange={(v) => {
                  field.onChange(v);
                  setBelfiore(null);
                }}
                onSelect={(c) => {
                  field.onChange(c.nome);
                  setValue('birthProvince', c.prov, { shouldDirty: true });
                  setBelfiore(c.place.belfiore);
                }}
                testId="member-birthPlace"
              />
            )}
          />
          <Field.ErrorText>{msg(errors.birthPlace?.message)}</Field.ErrorText>
        </FieldRoot>
        <FieldRoot invalid={!!errors.birthProvince}>
          <Field.Label>{t('members.form.birthProvince')}</Field.Label>
          <Input maxLength={2} {...register('birthProvince')} data-testid="member-birthProvince" />
          <Field.ErrorText>{msg(errors.birthProvince?.message)}</Field.ErrorText>
        </FieldRoot>
      </FieldGrid>
    </MemberFormSection>
  );
}
