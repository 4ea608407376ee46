import { useRef, useState } from 'react';
import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { POSTAL_CODE_LENGTH, ZIP_MAX } from '@tessera/domain/constants';
import type { Address } from '@tessera/domain/entities/common';
import { capPrefix, isCapPlaceholder } from '@tessera/domain/geo/cap';
import { CityAutocomplete, type CitySelection } from './CityAutocomplete';
import { FieldRoot } from './FieldRoot';

interface Props {
  /** a title for the group, e.g. "Residenza" */
  legend?: string;
  value: Address;
  onChange: (next: Address) => void;
  errors?: Partial<Record<keyof Address, string>>;
  testId?: string;
  /** the municipality option chosen in the city autocomplete (signup sends it as fullAddress) */
  onCitySelect?: (selection: CitySelection) => void;
}

/**
 * Street line, city (autocomplete), zip, state/province and country: choosing a city fills the rest.
 * A city with several CAPs gives only their common prefix ("201" for Milano): the CAP field gets the
 * focus and says it needs all five digits (the address schema refuses a placeholder such as "201xx" on save).
 * Used by every address of the product (member residence/domicile/correspondence, signup).
 */
export function AddressFields({ legend, value, onChange, errors = {}, testId = 'address', onCitySelect }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<Address>) => onChange({ ...value, ...patch });
  const zipRef = useRef<HTMLInputElement>(null);
  const [zipToFinish, setZipToFinish] = useState(false);
  return (
    <fieldset data-testid={testId}>
      {legend && <legend style={{ fontWeight: 600, marginBottom: 8 }}>{legend}</legend>}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FieldRoot invalid={!!errors.line} gridColumn={{ md: 'span 2' }}>
          <Field.Label>{t('address.line')}</Field.Label>
          <Input value={value.line} onChange={(e) => set({ line: e.currentTarget.value })} data-testid={`${testId}-line`} />
          <Field.ErrorText>{errors.line && t(errors.line)}</Field.ErrorText>
        </FieldRoot>
        <FieldRoot invalid={!!errors.city}>
          <CityAutocomplete
            label={t('address.city')}
            value={value.city}
            invalid={!!errors.city}
            onInputChange={(city) => set({ city })}
            onSelect={(c) => {
              const partial = isCapPlaceholder(c.cap);
              set({ city: c.nome, zip: capPrefix(c.cap), state: c.prov, country: c.stato });
              setZipToFinish(partial);
              // The combobox gives the focus back to its input one frame after a choice: move it on the frame after.
              if (partial) requestAnimationFrame(() => requestAnimationFrame(() => zipRef.current?.focus()));
              onCitySelect?.(c);
            }}
            testId={`${testId}-city`}
          />
          <Field.ErrorText>{errors.city && t(errors.city)}</Field.ErrorText>
        </FieldRoot>
        <FieldRoot invalid={!!errors.zip}>
          <Field.Label>{t('address.zip')}</Field.Label>
          <Input
            ref={zipRef}
            value={value.zip}
            maxLength={ZIP_MAX}
            inputMode="numeric"
            onChange={(e) => set({ zip: e.currentTarget.value })}
            data-testid={`${testId}-zip`}
          />
          {zipToFinish && !errors.zip && value.zip.length < POSTAL_CODE_LENGTH && (
            <Field.HelperText data-testid={`${testId}-zip-hint`}>{t('address.capToFinish')}</Field.HelperText>
          )}
          <Field.ErrorText>{errors.zip && t(errors.zip)}</Field.ErrorText>
        </FieldRoot>
        <FieldRoot invalid={!!errors.state}>
          <Field.Label>{t('address.state')}</Field.Label>
          <Input value={value.state} onChange={(e) => set({ state: e.currentTarget.value })} data-testid={`${testId}-state`} />
        </FieldRoot>
        <FieldRoot invalid={!!errors.country}>
          <Field.Label>{t('address.country')}</Field.Label>
          <Input value={value.country} onChange={(e) => set({ country: e.currentTarget.value })} data-testid={`${testId}-country`} />
        </FieldRoot>
      </SimpleGrid>
    </fieldset>
  );
}
