import { useId, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Field,
  Fieldset,
  Heading,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  MAX_SALE_PRICES,
  SALE_TYPES,
  saleInput,
  type Sale,
  type SaleForm as SaleValues,
  type SaleType,
} from '@tessera/domain/entities/sale';
import { PAYMENT_METHODS, type PaymentMethod } from '@tessera/domain/entities/payment';
import { amountText, parseCents } from '@tessera/domain/locale/money';
import { AmountInput } from '../../components/AmountInput';
import { FieldRoot } from '../../components/FieldRoot';
import { RichTextEditor } from '../../components/RichTextEditor';
import { SubmitForm } from '../../components/SubmitForm';
import { useSchemaSubmit } from '../../components/useSchemaSubmit';
import { CrossIcon } from '../../components/icons';
import { saveSale } from './api/saveSale';

/** A price as typed: the cost as text until sent (€ 1.234,56 in Italian, 1,234.56 in English). */
interface PriceDraft {
  name: string;
  cost: string;
  vatDepartment: string;
}

/** The form's fields as typed: numbers as text, an empty seat limit meaning none. */
interface Draft {
  name: string;
  type: SaleType;
  saleDate: string;
  openingDate: string;
  expirationDate: string;
  seatsAvailable: string;
  minEnrolled: string;
  maxEnrolled: string;
  prices: PriceDraft[];
  paymentMethods: PaymentMethod[];
  visibleOnline: boolean;
  onlineSellable: boolean;
  payrollChargeable: boolean;
  canHaveFamily: boolean;
  familyCategory: string;
  descriptionHTML: string;
}

const numberText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

function draftOf(s: Sale | undefined, lang: 'it' | 'en'): Draft {
  return {
    name: s?.name ?? '',
    type: s?.type ?? 'ACTIVITY',
    saleDate: s?.saleDate ?? '',
    openingDate: s?.openingDate ?? '',
    expirationDate: s?.expirationDate ?? '',
    seatsAvailable: numberText(s?.seatsAvailable),
    minEnrolled: numberText(s?.minEnrolled ?? 0),
    maxEnrolled: numberText(s?.maxEnrolled),
    prices: s?.prices.map((p) => ({ name: p.name, cost: amountText(p.cost, lang), vatDepartment: p.vatDepartment })) ?? [
      { name: '', cost: '', vatDepartment: '' },
    ],
    paymentMethods: s?.paymentMethods ?? ['CONTANTI'],
    visibleOnline: s?.visibleOnline ?? false,
    onlineSellable: s?.onlineSellable ?? false,
    payrollChargeable: s?.payrollChargeable ?? false,
    canHaveFamily: s?.canHaveFamily ?? false,
    familyCategory: s?.familyCategory ?? '',
    descriptionHTML: s?.descriptionHTML ?? '',
  };
}

/** A count as typed: empty is `empty`, anything else a number (the schema names what is wrong). */
const countOf = (text: string, empty: number | null) => (text.trim() === '' ? empty : Number(text.trim()));

/** The draft as the API's schema reads it. */
const valuesOf = (d: Draft, lang: 'it' | 'en'): SaleValues => ({
  ...d,
  seatsAvailable: countOf(d.seatsAvailable, null),
  minEnrolled: countOf(d.minEnrolled, 0) ?? 0,
  maxEnrolled: countOf(d.maxEnrolled, null),
  prices: d.prices.map((p) => ({ name: p.name, cost: parseCents(p.cost, lang) ?? Number.NaN, vatDepartment: p.vatDepartment })),
  familyCategory: d.canHaveFamily ? d.familyCategory || null : null,
});

interface Props {
  /** the stored item; none for a new one */
  stored?: Sale;
  categories: [string, string][];
  onSaved: (id: string) => void;
}

/**
 * The sale item's fields, checked by the API's own schema before sending: name and type, the day and the
 * sales window, seats, prices (one or several), how it may be paid, online and family options, and the description
 * in a rich-text editor.
 */
