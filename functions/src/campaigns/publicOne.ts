import { publicCampaignContract } from '@tessera/domain/contracts/campaigns';
import { planOf } from '@tessera/domain/constants';
import { registrationCap } from '@tessera/domain/campaigns/campaign';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { orgPath } from '@tessera/domain/paths';
import type { Policies, PublishedPolicy } from '@tessera/domain/settings/policies';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { route } from '../http/route';
import { describeFile, fileLink } from '../files/storedFiles';
import { campaigns, publishedData } from './campaignStore';

/**
 * GET /v1/campaigns/public (headers org, id) — what the public registration page shows; without a privacy policy
 * published (`privacy` null) the page shows the campaign but takes no registration.
 */
export const publicCampaign = route(publicCampaignContract, async ({ headers }) => {
  const [orgSnap, campaign] = await db.getAll(db.doc(orgPath(headers.org)), campaigns(headers.org).doc(headers.id));
  if (!orgSnap?.exists) throw new ApiError('NOT_FOUND');
  const org = orgSnap;
  const c = publishedData(campaign);
  const { cap } = registrationCap(c.maxParticipants, planOf(org.get('plan.name')));
  const published = (org.get('policies') ?? {}) as Policies;
  const link = async (p: PublishedPolicy) => (await fileLink(headers.org, await describeFile(headers.org, p.fileId))).url;
  // the privacy policy is shown to every registrant (their consent names its version); the others as the campaign asks
  const [privacy, policies] = await Promise.all([
    published.privacy ? link(published.privacy).then((url) => ({ version: published.privacy!.version, url })) : null,
    Promise.all(
      c.policies.flatMap((kind) => {
        const p = published[kind];
        return kind !== 'privacy' && p ? [link(p).then((url) => ({ kind, version: p.version, url }))] : [];
      }),
    ),
  ]);
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
      privacy,
      policies,
      full: cap !== null && (c.registered ?? 0) >= cap,
      ended: c.endDate < todayInItaly(),
    },
  };
});
