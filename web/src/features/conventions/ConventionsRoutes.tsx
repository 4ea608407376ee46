import { Route, Routes } from 'react-router-dom';
import { createConventionContract } from '@tessera/domain/contracts/conventions';
import { CallAllowedRoute } from '../../components/CallAllowedRoute';
import { ConventionDetailPage, NewConventionPage } from './ConventionDetailPage';
import { ConventionsPage } from './ConventionsPage';

/** /contracts (Convenzioni: the list), /contracts/new and /contracts/:id (detail with documents). */
export function ConventionsRoutes() {
  return (
    <Routes>
      <Route index element={<ConventionsPage />} />
      <Route
        path="new"
        element={
          <CallAllowedRoute contract={createConventionContract} back="/contracts">
            <NewConventionPage />
          </CallAllowedRoute>
        }
      />
      <Route path=":id" element={<ConventionDetailPage />} />
    </Routes>
  );
}
