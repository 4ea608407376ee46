import { campaignAnalyticsExportContract } from '@tessera/domain/contracts/campaigns';
import type { EXPORT_FORMATS } from '@tessera/domain/constants';
import { apiCall } from '../../../lib/api/client';
import { saveBase64File } from '../../../lib/files/saveBase64';
import { scopeParts, type AnalyticsScope } from './getAnalytics';

/** POST /v1/campaigns/analytics-export: saves the analytics' file (a row per campaign) unless there is no campaign. */
export async function exportAnalytics(scope: AnalyticsScope, format: (typeof EXPORT_FORMATS)[number]) {
  const answer = await apiCall(campaignAnalyticsExportContract, { body: { ...scopeParts(scope), format }, overlay: false });
  if (answer.count > 0) saveBase64File(answer.result, answer.fileName, answer.mimeType);
  return { count: answer.count, fileName: answer.fileName };
}
