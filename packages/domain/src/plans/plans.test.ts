import { describe, expect, it } from 'vitest';
import { PLANS } from '../constants';
import { BILLINGS, PLAN_PRICES, planChange, planLimits } from './plans';
import { viewSubscription } from './subscription';

describe('plans', () => {
  it('limits per plan: campaigns, registrations, emails, aggregations', () => {
    expect(PLANS.map((p) => planLimits(p))).toEqual([
      { campaignsPerMonth: 1, registrationsPerCampaign: 20, emailsPerMonth: 1_000, aggregations: false },
      { campaignsPerMonth: 5, registrationsPerCampaign: 100, emailsPerMonth: 1_000, aggregations: false },
      { campaignsPerMonth: 10, registrationsPerCampaign: 1_000, emailsPerMonth: 10_000, aggregations: false },
      { campaignsPerMonth: null, registrationsPerCampaign: null, emailsPerMonth: 100_000, aggregations: true },
      { campaignsPerMonth: null, registrationsPerCampaign: null, emailsPerMonth: 100_000, aggregations: true },
    ]);
  });

  it('prices rise with the plan; a year costs ten months; FREE is free', () => {
    for (const b of BILLINGS) {
      const prices = PLANS.map((p) => PLAN_PRICES[p][b]);
      expect([...prices].sort((x, y) => x - y)).toEqual(prices);
    }
    for (const p of PLANS) expect(PLAN_PRICES[p].annual).toBe(PLAN_PRICES[p].monthly * 10);
    expect(PLAN_PRICES.FREE).toEqual({ monthly: 0, annual: 0 });
  });

  it('how a change is made: every plan × billing pair', () => {
    const m = 'monthly' as const;
    const a = 'annual' as const;
    expect(planChange({ plan: 'FREE', billing: a }, { plan: 'COMITIVE', billing: m })).toBe('start');
    expect(planChange({ plan: 'FREE', billing: a }, { plan: 'FREE', billing: m })).toBe('same');
    expect(planChange({ plan: 'COMITIVE', billing: m }, { plan: 'PROFESSIONAL', billing: m })).toBe('now');
    expect(planChange({ plan: 'PROFESSIONAL', billing: m }, { plan: 'COMITIVE', billing: m })).toBe('periodEnd');
    expect(planChange({ plan: 'PROFESSIONAL', billing: m }, { plan: 'FREE', billing: m })).toBe('periodEnd');
    expect(planChange({ plan: 'PROFESSIONAL', billing: m }, { plan: 'PROFESSIONAL', billing: a })).toBe('now');
    expect(planChange({ plan: 'PROFESSIONAL', billing: a }, { plan: 'COMITIVE', billing: m })).toBe('now');
    expect(planChange({ plan: 'WORLDSTAR', billing: a }, { plan: 'WORLDSTAR', billing: a })).toBe('same');
    // a table over every pair: upwards never waits, downwards on the same billing always does
    for (const from of PLANS.filter((p) => p !== 'FREE'))
      for (const to of PLANS.filter((p) => p !== 'FREE')) {
        const kind = planChange({ plan: from, billing: m }, { plan: to, billing: m });
        const up = PLANS.indexOf(to) > PLANS.indexOf(from);
        expect(kind).toBe(from === to ? 'same' : up ? 'now' : 'periodEnd');
      }
  });

  it('the view: FREE has no subscription; a paid plan that does not renew has FREE pending at its end', () => {
    expect(viewSubscription(undefined, undefined)).toMatchObject({ plan: 'FREE', billing: 'annual', status: 'none', renews: false });
    // a plan the platform granted, with nothing paid behind it
    expect(viewSubscription({ name: 'ENTERPRISE', billing: 'annual' }, {})).toMatchObject({
      plan: 'ENTERPRISE',
      status: 'none',
      pending: null,
    });
    const paid = { subscriptionId: 'sub_1', status: 'active' as const, currentPeriodEnd: '2027-01-15T10:00:00.000Z' };
    expect(viewSubscription({ name: 'COMITIVE', billing: 'monthly' }, { ...paid, renews: false })).toMatchObject({
      renews: false,
      currentPeriodEnd: '2027-01-15',
      pending: { plan: 'FREE', billing: 'monthly', on: '2027-01-15' },
    });
    expect(
      viewSubscription(
        { name: 'PROFESSIONAL', billing: 'monthly' },
        { ...paid, status: 'past_due', graceUntil: '2026-12-10T00:00:00.000Z' },
      ),
    ).toMatchObject({ status: 'past_due', graceUntil: '2026-12-10', renews: true, pending: null });
  });
});
