import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CampaignDetailPage, NewCampaignPage } from './CampaignDetailPage';
import { CampaignsPage } from './CampaignsPage';

/**
 * /campaigns (the list or the calendar), /campaigns/new and /campaigns/:id (the campaign, its link and registrations);
 * `mailshots`, the area's mailshots under /campaigns/mailshots/… (another feature: the app composes them);
 * `doorConflicts`, what a campaign's door devices admitted twice (the scanner's, composed by the app).
 */
export function CampaignsRoutes({
  mailshots,
  doorConflicts,
}: {
  mailshots?: ReactNode;
  doorConflicts?: (campaignId: string) => ReactNode;
}) {
  return (
    <Routes>
      <Route index element={<CampaignsPage mailshots={Boolean(mailshots)} />} />
      {mailshots && <Route path="mailshots/*" element={mailshots} />}
      <Route path="new" element={<NewCampaignPage />} />
      <Route path=":id" element={<CampaignDetailPage doorConflicts={doorConflicts} />} />
    </Routes>
  );
}
