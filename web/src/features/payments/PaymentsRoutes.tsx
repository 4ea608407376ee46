import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { createPaymentContract } from '@tessera/domain/contracts/payments';
import { listOperationsContract } from '@tessera/domain/contracts/operations';
import { CallAllowedRoute } from '../../components/CallAllowedRoute';
import { NewPaymentPage } from './NewPaymentPage';
import { OperationsPage } from './OperationsPage';
import { PaymentDetailPage } from './PaymentDetailPage';
import { PaymentsPage } from './PaymentsPage';

/**
 * /payments (Pagamenti: the list), /payments/new, /payments/operations and /payments/:id (detail). `uploadTool`: the
 * bulk upload's button, composed by the app (the uploads feature's).
 */
export function PaymentsRoutes({ uploadTool }: { uploadTool?: ReactNode }) {
  return (
    <Routes>
      <Route index element={<PaymentsPage uploadTool={uploadTool} />} />
      <Route
        path="new"
        element={
          <CallAllowedRoute contract={createPaymentContract} back="/payments">
            <NewPaymentPage />
          </CallAllowedRoute>
        }
      />
      <Route
        path="operations"
        element={
          <CallAllowedRoute contract={listOperationsContract} back="/payments">
            <OperationsPage />
          </CallAllowedRoute>
        }
      />
      <Route path=":id" element={<PaymentDetailPage />} />
    </Routes>
  );
}
