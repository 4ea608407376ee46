import { Alert, Button, Field, HStack, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TAX_CODE_INVALID_KEY } from '@tessera/domain/codiceFiscale';
import { FieldRoot } from '../../components/FieldRoot';
import { useMemberForm } from './memberFormFields';
import { MemberFormSection } from './MemberFormSection';
import type { useTaxCodeAssist } from './useTaxCodeAssist';

type TaxCodeAssist = Pick<ReturnType<typeof useTaxCodeAssist>, 'ssnInvalid' | 'consistency' | 'compute'>;

/** The tax code: typed or computed from the personal data, with a warning where it disagrees with them. */
export function MemberTaxCodeSection({ assist }: { assist: TaxCodeAssist }) {
  const { t } = useTranslation();
  const { register, errors, msg } = useMemberForm();
  const { ssnInvalid, consistency, compute } = assist;
  return (
    <MemberFormSection legend={t('members.form.taxCode')} testId="member-section-taxcode">
      <FieldRoot invalid={!!errors.ssn || ssnInvalid} required>
        <Field.Label>
          {t('members.form.ssn')}
          <Field.RequiredIndicator />
        </Field.Label>
        <HStack gap="2" width="full" align="start">
          <Input
            {...register('ssn')}
            maxLength={16}
            fontFamily="mono"
            textTransform="uppercase"
            autoComplete="off"
            data-testid="member-ssn"
          />
          <Button type="button" variant="outline" onClick={() => void compute()} data-testid="member-ssn-compute">
            {t('members.form.compute')}
          </Button>
        </HStack>
        <Field.ErrorText data-testid="member-ssn-error">
          {msg(errors.ssn?.message) ?? (ssnInvalid ? t(TAX_CODE_INVALID_KEY) : undefined)}
        </Field.ErrorText>
      </FieldRoot>
      {consistency && !consistency.valid && (
        <Alert.Root status="warning" mt="3" size="sm" data-testid="member-ssn-warning">
          <Alert.Indicator />
          <Alert.Title>
            {t('members.form.consistency', {
              fields: consistency.mismatches.map((m) => t(`members.form.mismatch.${m}`)).join(', '),
            })}
          </Alert.Title>
        </Alert.Root>
      )}
    </MemberFormSection>
  );
}
