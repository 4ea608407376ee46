import { Route, Routes } from 'react-router-dom';
import { ConventionDetailPage, NewConventionPage } from './ConventionDetailPage';
import { ConventionsPage } from './ConventionsPage';

/** /contracts (Convenzioni: the list), /contracts/new and /contracts/:id (detail with documents). */
export function ConventionsRoutes() {
  return (
    <Routes>
      <Route index element={<ConventionsPage />} />
      <Route path="new" element={<NewConventionPage />} />
      <Route path=":id" element={<ConventionDetailPage />} />
    </Routes>
  );
}
