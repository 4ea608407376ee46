import { describe, expect, it } from 'vitest';
import { cardLabel, renewalChargeId, renewalPaymentId, renewalPlan } from './renewalCharge';
import { feeVerdict } from './verification';

const today = new Date('2026-11-26T10:00:00Z');
const card = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2027 };
const account = { autoRenew: true, card, customerId: 'cus_1', paymentMethodId: 'pm_1' };

describe('renewalPlan', () => {
  it('charges an account that renews automatically with a usable card, when the category has a fee', () => {
    expect(renewalPlan(account, 3000, undefined, today)).toBe('charge');
  });
  it('does not charge without auto-renew, a saved card, a usable card, a customer or a fee', () => {
    expect(renewalPlan(undefined, 3000, undefined, today)).toBe('none');
    expect(renewalPlan({ ...account, autoRenew: false }, 3000, undefined, today)).toBe('none');
    expect(renewalPlan({ ...account, paymentMethodId: null }, 3000, undefined, today)).toBe('none');
    expect(renewalPlan({ ...account, customerId: undefined }, 3000, undefined, today)).toBe('none');
    expect(renewalPlan({ ...account, card: { ...card, expYear: 2026, expMonth: 10 } }, 3000, undefined, today)).toBe('none');
    expect(renewalPlan({ ...account, card: { ...card, expYear: 2026, expMonth: 11 } }, 3000, undefined, today)).toBe('charge');
    expect(renewalPlan(account, null, undefined, today)).toBe('none');
    expect(renewalPlan(account, 0, undefined, today)).toBe('none');
  });
  it("waits for the year's charge under way and never tries a card twice for one year", () => {
    expect(renewalPlan(account, 3000, { state: 'QUEUED' }, today)).toBe('charging');
    expect(renewalPlan(account, 3000, { state: 'CHARGING' }, today)).toBe('charging');
    expect(renewalPlan(account, 3000, { state: 'FAILED' }, today)).toBe('none');
    expect(renewalPlan(account, 3000, { state: 'PAID' }, today)).toBe('none');
  });
  it('names one charge per member and year, and one payment per charge', () => {
    expect(renewalChargeId(2026, 'm1')).toBe('2026_m1');
    expect(renewalPaymentId('2026_m1')).toBe('rn2026_m1');
    expect(cardLabel(card)).toBe('visa •••• 4242');
    expect(cardLabel(null)).toBe('');
  });
});

describe('feeVerdict with a renewal plan', () => {
  const active = { accountStatus: 'ACTIVE', email: 'a@b.it' };
  it('an active unpaid member with a card to charge stays active, unreminded, while the fee is charged', () => {
    expect(feeVerdict(active, false, 2026, true, 'charge')).toEqual({ status: null, reason: 'autoRenew', remind: false });
    expect(feeVerdict(active, false, 2026, true, 'charging')).toEqual({ status: null, reason: null, remind: false });
  });
  it('the card changes nothing for who paid, who asked to cancel, and who is not active', () => {
    expect(feeVerdict(active, true, 2026, true, 'charge')).toEqual({ status: null, reason: null, remind: false });
    expect(feeVerdict({ ...active, cancellationRequested: true }, false, 2026, true, 'charge')).toEqual({
      status: 'INACTIVE',
      reason: 'cancellation',
      remind: false,
    });
    expect(feeVerdict({ accountStatus: 'INACTIVE', email: 'a@b.it' }, false, 2026, true, 'charge')).toEqual({
      status: null,
      reason: 'unpaid',
      remind: true,
    });
    expect(feeVerdict({ ...active, deceased: true }, false, 2026, true, 'charge').reason).toBeNull();
  });
  it('a failed charge (plan none) applies the ordinary verdict', () => {
    expect(feeVerdict(active, false, 2026, false, 'none')).toEqual({ status: 'INACTIVE', reason: 'unpaid', remind: false });
  });
});
