import { publicCampaignContract } from '@tessera/domain/contracts/campaigns';
import { planOf } from '@tessera/domain/constants';
import { registrationCap, type StoredCampaign } from '@tessera/domain/campaigns/campaign';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { orgPath } from '@tessera/domain/paths';
import { planLimits } from '@tessera/domain/plans/plans';
import type { Policies } from '@tessera/domain/settings/policies';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { describeFile, fileLink } from '../files/storedFiles';
import { campaigns } from './campaignStore';

/** The published campaign and its organization, or NOT_FOUND (an unpublished campaign is not there for the public). */
export async function publishedCampaign(orgId: string, id: string) {
  const [org, campaign] = await db.getAll(db.doc(orgPath(orgId)), campaigns(orgId).doc(id));
  if (!org!.exists || !campaign!.exists || campaign!.get('published') !== true) throw new ApiError('NOT_FOUND');
  return { org: org!, campaign: campaign!.data() as StoredCampaign };
}

/** GET /v1/campaigns/public (headers org, id) — what the public registration page shows. */
export const publicCampaign = route(publicCampaignContract, async ({ headers }) => {
  const { org, campaign: c } = await publishedCampaign(headers.org, headers.id);
  const { cap } = registrationCap(c.maxParticipants, planLimits(planOf(org.get('plan.name'))).registrationsPerCampaign);
  const published = (org.get('policies') ?? {}) as Policies;
  const policies = await Promise.all(
    c.policies.flatMap((kind) => {
      const p = published[kind];
      return p
        ? [
            describeFile(headers.org, p.fileId).then(async (file) => ({
              kind,
              version: p.version,
              url: (await fileLink(headers.org, file)).url,
            })),
          ]
        : [];
    }),
  );
  return {
    organization: String(org.get('publicInfo.name') ?? ''),
    campaign: {
      id: headers.id,
      name: c.name,
      category: c.category,
      place: c.place,
      startDate: c.startDate,
      endDate: c.endDate,
      ctaText: c.ctaText,
      headerHtml: c.headerHtml,
      qrType: c.qrType,
      formFields: c.formFields,
      policies,
      full: cap !== null && (c.registered ?? 0) >= cap,
      ended: c.endDate < todayInItaly(),
    },
  };
});
