import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { paymentBulkUploadContract } from '@tessera/domain/contracts/payments';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { PaymentUploadDialog } from '../../features/uploads/PaymentUploadDialog';

/** Pagamenti's bulk upload (uploads): composed here so that the payments feature does not import the uploads one. */
export function PaymentUploadTool() {
  const { t } = useTranslation();
  const allowed = useCallAllowed(paymentBulkUploadContract);
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="payments-upload">
        {t('uploads.payments.open')}
      </Button>
      <PaymentUploadDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
