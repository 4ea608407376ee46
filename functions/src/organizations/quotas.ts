import { Timestamp } from 'firebase-admin/firestore';
import { CAMPAIGN_LIMITS, EMAIL_QUOTA_PER_MONTH, planOf } from '@tessera/domain/constants';
import { quotasContract } from '@tessera/domain/contracts/organizations';
import { mailCounterId, mailMonth } from '@tessera/domain/entities/mail';
import { counterPath, orgCol, orgPath } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { route } from '../http/route';

/** The first day of the month after `month` (YYYY-MM), as YYYY-MM-DD. */
function nextMonthStart(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** GET /v1/organizations/quotas — three reads: the organization, the month's mail counter, a count of this month's campaigns. */
export const quotas = route(quotasContract, async ({ claims }) => {
  const month = mailMonth();
  // the month began at midnight in Rome; the first of April to October falls in summer time (+02:00), the others not
  const m = Number(month.slice(5));
  const since = Timestamp.fromDate(new Date(`${month}-01T00:00:00${m >= 4 && m <= 10 ? '+02:00' : '+01:00'}`));
  const [org, mail, campaigns] = await Promise.all([
    db.doc(orgPath(claims.org)).get(),
    db.doc(counterPath(claims.org, mailCounterId(month))).get(),
    db.collection(orgCol(claims.org, 'campaigns')).where('createdAt', '>=', since).count().get(),
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
    campaigns: { used: campaigns.data().count, limit: limits.campaignsPerMonth },
    registrationsPerCampaign: { limit: limits.registrationsPerCampaign },
  };
});
