import { Route, Routes } from 'react-router-dom';
import { SubscribersPage, type SubscribersPageProps } from './SubscribersPage';
import { MemberCreatePage } from './MemberCreatePage';
import { MemberDetailPage } from './MemberDetailPage';

/** /subscribers, /subscribers/new, /subscribers/:memberId */
export function SubscribersRoutes({ fileTools }: SubscribersPageProps) {
  return (
    <Routes>
      <Route index element={<SubscribersPage fileTools={fileTools} />} />
      <Route path="new" element={<MemberCreatePage />} />
      <Route path=":memberId" element={<MemberDetailPage />} />
    </Routes>
  );
}
