import { Route, Routes } from 'react-router-dom';
import { createMemberContract, decideDeceasedNoticeContract } from '@tessera/domain/contracts/members';
import { CallAllowedRoute } from '../../components/CallAllowedRoute';
import { SubscribersPage, type SubscribersPageProps } from './SubscribersPage';
import { MemberCreatePage } from './MemberCreatePage';
import { MemberDetailPage, type MemberPanels } from './MemberDetailPage';
import { DeceasedNoticesPage } from './DeceasedNoticesPage';

/**
 * /subscribers, /subscribers/new, /subscribers/deceased-notices (the general admins), /subscribers/:memberId;
 * `memberPanels`: other areas' panels on the member page, composed by app/.
 */
export function SubscribersRoutes({ fileTools, memberPanels }: SubscribersPageProps & { memberPanels?: MemberPanels }) {
  return (
    <Routes>
      <Route index element={<SubscribersPage fileTools={fileTools} />} />
      <Route
        path="new"
        element={
          <CallAllowedRoute contract={createMemberContract} back="/subscribers">
            <MemberCreatePage />
          </CallAllowedRoute>
        }
      />
      <Route
        path="deceased-notices"
        element={
          <CallAllowedRoute contract={decideDeceasedNoticeContract} back="/subscribers">
            <DeceasedNoticesPage />
          </CallAllowedRoute>
        }
      />
      <Route path=":memberId" element={<MemberDetailPage panels={memberPanels} />} />
    </Routes>
  );
}
