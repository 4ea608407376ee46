import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { can } from '@tessera/domain/permissions';
import { PaymentUploadDialog } from '../../features/uploads/PaymentUploadDialog';
import { useSession } from '../../lib/session/session';

/** Pagamenti's bulk upload (uploads): composed here so that the payments feature does not import the uploads one. */
export function PaymentUploadTool() {
  const { t } = useTranslation();
  const role = useSession().profile!.role;
  const [open, setOpen] = useState(false);
  if (!can(role, 'payments.write')) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="payments-upload">
        {t('uploads.payments.open')}
      </Button>
      <PaymentUploadDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
