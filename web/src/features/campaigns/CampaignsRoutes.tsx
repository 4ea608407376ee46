import { Route, Routes } from 'react-router-dom';
import { CampaignDetailPage, NewCampaignPage } from './CampaignDetailPage';
import { CampaignsPage } from './CampaignsPage';

/** /campaigns (the list or the calendar), /campaigns/new and /campaigns/:id (the campaign, its link and registrations). */
export function CampaignsRoutes() {
  return (
    <Routes>
      <Route index element={<CampaignsPage />} />
      <Route path="new" element={<NewCampaignPage />} />
      <Route path=":id" element={<CampaignDetailPage />} />
    </Routes>
  );
}
