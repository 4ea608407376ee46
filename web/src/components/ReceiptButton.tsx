import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { downloadReceipt, ReceiptDecodeError } from '../lib/api/receipts';
import { notify, notifyFailure } from './toaster';
import { useBusyAction } from './useBusyAction';

/**
 * Prints (downloads) a payment's receipt: the first print gives it its number. A PDF the browser cannot read says
 * error_printing_receipt_key; the server's refusals (receipt data missing, not received yet) their own texts.
 */
export function ReceiptButton({ paymentId, own = false, size = 'sm' }: { paymentId: string; own?: boolean; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const { busy, run } = useBusyAction();
  return (
    <Button
      size={size}
      variant="outline"
      loading={busy}
      data-testid="payment-receipt"
      onClick={() =>
        void run(
          async () => {
            const number = await downloadReceipt(paymentId, own);
            notify('success', t('receipt.downloaded', { number }));
          },
          (e) => (e instanceof ReceiptDecodeError ? notify('error', t('messages.error_printing_receipt_key')) : notifyFailure(t, e)),
        )
      }
    >
      {t('receipt.print')}
    </Button>
  );
}
