import { beforeAll, describe, expect, it } from 'vitest';
import { mailCounterId, mailMonth } from '@tessera/domain/entities/mail';
import { campaignCounterId } from '@tessera/domain/campaigns/campaign';
import { counterPath, orgPath } from '@tessera/domain/paths';
import { api } from '../support/api';
import { db } from '../support/admin';
import { buildWorld, ORG_A, type World } from '../support/world';

// GET /v1/organizations/quotas (settings → usage quotas): the plan's limits and this month's use.
let world: World;
beforeAll(async () => {
  world = await buildWorld();
});

const quotas = (who: keyof World['tokens']) =>
  api<Record<string, unknown>>('GET', '/v1/organizations/quotas', { token: world.tokens[who] });

describe('usage quotas', () => {
  it('a plan without use: nothing used, the plan limits, the first of next month', async () => {
    const res = await quotas('otherOrgAdmin');
    expect(res.status).toBe(200);
    const month = mailMonth();
    const [y, m] = month.split('-').map(Number) as [number, number];
    expect(res.body).toEqual({
      plan: 'PROFESSIONAL',
      billing: 'annual',
      month,
      resetsOn: m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`,
      emails: { used: 0, limit: 10_000 },
      campaigns: { used: 0, limit: 10 },
      registrationsPerCampaign: { limit: 1000 },
    });
  });

  it("counts this month's mail and campaigns, not last month's, on the organization's own plan", async () => {
    await db.doc(orgPath(ORG_A)).update({ 'plan.name': 'FREE', 'plan.billing': 'monthly' });
    await db.doc(counterPath(ORG_A, mailCounterId(mailMonth()))).set({ sent: 42, quota: 1000 });
    // the campaigns counter of this month (written by the creation of a campaign) and an old month's
    await db.doc(counterPath(ORG_A, campaignCounterId(mailMonth()))).set({ created: 1 });
    await db.doc(counterPath(ORG_A, campaignCounterId('2020-05'))).set({ created: 3 });
    const res = await quotas('platform');
    expect(res.body).toMatchObject({
      plan: 'FREE',
      billing: 'monthly',
      emails: { used: 42, limit: 1000 },
      campaigns: { used: 1, limit: 1 },
      registrationsPerCampaign: { limit: 20 },
    });
    expect((await quotas('otherOrgAdmin')).body).toMatchObject({ emails: { used: 0 }, campaigns: { used: 0 } });
  });

  it.each(['groupAdmin', 'management', 'staff', 'member'] as const)('%s is refused', async (who) => {
    expect((await quotas(who)).body.err).toBe('NO_USER_ALLOWED');
  });
});
