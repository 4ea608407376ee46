import { describe, expect, it } from 'vitest';
import { canVerifyOtp, otpDigitsSchema, otpSchema, sanitizeOtpInput } from './otp';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('otpSchema: exactly 6 characters', () => {
  it.each(['123456', 'abc123', ' 123456 '])('accepts %j', (v) => {
    expect(otpSchema.safeParse(v).success).toBe(true);
  });
  it.each([[''], ['12345'], ['1234567'], [undefined], [123456]])('refuses %j', (v) => {
    expect(messages(otpSchema.safeParse(v))).toEqual(['validation.otpLength']);
  });
});

describe('otpDigitsSchema: exactly 6 digits (signup)', () => {
  it.each(['123456', '000000', ' 987654 '])('accepts %j', (v) => {
    expect(otpDigitsSchema.safeParse(v).success).toBe(true);
  });
  it.each([
    ['', ['validation.otpLength']],
    ['12345', ['validation.otpLength']],
    ['1234567', ['validation.otpLength']],
    ['12a456', ['validation.otpDigits']],
    ['12 456', ['validation.otpDigits']],
    ['１２３４５６', ['validation.otpDigits']],
    [null, ['validation.otpLength']],
  ])('refuses %j with %j', (v, expected) => {
    expect(messages(otpDigitsSchema.safeParse(v))).toEqual(expected);
  });
});

describe('sanitizeOtpInput: strips non-digits, keeps at most 6', () => {
  it.each([
    ['123456', '123456'],
    ['12 34-56', '123456'],
    ['1234567890', '123456'],
    ['a1b2c3', '123'],
    ['abc', ''],
    ['١٢٣٤٥٦', ''],
    ['', ''],
  ])('%j → %j', (raw, clean) => {
    expect(sanitizeOtpInput(raw)).toBe(clean);
  });
});

describe('canVerifyOtp: disabled below 6 and while busy', () => {
  it.each([
    ['123456', false, true],
    ['12345', false, false],
    ['', false, false],
    ['123456', true, false],
  ])('%j busy=%s → %s', (code, busy, ok) => {
    expect(canVerifyOtp(code, busy)).toBe(ok);
  });
});
