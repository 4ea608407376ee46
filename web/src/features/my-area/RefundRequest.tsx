import { useState } from 'react';
import { Badge, Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@tessera/domain/locale/money';
import { paymentAllows } from '@tessera/domain/payments/lifecycle';
import { ActionDialog } from '../../components/ActionDialog';
import { notify } from '../../components/toaster';
import { useBusyAction } from '../../components/useBusyAction';
import { askRefund } from './api/askRefund';
import type { MyPayment } from './api/useMyPayments';

/**
 * A payment's refund, from the member's side: "Refund requested" while the association decides, else — for a payment
 * received and not refunded — a button that asks after a confirmation. The request lands in the admins' Richieste.
 */
export function RefundRequest({ payment, pending }: { payment: MyPayment; pending: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const { busy, run } = useBusyAction();
  if (pending)
    return (
      <Badge colorPalette="orange" data-testid="my-refund-pending">
        {t('my-area.payments.refundPending')}
      </Badge>
    );
  if (!paymentAllows(payment.status, 'refund')) return null;
  const confirm = () =>
    void run(async () => {
      await askRefund(payment.id);
      notify('success', t('my-area.payments.refundAsked'));
      setOpen(false);
    });
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} data-testid="my-refund-ask">
        {t('my-area.payments.askRefund')}
      </Button>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('my-area.payments.askRefundTitle')}
        testId="my-refund-dialog"
        action={{ label: t('my-area.payments.askRefund'), busy, testId: 'my-refund-confirm', run: confirm }}
      >
        <Text>
          {t('my-area.payments.askRefundText', {
            object: payment.object ?? '',
            amount: formatCents(payment.amount, i18n.language === 'en' ? 'en' : 'it'),
          })}
        </Text>
      </ActionDialog>
    </>
  );
}
