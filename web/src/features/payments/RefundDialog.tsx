import { amountText } from '@tessera/domain/locale/money';
import { useState } from 'react';
import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { parseCents } from '@tessera/domain/locale/money';
import { refundLeft, refundNeedsCreditNote } from '@tessera/domain/payments/lifecycle';
import type { StoredPayment } from '@tessera/domain/payments/storedPayment';
import { ActionDialog } from '../../components/ActionDialog';
import { FieldRoot } from '../../components/FieldRoot';
import { notify, notifyFailure } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { ApiFailure } from '../../lib/api/client';
import { refundPayment } from './api/savePayment';

/**
 * The refund's confirmation (a refund needs one): how much (all that is left by default, never more), where
 * it goes (back to the card through the provider, or recorded for any other method), and the credit note an invoiced
 * payment gets.
 */
export function RefundDialog({ row, open, onClose }: { row: StoredPayment; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const left = refundLeft(row);
  const [typed, setTyped] = useState(() => amountText(left, lang));
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useBusyAction();

  function confirm() {
    const cents = parseCents(typed, lang);
    if (cents === null || cents <= 0) return setError('validation.cents');
    if (cents > left) return setError('validation.refundTooLarge');
    setError(null);
    void run(
      async () => {
        const answer = await refundPayment(row.id, cents === left ? undefined : cents);
        notify('success', t(answer.status === 'REFUNDED' ? 'payments.refund.done' : 'payments.refund.pending'));
        onClose();
      },
      (e) => {
        const field = e instanceof ApiFailure ? e.issues?.find((i) => i.path === 'headers.amount') : undefined;
        if (field) setError(field.message);
        else notifyFailure(t, e);
      },
    );
  }

  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={t('payments.refund.title')}
      testId="payment-refund-dialog"
      action={{ label: t('payments.refund.confirm'), danger: true, busy, testId: 'payment-refund-confirm', run: confirm }}
    >
      <Stack gap="3">
        <Text>{t(row.mode === 'STRIPE' ? 'payments.refund.byCard' : 'payments.refund.manual', { holder: row.holder })}</Text>
        {refundNeedsCreditNote(row.status) && <Text>{t('payments.refund.creditNote')}</Text>}
        <FieldRoot invalid={!!error}>
          <Field.Label>{t('payments.refund.amount')}</Field.Label>
          <Input
            value={typed}
            inputMode="decimal"
            onChange={(e) => {
              setTyped(e.currentTarget.value);
              setError(null);
            }}
            data-testid="payment-refund-amount"
          />
          {!error && <Field.HelperText>{t('payments.refund.left', { amount: amountText(left, lang) })}</Field.HelperText>}
          <Field.ErrorText>{error && t(error)}</Field.ErrorText>
        </FieldRoot>
      </Stack>
    </ActionDialog>
  );
}
