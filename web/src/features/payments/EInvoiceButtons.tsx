import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { eInvoiceContract } from '@tessera/domain/contracts/payments';
import type { StoredPayment } from '@tessera/domain/payments/storedPayment';
import type { TFunction } from 'i18next';
import { notify, notifyFailure } from '../../components/toaster';
import { ApiFailure } from '../../lib/api/client';
import { useBusyAction } from '../../components/useBusyAction';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { downloadEInvoice } from './api/downloadEInvoice';

/**
 * The FatturaPA files of a payment invoiced through the product (eInvoicing): the invoice, and once refunded its
 * credit note, to send to SdI. Nothing for a payment invoiced elsewhere or while the preference is off.
 */
export function EInvoiceButtons({ row }: { row: StoredPayment }) {
  const allowed = useCallAllowed(eInvoiceContract);
  if (!allowed || !row.invoiceNumber) return null;
  return (
    <>
      <EInvoiceButton id={row.id} kind="invoice" />
      {row.creditNoteNumber && <EInvoiceButton id={row.id} kind="creditNote" />}
    </>
  );
}

const BUTTONS = {
  invoice: { label: 'payments.eInvoice.download', testId: 'payment-e-invoice' },
  creditNote: { label: 'payments.eInvoice.downloadCreditNote', testId: 'payment-e-credit-note' },
} as const;

/** One FatturaPA file's download, with its own busy flag. */
function EInvoiceButton({ id, kind }: { id: string; kind: 'invoice' | 'creditNote' }) {
  const { t } = useTranslation();
  const { busy, run } = useBusyAction();
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      data-testid={BUTTONS[kind].testId}
      onClick={() =>
        void run(async () => {
          const number = await downloadEInvoice(id, kind);
          notify('success', t(`payments.eInvoice.downloaded.${kind}`, { number }));
        })
      }
    >
      {t(BUTTONS[kind].label)}
    </Button>
  );
}

/**
 * A refused invoicing says which data are missing and whose (the association's settings or the member's record),
 * from the issues the API names: the catalogue's generic receipt text would send the secretary to the wrong place.
 */
export function notifyInvoiceFailure(t: TFunction, e: unknown) {
  if (e instanceof ApiFailure && e.code === 'RECEIPT_DATA_MISSING' && e.issues?.length) {
    const fields = e.issues.map((i) => t(`payments.eInvoice.fields.${i.path.replaceAll('.', '_')}`, { defaultValue: i.path }));
    notifyFailure(t, e, t('payments.eInvoice.missing', { fields: [...new Set(fields)].join(', ') }));
  } else notifyFailure(t, e);
}
