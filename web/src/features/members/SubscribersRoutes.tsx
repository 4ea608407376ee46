import { Navigate, Route, Routes } from 'react-router-dom';
import { can } from '@tessera/domain/permissions';
import { useSession } from '../../lib/session/session';
import { SubscribersPage, type SubscribersPageProps } from './SubscribersPage';
import { MemberCreatePage } from './MemberCreatePage';
import { MemberDetailPage } from './MemberDetailPage';
import { DeceasedNoticesPage } from './DeceasedNoticesPage';

/** /subscribers, /subscribers/new, /subscribers/deceased-notices (the general admins), /subscribers/:memberId */
export function SubscribersRoutes({ fileTools }: SubscribersPageProps) {
  const role = useSession().profile!.role;
  return (
    <Routes>
      <Route index element={<SubscribersPage fileTools={fileTools} />} />
      <Route path="new" element={<MemberCreatePage />} />
      <Route
        path="deceased-notices"
        element={can(role, 'members.decideDeceased') ? <DeceasedNoticesPage /> : <Navigate to="/subscribers" replace />}
      />
      <Route path=":memberId" element={<MemberDetailPage />} />
    </Routes>
  );
}
