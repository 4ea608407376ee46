import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { createPaymentContract } from '@tessera/domain/contracts/payments';
import { listOperationsContract } from '@tessera/domain/contracts/operations';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { NewPaymentPage } from './NewPaymentPage';
import { OperationsPage } from './OperationsPage';
import { PaymentDetailPage } from './PaymentDetailPage';
import { PaymentsPage } from './PaymentsPage';

/**
 * /payments (Pagamenti: the list), /payments/new, /payments/operations and /payments/:id (detail). `uploadTool`: the
 * bulk upload's button, composed by the app (the uploads feature's).
 */
export function PaymentsRoutes({ uploadTool }: { uploadTool?: ReactNode }) {
  const registers = useCallAllowed(createPaymentContract);
  const readsOperations = useCallAllowed(listOperationsContract);
  return (
    <Routes>
      <Route index element={<PaymentsPage uploadTool={uploadTool} />} />
      {registers && <Route path="new" element={<NewPaymentPage />} />}
      {readsOperations && <Route path="operations" element={<OperationsPage />} />}
      <Route path=":id" element={<PaymentDetailPage />} />
    </Routes>
  );
}
