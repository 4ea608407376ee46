import { useState } from 'react';
import { Field, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BILLING_NAME_MAX, paymentAccountPatch } from '@tessera/domain/entities/paymentAccount';
import { ActionDialog } from '../../components/ActionDialog';
import { FieldRoot } from '../../components/FieldRoot';
import { useSchemaSubmit } from '../../components/useSchemaSubmit';
import { patchPaymentAccount } from './api/patchPaymentAccount';
import type { PaymentAccount } from './api/fetchPaymentAccount';

/**
 * Who the association's payment provider bills: a name and an address other than the member's own (a parent paying
 * for a child, a company). Empty fields go back to the member's own.
 */
export function BillingDialog({
  account,
  open,
  onClose,
  onSaved,
}: {
  account: PaymentAccount;
  open: boolean;
  onClose: () => void;
  onSaved: (a: PaymentAccount) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(account.billingName ?? '');
  const [email, setEmail] = useState(account.billingEmail ?? '');
  const { errors, busy, submit } = useSchemaSubmit(paymentAccountPatch);

  async function save() {
    const value = { billingName: name.trim() || null, billingEmail: email.trim() || null };
    let saved: PaymentAccount | null = null;
    const ok = await submit(
      value,
      async (v) => (saved = await patchPaymentAccount(v)),
      () => t('my-area.account.billingSaved'),
    );
    if (ok && saved) {
      onSaved(saved);
      onClose();
    }
  }

  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t('my-area.account.billingTitle')}
      testId="billing-dialog"
      action={{ label: t('my-area.account.save'), run: () => void save(), busy, testId: 'billing-save' }}
    >
      <Stack gap="4">
        <FieldRoot invalid={!!errors.billingName}>
          <Field.Label>{t('my-area.account.billingName')}</Field.Label>
          <Input
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={BILLING_NAME_MAX}
            autoComplete="name"
            autoFocus
            data-testid="billing-name"
          />
          {!errors.billingName && <Field.HelperText>{t('my-area.account.billingOwnHelp')}</Field.HelperText>}
          <Field.ErrorText>{errors.billingName && t(errors.billingName)}</Field.ErrorText>
        </FieldRoot>
        <FieldRoot invalid={!!errors.billingEmail}>
          <Field.Label>{t('my-area.account.billingEmail')}</Field.Label>
          <Input
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            autoComplete="email"
            data-testid="billing-email"
          />
          <Field.ErrorText>{errors.billingEmail && t(errors.billingEmail)}</Field.ErrorText>
        </FieldRoot>
      </Stack>
    </ActionDialog>
  );
}