export function SaleForm({ stored, categories, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const [draft, setDraft] = useState<Draft>(() => draftOf(stored, lang));
  const { errors, busy, submit, clear } = useSchemaSubmit(saleInput);
  const descriptionLabel = `sale-description-${useId()}`;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    clear(key);
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const setPrice = (i: number, patch: Partial<PriceDraft>) =>
    set(
      'prices',
      draft.prices.map((p, j) => (j === i ? { ...p, ...patch } : p)),
    );
  const error = (key: keyof Draft) => (errors[key] ? t(errors[key]!) : undefined);

  const save = () =>
    void submit(
      valuesOf(draft, lang),
      (body) => saveSale(stored?.id ?? null, body),
      (answer) => {
        onSaved(answer.id);
        return t(stored ? 'sales.saved' : 'sales.created');
      },
    );

  const field = (key: keyof Draft, control: React.ReactNode, opts: { required?: boolean; wide?: boolean; help?: string } = {}) => (
    <FieldRoot invalid={!!errors[key]} required={opts.required} gridColumn={opts.wide ? { md: 'span 2' } : undefined}>
      <Field.Label>{t(`sales.fields.${key}`)}</Field.Label>
      {control}
      {opts.help && !errors[key] && <Field.HelperText>{opts.help}</Field.HelperText>}
      <Field.ErrorText>{error(key)}</Field.ErrorText>
    </FieldRoot>
  );
  const input = (
    key: 'name' | 'saleDate' | 'openingDate' | 'expirationDate' | 'seatsAvailable' | 'minEnrolled' | 'maxEnrolled',
    props = {},
  ) => <Input value={draft[key]} onChange={(e) => set(key, e.currentTarget.value)} data-testid={`sale-${key}`} {...props} />;
  const choice = (key: 'type' | 'familyCategory', options: readonly (readonly [string, string])[], none?: string) => (
    <NativeSelect.Root>
      <NativeSelect.Field value={draft[key]} onChange={(e) => set(key, e.currentTarget.value as never)} data-testid={`sale-${key}`}>
        {none !== undefined && <option value="">{none}</option>}
        {options.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  const check = (key: 'visibleOnline' | 'onlineSellable' | 'payrollChargeable' | 'canHaveFamily', disabled = false) => (
    <Checkbox.Root checked={draft[key]} disabled={disabled} onCheckedChange={(e) => set(key, !!e.checked)}>
      <Checkbox.HiddenInput data-testid={`sale-${key}`} />
      <Checkbox.Control />
      <Checkbox.Label>{t(`sales.fields.${key}`)}</Checkbox.Label>
    </Checkbox.Root>
  );

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="app.panel" data-testid="sale-form">
      <SubmitForm labelledBy="sale-form-title" onSubmit={save}>
        <Heading as="h2" size="md" id="sale-form-title">
          {t('sales.formTitle')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('name', input('name', { maxLength: 200 }), { required: true, wide: true })}
          {field(
            'type',
            choice(
              'type',
              SALE_TYPES.map((type) => [type, t(`sales.types.${type}`)] as const),
            ),
            { required: true },
          )}
          {field('saleDate', input('saleDate', { type: 'date' }), { required: true, help: t('sales.help.saleDate') })}
          {field('openingDate', input('openingDate', { type: 'date' }), { required: true })}
          {field('expirationDate', input('expirationDate', { type: 'date' }), { required: true })}
          {field('seatsAvailable', input('seatsAvailable', { inputMode: 'numeric' }), { help: t('sales.help.seatsAvailable') })}
          {field('minEnrolled', input('minEnrolled', { inputMode: 'numeric' }), { help: t('sales.help.minEnrolled') })}
          {field('maxEnrolled', input('maxEnrolled', { inputMode: 'numeric' }), { help: t('sales.help.maxEnrolled') })}
        </SimpleGrid>

        <Fieldset.Root invalid={!!errors.prices} data-testid="sale-prices">
          <Fieldset.Legend fontWeight="medium">{t('sales.fields.prices')}</Fieldset.Legend>
          <Stack gap="3">
            {draft.prices.map((p, i) => (
              <SimpleGrid key={i} columns={{ base: 1, md: 4 }} gap="2" alignItems="end" data-testid="sale-price-row">
                <Field.Root gridColumn={{ md: 'span 2' }} required>
                  <Field.Label fontSize="sm">{t('sales.priceName', { n: i + 1 })}</Field.Label>
                  <Input
                    value={p.name}
                    maxLength={100}
                    onChange={(e) => setPrice(i, { name: e.currentTarget.value })}
                    data-testid="sale-price-name"
                  />
                </Field.Root>
                <Field.Root required>
                  <Field.Label fontSize="sm">{t('sales.priceCost', { n: i + 1 })}</Field.Label>
                  <AmountInput value={p.cost} onChange={(cost) => setPrice(i, { cost })} data-testid="sale-price-cost" />
                </Field.Root>
                <HStack gap="2" align="end">
                  <Field.Root>
                    <Field.Label fontSize="sm">{t('sales.priceVat', { n: i + 1 })}</Field.Label>
                    <Input
                      value={p.vatDepartment}
                      maxLength={30}
                      onChange={(e) => setPrice(i, { vatDepartment: e.currentTarget.value })}
                      data-testid="sale-price-vat"
                    />
                  </Field.Root>
                  <IconButton
                    variant="ghost"
                    aria-label={t('sales.removePrice', { n: i + 1 })}
                    disabled={draft.prices.length === 1}
                    onClick={() =>
                      set(
                        'prices',
                        draft.prices.filter((_, j) => j !== i),
                      )
                    }
                    data-testid="sale-price-remove"
                  >
                    <CrossIcon />
                  </IconButton>
                </HStack>
              </SimpleGrid>
            ))}
            <Box>
              <Button
                size="sm"
                variant="outline"
                disabled={draft.prices.length >= MAX_SALE_PRICES}
                onClick={() => set('prices', [...draft.prices, { name: '', cost: '', vatDepartment: '' }])}
                data-testid="sale-price-add"
              >
                {t('sales.addPrice')}
              </Button>
            </Box>
          </Stack>
          <Fieldset.ErrorText>{error('prices')}</Fieldset.ErrorText>
        </Fieldset.Root>

        <Fieldset.Root invalid={!!errors.paymentMethods} data-testid="sale-methods">
          <Fieldset.Legend fontWeight="medium">{t('sales.fields.paymentMethods')}</Fieldset.Legend>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
            {PAYMENT_METHODS.map((m) => (
              <Checkbox.Root
                key={m}
                size="sm"
                checked={draft.paymentMethods.includes(m)}
                onCheckedChange={(e) =>
                  set('paymentMethods', e.checked ? [...draft.paymentMethods, m] : draft.paymentMethods.filter((x) => x !== m))
                }
              >
                <Checkbox.HiddenInput data-testid={`sale-method-${m}`} />
                <Checkbox.Control />
                <Checkbox.Label>{t(`paymentMethod.${m}`)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
          <Fieldset.ErrorText>{error('paymentMethods')}</Fieldset.ErrorText>
        </Fieldset.Root>

        <Stack gap="2">
          {check('visibleOnline')}
          {check('onlineSellable', !draft.visibleOnline)}
          {check('payrollChargeable')}
          {check('canHaveFamily')}
        </Stack>
        {draft.canHaveFamily &&
          field('familyCategory', choice('familyCategory', categories, t('sales.chooseCategory')), { required: true })}

        <Stack gap="1">
          <Text as="span" id={descriptionLabel} fontWeight="medium" fontSize="sm">
            {t('sales.fields.descriptionHTML')}
          </Text>
          <RichTextEditor
            value={draft.descriptionHTML}
            onChange={(html) => set('descriptionHTML', html)}
            labelledBy={descriptionLabel}
            testId="sale-description"
          />
          {errors.descriptionHTML && (
            <Text color="fg.error" fontSize="sm">
              {error('descriptionHTML')}
            </Text>
          )}
        </Stack>
        <Box>
          <Button type="submit" colorPalette="brand" loading={busy} data-testid="sale-save">
            {t('sales.save')}
          </Button>
        </Box>
      </SubmitForm>
    </Box>
  );
}
