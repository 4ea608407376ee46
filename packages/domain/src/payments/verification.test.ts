import { describe, expect, it } from 'vitest';
import { feeVerdict, verifyAllRequest } from './verification';

describe('feeVerdict', () => {
  const active = { accountStatus: 'ACTIVE', email: 'a@b.it' };
  it('an active member who paid stays; one who did not becomes INACTIVE, reminded once per year when asked', () => {
    expect(feeVerdict(active, true, 2026, true)).toEqual({ status: null, reason: null, remind: false });
    expect(feeVerdict(active, false, 2026, false)).toEqual({ status: 'INACTIVE', reason: 'unpaid', remind: false });
    expect(feeVerdict(active, false, 2026, true)).toEqual({ status: 'INACTIVE', reason: 'unpaid', remind: true });
    expect(feeVerdict({ ...active, feeReminderYear: 2026 }, false, 2026, true).remind).toBe(false);
    expect(feeVerdict({ ...active, feeReminderYear: 2025 }, false, 2026, true).remind).toBe(true);
  });
  it('verifying again changes nothing more: an inactive unpaid member is only reminded if not yet', () => {
    const after = { accountStatus: 'INACTIVE', email: 'a@b.it' };
    expect(feeVerdict(after, false, 2026, false)).toEqual({ status: null, reason: null, remind: false });
    expect(feeVerdict(after, false, 2026, true)).toEqual({ status: null, reason: 'unpaid', remind: true });
    expect(feeVerdict({ ...after, feeReminderYear: 2026 }, false, 2026, true)).toEqual({ status: null, reason: null, remind: false });
  });
  it('a cancellation requested ends an active membership at the renewal, paid or not, without a reminder', () => {
    for (const paid of [true, false])
      expect(feeVerdict({ ...active, cancellationRequested: true }, paid, 2026, true)).toEqual({
        status: 'INACTIVE',
        reason: 'cancellation',
        remind: false,
      });
    expect(feeVerdict({ accountStatus: 'INACTIVE', cancellationRequested: true }, false, 2026, true).status).toBeNull();
  });
  it('deceased, pending and suspended members and members without an email are left alone or not mailed', () => {
    expect(feeVerdict({ ...active, deceased: true }, false, 2026, true)).toEqual({ status: null, reason: null, remind: false });
    for (const accountStatus of ['PENDING', 'SUSPENDED'])
      expect(feeVerdict({ accountStatus, email: 'a@b.it' }, false, 2026, true)).toEqual({ status: null, reason: null, remind: false });
    expect(feeVerdict({ accountStatus: 'ACTIVE' }, false, 2026, true)).toEqual({ status: 'INACTIVE', reason: 'unpaid', remind: false });
  });
});

describe('feeVerdict with the automatic payroll charge', () => {
  const payroll = { accountStatus: 'ACTIVE', email: 'a@b.it', payrollCharge: true };
  it('a member whose fee is deducted from their pay is neither made INACTIVE nor reminded, nor charged to a card', () => {
    expect(feeVerdict(payroll, false, 2026, true)).toEqual({ status: null, reason: 'payroll', remind: false });
    expect(feeVerdict(payroll, false, 2026, true, 'charge')).toEqual({ status: null, reason: 'payroll', remind: false });
    expect(feeVerdict({ ...payroll, accountStatus: 'INACTIVE' }, false, 2026, true).remind).toBe(false);
  });
  it('a cancellation still ends the membership; a payment still leaves it alone; the switch off counts as before', () => {
    expect(feeVerdict({ ...payroll, cancellationRequested: true }, false, 2026, true).status).toBe('INACTIVE');
    expect(feeVerdict(payroll, true, 2026, true)).toEqual({ status: null, reason: null, remind: false });
    expect(feeVerdict({ ...payroll, payrollCharge: false }, false, 2026, true)).toEqual({
      status: 'INACTIVE',
      reason: 'unpaid',
      remind: true,
    });
  });
});

describe('verifyAllRequest', () => {
  it('takes a year up to the current one', () => {
    const thisYear = new Date().getUTCFullYear();
    expect(verifyAllRequest.safeParse({ year: thisYear - 1 }).success).toBe(true);
    const future = verifyAllRequest.safeParse({ year: thisYear + 2 });
    expect(future.error?.issues[0]?.message).toBe('validation.futureYear');
  });
});
