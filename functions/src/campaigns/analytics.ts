import { campaignAnalyticsContract } from '@tessera/domain/contracts/campaigns';
import {
  ANALYTICS_CAMPAIGNS_MAX,
  noShowRate,
  sumDays,
  type CampaignAnalytics,
  type CampaignDayStats,
} from '@tessera/domain/campaigns/analytics';
import { registrationCap, type StoredCampaign } from '@tessera/domain/campaigns/campaign';
import { planOf } from '@tessera/domain/constants';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { orgPath } from '@tessera/domain/paths';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { campaigns } from './campaignStore';
import { campaignStats } from './stats';

/** The campaigns of the view: the one asked for, or the newest starting within the range. */
async function campaignsOf(orgId: string, h: { id?: string; from?: string; to?: string }): Promise<DocumentSnapshot[]> {
  if (h.id) {
    const one = await campaigns(orgId).doc(h.id).get();
    if (!one.exists) throw new ApiError('NOT_FOUND');
    return [one];
  }
  let q = campaigns(orgId).orderBy('startDate', 'desc');
  if (h.from) q = q.where('startDate', '>=', h.from);
  if (h.to) q = q.where('startDate', '<=', h.to);
  return (await q.limit(ANALYTICS_CAMPAIGNS_MAX).get()).docs;
}

/** The numbers of one campaign or of a range's campaigns: the counters of each day summed (campaigns/stats.ts). */
export async function analyticsOf(orgId: string, headers: { id?: string; from?: string; to?: string }): Promise<CampaignAnalytics> {
  const [org, snaps] = await Promise.all([db.doc(orgPath(orgId)).get(), campaignsOf(orgId, headers)]);
  const plan = planOf(org.get('plan.name'));
  const stats = await Promise.all(
    snaps.map(async (s) => (await campaignStats(orgId, s.id).get()).docs.map((d) => d.data() as CampaignDayStats)),
  );
  const today = todayInItaly();
  const tags = new Map<string, number>();
  const list = snaps.map((s, i) => {
    const c = s.data() as StoredCampaign;
    const registered = c.registered ?? 0;
    const checkIns = stats[i]!.reduce((n, d) => n + (d.checkIns ?? 0), 0);
    for (const tag of c.tags ?? []) tags.set(tag, (tags.get(tag) ?? 0) + registered);
    return {
      id: s.id,
      name: c.name,
      startDate: c.startDate,
      endDate: c.endDate,
      qrType: c.qrType,
      tags: c.tags ?? [],
      registered,
      cap: registrationCap(c.maxParticipants, plan).cap,
      checkIns,
      points: stats[i]!.reduce((n, d) => n + (d.points ?? 0), 0),
      noShowRate: noShowRate({ qrType: c.qrType, ended: c.endDate < today, registered, checkIns }),
    };
  });
  const { days, sources } = sumDays(stats);
  return {
    campaigns: list,
    days,
    sources,
    tags: [...tags.entries()]
      .map(([tag, registrations]) => ({ tag, registrations }))
      .sort((a, b) => b.registrations - a.registrations || a.tag.localeCompare(b.tag)),
  };
}

/** GET /v1/campaigns/analytics (headers id, from, to). */
export const campaignAnalytics = route(campaignAnalyticsContract, ({ claims, headers }) => analyticsOf(claims.org, headers));
