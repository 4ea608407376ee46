import type { ReactNode } from 'react';
import { AmountInput } from '../../components/AmountInput';
import { Box, Button, Checkbox, Field, Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MANUAL_PAYMENT_METHODS, REGISTERED_STATUSES, type PaymentStatus } from '@tessera/domain/entities/payment';
import { parseCents } from '@tessera/domain/locale/money';
import { FieldRoot } from '../../components/FieldRoot';
import type { OperationChoices } from './api/useOperationChoices';

/** The form's fields as typed (numbers and the amount as text until sent). */
export interface PaymentDraft {
  payDate: string;
  payYear: string;
  amount: string;
  mode: string;
  object: string;
  quantity: string;
  vatPercent: string;
  notes: string;
  cluster: string;
  operationId: string;
  status: PaymentStatus;
  membershipFee: boolean;
}

export function newPaymentDraft(today: string): PaymentDraft {
  return {
    payDate: today,
    payYear: today.slice(0, 4),
    amount: '',
    mode: 'CONTANTI',
    object: '',
    quantity: '1',
    vatPercent: '0',
    notes: '',
    cluster: '',
    operationId: '',
    status: 'PROCESSED',
    membershipFee: false,
  };
}

const numberOr = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** The draft as the API's schema reads it: the amount in cents (typed as € 1.234,56 or €1,234.56), numbers as numbers. */
export function paymentValues(d: PaymentDraft, lang: 'it' | 'en') {
  return {
    payDate: d.payDate,
    payYear: numberOr(d.payYear),
    amount: parseCents(d.amount, lang) ?? Number.NaN,
    mode: d.mode,
    object: d.object,
    quantity: numberOr(d.quantity),
    vatPercent: numberOr(d.vatPercent),
    notes: d.notes,
    cluster: d.cluster || undefined,
    operationId: d.operationId || undefined,
  };
}

interface Props {
  draft: PaymentDraft;
  onChange: (draft: PaymentDraft) => void;
  errors: Record<string, string>;
  conventions: [string, string][];
  /** null: the role reads no operations (the field is left out) */
  operations: OperationChoices | null;
  /** registering: the status (on hold or received) and the membership-fee choice are asked */
  registering: boolean;
  readOnly: boolean;
}

/**
 * A payment's fields, for registering and for editing: the API's own schema checks them on submit
 * (useSchemaSubmit), so the form and the server say the same thing about every field.
 */
export function PaymentFields({ draft, onChange, errors, conventions, operations, registering, readOnly }: Props) {
  const { t } = useTranslation();
  const set = <K extends keyof PaymentDraft>(key: K, value: PaymentDraft[K]) => onChange({ ...draft, [key]: value });
  const error = (key: string) => (errors[key] ? t(errors[key]!) : undefined);
  // a card payment keeps its method and amount (what the provider charged)
  const byCard = draft.mode === 'STRIPE';
  const methods = byCard ? (['STRIPE'] as const) : MANUAL_PAYMENT_METHODS;
  const label = (key: string) => t(`payments.fields.${key}`);

  const field = (
    key: keyof PaymentDraft & string,
    control: ReactNode,
    opts: { required?: boolean; wide?: boolean; help?: string; disabled?: boolean } = {},
  ) => (
    <FieldRoot
      invalid={!!errors[key]}
      required={opts.required}
      disabled={opts.disabled}
      gridColumn={opts.wide ? { md: 'span 2' } : undefined}
    >
      <Field.Label>{label(key)}</Field.Label>
      {control}
      {opts.help && !errors[key] && <Field.HelperText>{opts.help}</Field.HelperText>}
      <Field.ErrorText>{error(key)}</Field.ErrorText>
    </FieldRoot>
  );
  const input = (key: 'payYear' | 'object' | 'quantity' | 'vatPercent', props: Record<string, unknown> = {}) => (
    <Input value={draft[key]} onChange={(e) => set(key, e.currentTarget.value)} data-testid={`payment-${key}`} {...props} />
  );
  const select = (key: 'mode' | 'cluster' | 'operationId' | 'status', options: readonly (readonly [string, string])[], none?: string) => (
    <NativeSelect.Root>
      <NativeSelect.Field value={draft[key]} onChange={(e) => set(key, e.currentTarget.value as never)} data-testid={`payment-${key}`}>
        {none !== undefined && <option value="">{none}</option>}
        {options.map(([v, name]) => (
          <option key={v} value={v}>
            {name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field(
          'amount',
          <AmountInput value={draft.amount} onChange={(amount) => set('amount', amount)} readOnly={byCard} data-testid="payment-amount" />,
          // the help stays: one that came and went with the focus moved the fields under a click
          { required: true, help: t('payments.amountHelp') },
        )}
        {field(
          'mode',
          select(
            'mode',
            methods.map((m) => [m, t(`paymentMethod.${m}`)] as const),
          ),
          { required: true },
        )}
        {field(
          'payDate',
          <Input type="date" value={draft.payDate} onChange={(e) => set('payDate', e.currentTarget.value)} data-testid="payment-payDate" />,
          { required: true },
        )}
        {field('payYear', input('payYear', { inputMode: 'numeric', maxLength: 4 }), { required: true })}
        {field('object', input('object', { maxLength: 200 }), { required: true, wide: true })}
        {registering && (
          <Checkbox.Root
            checked={draft.membershipFee}
            gridColumn={{ md: 'span 2' }}
            onCheckedChange={(e) => {
              const fee = !!e.checked;
              onChange({
                ...draft,
                membershipFee: fee,
                object: fee && !draft.object ? t('payments.feeObject', { year: draft.payYear }) : draft.object,
              });
            }}
          >
            <Checkbox.HiddenInput data-testid="payment-membershipFee" />
            <Checkbox.Control />
            <Checkbox.Label>{t('payments.membershipFeeChoice', { year: draft.payYear || '…' })}</Checkbox.Label>
          </Checkbox.Root>
        )}
        {field('quantity', input('quantity', { inputMode: 'numeric' }))}
        {field('vatPercent', input('vatPercent', { inputMode: 'decimal' }), { help: t('payments.vatHelp') })}
        {field('cluster', select('cluster', conventions, t('payments.noCluster')))}
        {operations &&
          field(
            'operationId',
            select('operationId', operations.choices, operations.loading ? t('common.loading') : t('payments.noOperation')),
            { help: t('payments.operationHelp'), disabled: operations.loading },
          )}
        {registering &&
          field(
            'status',
            select(
              'status',
              REGISTERED_STATUSES.map((s) => [s, t(`payments.registerAs.${s}`)] as const),
            ),
          )}
        {field(
          'notes',
          <Textarea
            value={draft.notes}
            rows={3}
            maxLength={2000}
            onChange={(e) => set('notes', e.currentTarget.value)}
            data-testid="payment-notes"
          />,
          { wide: true },
        )}
      </SimpleGrid>
    </fieldset>
  );
}

/** The form's submit button. */
export function PaymentSubmit({ busy, label }: { busy: boolean; label: string }) {
  return (
    <Box>
      <Button type="submit" colorPalette="brand" loading={busy} data-testid="payment-save">
        {label}
      </Button>
    </Box>
  );
}
