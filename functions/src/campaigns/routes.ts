import type { Route } from '../http/route';
import { saveCampaign } from './saveOne';
import { deleteCampaign } from './deleteOne';
import { publicCampaign } from './publicOne';
import { registerCampaign } from './register';
import { exportRegistrations } from './registrationsExport';
import { campaignAnalytics } from './analytics';
import { exportAnalytics } from './analyticsExport';

/** /v1/campaigns endpoints: the back office's campaigns, their public registration page, analytics. */
export const campaignRoutes: readonly Route[] = [
  saveCampaign,
  deleteCampaign,
  publicCampaign,
  registerCampaign,
  exportRegistrations,
  campaignAnalytics,
  exportAnalytics,
];
