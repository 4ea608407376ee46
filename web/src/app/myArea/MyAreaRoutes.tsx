import { Navigate, Route, Routes } from 'react-router-dom';
import { MyAreaPage } from '../../features/my-area/MyAreaPage';
import { MarketplaceLinks } from '../../features/marketplace/MarketplaceLinks';
import { marketplaceRoutes } from '../../features/marketplace/MarketplaceRoutes';
import { usePreferences } from '../../lib/data/usePreferences';
import { useSession } from '../../lib/session/session';

/**
 * /my-area: the personal area's page and, while the organization sells activities and tickets online (its
 * preference) to a profile that is a member, the marketplace's pages under it (shop, cart, outcome, tickets).
 */
export function MyAreaRoutes() {
  const preferences = usePreferences();
  const isMember = useSession().profile!.memberId !== null;
  const selling = isMember && preferences?.activitiesAndTickets === true;
  return (
    <Routes>
      <Route index element={<MyAreaPage extra={selling ? <MarketplaceLinks /> : null} />} />
      {selling && marketplaceRoutes}
      {/* preferences not read yet: wait rather than send the member away */}
      <Route path="*" element={preferences ? <Navigate to="/my-area" replace /> : null} />
    </Routes>
  );
}
