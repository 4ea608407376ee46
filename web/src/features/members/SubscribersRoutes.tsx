import { Navigate, Route, Routes } from 'react-router-dom';
import { decideDeceasedNoticeContract } from '@tessera/domain/contracts/members';
import { useCallAllowed } from '../../lib/data/usePreferences';
import { SubscribersPage, type SubscribersPageProps } from './SubscribersPage';
import { MemberCreatePage } from './MemberCreatePage';
import { MemberDetailPage } from './MemberDetailPage';
import { DeceasedNoticesPage } from './DeceasedNoticesPage';

/** /subscribers, /subscribers/new, /subscribers/deceased-notices (the general admins), /subscribers/:memberId */
export function SubscribersRoutes({ fileTools }: SubscribersPageProps) {
  const decidesNotices = useCallAllowed(decideDeceasedNoticeContract);
  return (
    <Routes>
      <Route index element={<SubscribersPage fileTools={fileTools} />} />
      <Route path="new" element={<MemberCreatePage />} />
      <Route path="deceased-notices" element={decidesNotices ? <DeceasedNoticesPage /> : <Navigate to="/subscribers" replace />} />
      <Route path=":memberId" element={<MemberDetailPage />} />
    </Routes>
  );
}
