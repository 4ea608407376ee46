import { describe, expect, it } from 'vitest';
import { activationSendCodeSchema, activationStep1Schema, activationStep2Schema, activationUserId } from './activation';

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const issues = (r: Result) => (r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('activationStep1Schema: card number and tax code non-empty', () => {
  it('upper-cases the tax code, drops its spaces and trims both', () => {
    expect(activationStep1Schema.parse({ ssn: ' rssmra 80a01 h501u ', card_number: ' 000123 ' })).toEqual({
      ssn: 'RSSMRA80A01H501U',
      card_number: '000123',
    });
  });
  it.each([
    [{ ssn: '', card_number: '1' }, [['ssn', 'validation.required']]],
    [{ ssn: 'RSSMRA80A01H501U', card_number: '  ' }, [['card_number', 'validation.required']]],
    [{ ssn: 'RSSMRA80A01H501A', card_number: '1' }, [['ssn', 'validation.taxCodeInvalid']]],
    [
      {},
      [
        ['ssn', 'validation.required'],
        ['card_number', 'validation.required'],
      ],
    ],
    [{ ssn: 'X'.repeat(17), card_number: '1' }, [['ssn', 'validation.taxCodeMax']]],
  ])('refuses %j', (v, expected) => {
    expect(issues(activationStep1Schema.safeParse(v))).toEqual(expected);
  });
});

describe('activationStep2Schema: otp, email, password, userID', () => {
  const ok = { otp: '123456', email: ' Mario@Example.it ', password: 'Segreto1', userID: 'u1' };
  it('accepts a complete step', () => {
    expect(activationStep2Schema.parse(ok)).toEqual({ ...ok, email: 'mario@example.it' });
  });
  it.each([
    [{ otp: '12345' }, [['otp', 'validation.otpLength']]],
    [{ email: '' }, [['email', 'validation.required']]],
    [{ email: 'mario@' }, [['email', 'validation.email']]],
    [{ password: 'segreto1' }, [['password', 'validation.passwordUpper']]],
    [{ password: 'A' + 'b'.repeat(23) + '1' }, [['password', 'validation.passwordMax']]],
    [{ userID: '' }, [['userID', 'validation.required']]],
  ])('refuses %j', (patch, expected) => {
    expect(issues(activationStep2Schema.safeParse({ ...ok, ...patch }))).toEqual(expected);
  });
  it('the send-code payload is just a valid email', () => {
    expect(activationSendCodeSchema.parse({ email: 'A@B.IT' })).toEqual({ email: 'a@b.it' });
    expect(issues(activationSendCodeSchema.safeParse({ email: 'nope' }))).toEqual([['email', 'validation.email']]);
  });
});

describe('activationUserId: id or _id of step 1', () => {
  it.each([
    [{ id: 'a' }, 'a'],
    [{ _id: 'b' }, 'b'],
    [{ id: '', _id: 'b' }, 'b'],
    [{ id: 'a', _id: 'b' }, 'a'],
    [{ id: 5 }, null],
    [{}, null],
    [null, null],
  ])('%j → %j', (answer, id) => {
    expect(activationUserId(answer)).toBe(id);
  });
});
