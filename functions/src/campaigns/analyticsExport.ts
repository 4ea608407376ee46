import { campaignAnalyticsExportContract } from '@tessera/domain/contracts/campaigns';
import { ANALYTICS_COLUMNS } from '@tessera/domain/campaigns/analytics';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { route } from '../http/route';
import { exportFileName } from '../exports/fileName';
import { tableFile, type Cell } from '../exports/tableFile';
import { analyticsOf } from './analytics';

const day = (iso: string) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

/** POST /v1/campaigns/analytics-export {id?, from?, to?, format} — a row per campaign (tableFile: formulas neutralized). */
export const exportAnalytics = route(campaignAnalyticsExportContract, async ({ claims, body }) => {
  const { campaigns } = await analyticsOf(claims.org, body);
  const rows = campaigns.map((c): Cell[] =>
    ANALYTICS_COLUMNS.map(({ key }) => {
      if (key === 'startDate' || key === 'endDate') return day(c[key]);
      if (key === 'noShowRate') return c.noShowRate === null ? null : Math.round(c.noShowRate * 100);
      return c[key];
    }),
  );
  const file = await tableFile(body.format, ANALYTICS_COLUMNS, rows);
  const name = body.id ? (campaigns[0]?.name ?? '') : 'campagne';
  const fileName = exportFileName('analisi', name, todayInItaly(), body.format, 'campagne');
  return { result: file.bytes.toString('base64'), fileName, mimeType: file.mimeType, count: rows.length };
});
