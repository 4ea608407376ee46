import { Route, Routes } from 'react-router-dom';
import { SubscribersPage } from './SubscribersPage';
import { MemberCreatePage } from './MemberCreatePage';
import { MemberDetailPage } from './MemberDetailPage';

/** /subscribers, /subscribers/new, /subscribers/:memberId */
export function SubscribersRoutes() {
  return (
    <Routes>
      <Route index element={<SubscribersPage />} />
      <Route path="new" element={<MemberCreatePage />} />
      <Route path=":memberId" element={<MemberDetailPage />} />
    </Routes>
  );
}
