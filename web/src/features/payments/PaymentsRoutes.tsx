import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { can } from '@tessera/domain/permissions';
import { useSession } from '../../lib/session/session';
import { NewPaymentPage } from './NewPaymentPage';
import { OperationsPage } from './OperationsPage';
import { PaymentDetailPage } from './PaymentDetailPage';
import { PaymentsPage } from './PaymentsPage';

/**
 * /payments (Pagamenti: the list), /payments/new, /payments/operations and /payments/:id (detail). `uploadTool`: the
 * bulk upload's button, composed by the app (the uploads feature's).
 */
export function PaymentsRoutes({ uploadTool }: { uploadTool?: ReactNode }) {
  const role = useSession().profile!.role;
  return (
    <Routes>
      <Route index element={<PaymentsPage uploadTool={uploadTool} />} />
      {can(role, 'payments.write') && <Route path="new" element={<NewPaymentPage />} />}
      {can(role, 'operations.read') && <Route path="operations" element={<OperationsPage />} />}
      <Route path=":id" element={<PaymentDetailPage />} />
    </Routes>
  );
}
