import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ArchiveImportPage } from './ArchiveImportPage';
import { ArchiveImportProgress } from './ArchiveImportProgress';

/**
 * /organizations/import: the form (archive, the new association's fields, a confirmation); then
 * /organizations/import/:org/:jobId, the job's progress live, at an address that survives a reload. `enter`: how to
 * open the new association once imported, given by the app (the settings area's impersonation).
 */
export function ArchiveImportRoutes({ enter }: { enter?: (organization: { id: string; name: string }) => ReactNode }) {
  return (
    <Routes>
      <Route index element={<ArchiveImportPage />} />
      <Route path=":org/:jobId" element={<ArchiveImportProgress enter={enter} />} />
    </Routes>
  );
}
