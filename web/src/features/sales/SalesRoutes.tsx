import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { saveSaleContract } from '@tessera/domain/contracts/sales';
import { CallAllowedRoute } from '../../components/CallAllowedRoute';
import { NewSalePage, SaleDetailPage } from './SaleDetailPage';
import { SalesPage } from './SalesPage';
import type { DeskMemberPicker } from './DeskRegistrationDialog';

/**
 * /activities (Attività & Tagliandi: the list), /activities/new and /activities/:id (detail and edit); `picker` is the
 * member search of desk registrations (app/ composes the payments area's); `doorConflicts`, what the door devices of
 * an activity admitted twice (the scanner's, composed by app/).
 */
export function SalesRoutes({ picker, doorConflicts }: { picker?: DeskMemberPicker; doorConflicts?: (saleId: string) => ReactNode }) {
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
      <Route path=":id" element={<SaleDetailPage picker={picker} doorConflicts={doorConflicts} />} />
    </Routes>
  );
}
