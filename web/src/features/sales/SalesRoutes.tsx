import { Route, Routes } from 'react-router-dom';
import { saveSaleContract } from '@tessera/domain/contracts/sales';
import { CallAllowedRoute } from '../../components/CallAllowedRoute';
import { NewSalePage, SaleDetailPage } from './SaleDetailPage';
import { SalesPage } from './SalesPage';
import type { DeskMemberPicker } from './DeskRegistrationDialog';

/**
 * /activities (Attività & Tagliandi: the list), /activities/new and /activities/:id (detail and edit); `picker` is the
 * member search of desk registrations (app/ composes the payments area's).
 */
export function SalesRoutes({ picker }: { picker?: DeskMemberPicker }) {
  return (
    <Routes>
      <Route index element={<SalesPage />} />
      <Route
        path="new"
        element={
          <CallAllowedRoute contract={saveSaleContract} back="/activities">
            <NewSalePage />
          </CallAllowedRoute>
        }
      />
      <Route path=":id" element={<SaleDetailPage picker={picker} />} />
    </Routes>
  );
}
