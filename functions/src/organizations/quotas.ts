import { CAMPAIGN_LIMITS, EMAIL_QUOTA_PER_MONTH, planOf } from '@tessera/domain/constants';
import { quotasContract } from '@tessera/domain/contracts/organizations';
import { mailCounterId, mailMonth } from '@tessera/domain/entities/mail';
import { counterPath, orgPath } from '@tessera/domain/paths';
import { campaignCounterId } from '@tessera/domain/campaigns/campaign';
import { db } from '../shared/admin';
import { route } from '../http/route';

/** The first day of the month after `month` (YYYY-MM), as YYYY-MM-DD. */
function nextMonthStart(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * GET /v1/organizations/quotas — three reads: the organization, the month's mail counter and its campaigns counter (the
 * one the creation of a campaign counts in its transaction: campaigns/saveOne.ts).
 */
export const quotas = route(quotasContract, async ({ claims }) => {
  const month = mailMonth();
  const [org, mail, campaigns] = await Promise.all([
    db.doc(orgPath(claims.org)).get(),
    db.doc(counterPath(claims.org, mailCounterId(month))).get(),
    db.doc(counterPath(claims.org, campaignCounterId(month))).get(),
  ]);
  const plan = planOf(org.get('plan.name'));
  const limits = CAMPAIGN_LIMITS[plan];
  return {
    plan,
    billing: org.get('plan.billing') === 'monthly' ? 'monthly' : 'annual',
    month,
    resetsOn: nextMonthStart(month),
    emails: {
      used: (mail.get('sent') as number | undefined) ?? 0,
      // the plan in force now (a change of plan this month moves the limit at once)
      limit: EMAIL_QUOTA_PER_MONTH[plan],
    },
    campaigns: { used: (campaigns.get('created') as number | undefined) ?? 0, limit: limits.campaignsPerMonth },
    registrationsPerCampaign: { limit: limits.registrationsPerCampaign },
  };
});
