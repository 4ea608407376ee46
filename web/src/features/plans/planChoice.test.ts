import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '@tessera/domain/plans/subscription';
import { choiceKind, isPending, planPrice } from './planChoice';

const view = (v: Partial<SubscriptionView>): SubscriptionView => ({
  plan: 'FREE',
  billing: 'annual',
  status: 'none',
  renews: false,
  currentPeriodEnd: null,
  pending: null,
  graceUntil: null,
  ...v,
});
const paid = view({ plan: 'PROFESSIONAL', billing: 'monthly', status: 'active', renews: true, currentPeriodEnd: '2026-07-01' });

describe('choiceKind', () => {
  it('from FREE: a checkout for any paid plan, nothing for FREE', () => {
    expect(choiceKind(view({}), { plan: 'COMITIVE', billing: 'monthly' })).toBe('start');
    expect(choiceKind(view({}), { plan: 'FREE', billing: 'monthly' })).toBe('same');
  });
  it('a granted plan (no subscription): a checkout for a paid plan, FREE at once', () => {
    const granted = view({ plan: 'ENTERPRISE' });
    expect(choiceKind(granted, { plan: 'PROFESSIONAL', billing: 'annual' })).toBe('start');
    expect(choiceKind(granted, { plan: 'FREE', billing: 'annual' })).toBe('now');
  });
  it('a paid plan: higher or another billing now, lower or FREE at the period end, the same one nothing', () => {
    expect(choiceKind(paid, { plan: 'ENTERPRISE', billing: 'monthly' })).toBe('now');
    expect(choiceKind(paid, { plan: 'PROFESSIONAL', billing: 'annual' })).toBe('now');
    expect(choiceKind(paid, { plan: 'COMITIVE', billing: 'monthly' })).toBe('periodEnd');
    expect(choiceKind(paid, { plan: 'FREE', billing: 'monthly' })).toBe('periodEnd');
    expect(choiceKind(paid, { plan: 'PROFESSIONAL', billing: 'monthly' })).toBe('same');
  });
});

describe('isPending', () => {
  it('matches the pending plan and billing; FREE on either billing', () => {
    const s = view({ ...paid, pending: { plan: 'COMITIVE', billing: 'monthly', on: '2026-07-01' } });
    expect(isPending(s, { plan: 'COMITIVE', billing: 'monthly' })).toBe(true);
    expect(isPending(s, { plan: 'COMITIVE', billing: 'annual' })).toBe(false);
    const ending = view({ ...paid, renews: false, pending: { plan: 'FREE', billing: 'monthly', on: '2026-07-01' } });
    expect(isPending(ending, { plan: 'FREE', billing: 'annual' })).toBe(true);
    expect(isPending(paid, { plan: 'FREE', billing: 'monthly' })).toBe(false);
  });
});

describe('planPrice', () => {
  it('formats the euro price per language', () => {
    expect(planPrice({ plan: 'PROFESSIONAL', billing: 'monthly' }, 'it')).toBe('€ 29,00');
    expect(planPrice({ plan: 'WORLDSTAR', billing: 'annual' }, 'en')).toBe('€1,990.00');
  });
});
