import { Route, Routes } from 'react-router-dom';
import { NewSalePage, SaleDetailPage } from './SaleDetailPage';
import { SalesPage } from './SalesPage';

/** /activities (Attività & Tagliandi: the list), /activities/new and /activities/:id (detail and edit). */
export function SalesRoutes() {
  return (
    <Routes>
      <Route index element={<SalesPage />} />
      <Route path="new" element={<NewSalePage />} />
      <Route path=":id" element={<SaleDetailPage />} />
    </Routes>
  );
}
