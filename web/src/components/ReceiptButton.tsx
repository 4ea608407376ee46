import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { downloadReceipt, ReceiptDecodeError } from '../lib/api/receipts';
import { notify, notifyFailure } from './toaster';
import { useBusyAction } from './useBusyAction';

/**
 * Prints (downloads) a payment's receipt: the first print gives it its number. A PDF the browser cannot read says
 * error_printing_receipt_key; the server's refusals (receipt data missing, not received yet) their own texts.
 */
export function ReceiptButton({
  paymentId,
  own = false,
  size = 'sm',
  kind = 'receipt',
}: {
  paymentId: string;
  own?: boolean;
  size?: 'xs' | 'sm';
  kind?: 'receipt' | 'creditNote';
}) {
  const { t } = useTranslation();
  const { busy, run } = useBusyAction();
  return (
    <Button
      size={size}
      variant="outline"
      loading={busy}
      data-testid={kind === 'receipt' ? 'payment-receipt' : 'payment-credit-note'}
      onClick={() =>
        void run(
          async () => {
            const number = await downloadReceipt(paymentId, own, kind);
            notify('success', t(kind === 'receipt' ? 'receipt.downloaded' : 'receipt.creditNoteDownloaded', { number }));
          },
          (e) => (e instanceof ReceiptDecodeError ? notify('error', t('messages.error_printing_receipt_key')) : notifyFailure(t, e)),
        )
      }
    >
      {t(kind === 'receipt' ? 'receipt.print' : 'receipt.printCreditNote')}
    </Button>
  );
}
