import type { Route } from '../http/route';
import { saveCampaign } from './saveOne';
import { deleteCampaign } from './deleteOne';
import { publicCampaign } from './publicOne';
import { registerCampaign } from './register';
import { exportRegistrations } from './registrationsExport';

/** /v1/campaigns endpoints (issue 16 §2): the back office's campaigns and their public registration page. */
export const campaignRoutes: readonly Route[] = [saveCampaign, deleteCampaign, publicCampaign, registerCampaign, exportRegistrations];
