import { Route, Routes } from 'react-router-dom';
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
      <Route path="new" element={<NewSalePage />} />
      <Route path=":id" element={<SaleDetailPage picker={picker} />} />
    </Routes>
  );
}
