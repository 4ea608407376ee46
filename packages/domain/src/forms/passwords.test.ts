import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PASSWORD_LIMITS,
  clampPasswordHintInput,
  newPasswordChecklist,
  newPasswordField,
  newPasswordSchema,
  passwordHints,
  passwordHintsPass,
  signupPasswordSchema,
  strictRecoverPasswordCheck,
  strictRecoverPasswordSchema,
} from './passwords';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('password limits', () => {
  it('exposes the form cap (24) and the hint input cap (240)', () => {
    expect(PASSWORD_LIMITS).toEqual({ min: 6, formMax: 24, hintInputMax: 240 });
  });
  it('the hint input keeps at most 240 characters', () => {
    expect(clampPasswordHintInput('x'.repeat(300))).toHaveLength(240);
    expect(clampPasswordHintInput('Abc1')).toBe('Abc1');
  });
});

describe('signupPasswordSchema: required, 6–24, a digit, a lowercase, an uppercase', () => {
  it.each([
    ['Abcde1', 'shortest'],
    ['A' + 'b'.repeat(22) + '1', '24 characters'],
    ['Pass word1', 'a space is fine'],
    ['Èlan12', 'a non-ASCII uppercase letter counts'],
    ['1aB!!!', 'any order'],
  ])('accepts %j (%s)', (pw) => {
    expect(signupPasswordSchema.safeParse(pw).success).toBe(true);
  });
  it.each([
    ['', ['validation.required']],
    [undefined, ['validation.required']],
    [123456, ['validation.required']],
    ['Ab1', ['validation.passwordMin']],
    ['Abcd1', ['validation.passwordMin']],
    ['A' + 'b'.repeat(23) + '1', ['validation.passwordMax']],
    ['abcdef1', ['validation.passwordUpper']],
    ['ABCDEF1', ['validation.passwordLower']],
    ['Abcdefg', ['validation.passwordDigit']],
    ['abcdef', ['validation.passwordDigit', 'validation.passwordUpper']],
    ['      ', ['validation.passwordDigit', 'validation.passwordLower', 'validation.passwordUpper']],
  ])('refuses %j with %j', (pw, expected) => {
    expect(messages(signupPasswordSchema.safeParse(pw))).toEqual(expected);
  });
});

describe('passwordHints: length 6–24, upper, lower, digit', () => {
  it.each([
    ['', { length: false, upper: false, lower: false, digit: false }],
    ['abc', { length: false, upper: false, lower: true, digit: false }],
    ['ABC', { length: false, upper: true, lower: false, digit: false }],
    ['123', { length: false, upper: false, lower: false, digit: true }],
    ['Abcdef', { length: true, upper: true, lower: true, digit: false }],
    ['Abcde1', { length: true, upper: true, lower: true, digit: true }],
    ['A' + 'b'.repeat(22) + '1', { length: true, upper: true, lower: true, digit: true }],
    ['A' + 'b'.repeat(23) + '1', { length: false, upper: true, lower: true, digit: true }],
    ['x'.repeat(240), { length: false, upper: false, lower: true, digit: false }],
  ])('%j → %j', (pw, hints) => {
    expect(passwordHints(pw)).toEqual(hints);
  });
  it('all hints passing is exactly what the signup schema accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30, unit: 'binary' }), (pw) => {
        expect(passwordHintsPass(pw)).toBe(signupPasswordSchema.safeParse(pw).success);
      }),
    );
  });
});

describe('strictRecoverPasswordCheck: upper, lower, digit, special, at least 6', () => {
  it.each([
    ['Abcde1!', true],
    ['Abc1_x', true],
    ['Ab1€xy', true],
    ['A'.repeat(30) + 'b1!', true], // no maximum
    ['Abcdef1', false], // no special
    ['Abcde1 ', false], // a space is not a special character
    ['Ab1!x', false], // 5 characters
    ['abcde1!', false],
    ['ABCDE1!', false],
    ['Abcdef!', false],
    ['', false],
  ])('%j → %s', (pw, ok) => {
    expect(strictRecoverPasswordCheck(pw)).toBe(ok);
    expect(strictRecoverPasswordSchema.safeParse(pw).success).toBe(ok);
  });
  it.each([
    ['', ['validation.required']],
    ['Abcdef1', ['validation.passwordSpecial']],
    ['ab!', ['validation.passwordMin', 'validation.passwordUpper', 'validation.passwordDigit']],
  ])('schema refuses %j with %j', (pw, expected) => {
    expect(messages(strictRecoverPasswordSchema.safeParse(pw))).toEqual(expected);
  });
});

describe('newPasswordSchema: 6 to 24, lower, upper, number, confirmation matches', () => {
  it.each([
    [{ password: 'Abcde1', confirm: 'Abcde1' }],
    [{ password: 'A' + 'b'.repeat(22) + '1', confirm: 'A' + 'b'.repeat(22) + '1' }], // 24: the longest any form takes
  ])('accepts %j', (v) => {
    expect(newPasswordSchema.safeParse(v).success).toBe(true);
  });
  it.each([
    [{ password: 'Abcde1', confirm: 'Abcde2' }, [['confirm', 'validation.passwordsMismatch']]],
    [{ password: 'Abcde1', confirm: '' }, [['confirm', 'validation.passwordsMismatch']]],
    [{ password: '', confirm: '' }, [['password', 'validation.required']]],
    [
      { password: 'abcdef', confirm: 'abcdef' },
      [
        ['password', 'validation.passwordUpper'],
        ['password', 'validation.passwordDigit'],
      ],
    ],
    [{ password: 'Ab1', confirm: 'Ab1' }, [['password', 'validation.passwordMin']]],
    [{ password: 'ABCDE1', confirm: 'ABCDE1' }, [['password', 'validation.passwordLower']]],
    [{ password: 'Ab1' + 'x'.repeat(22), confirm: 'Ab1' + 'x'.repeat(22) }, [['password', 'validation.passwordMax']]],
    [null, [['', 'validation.required']]],
  ])('refuses %j', (v, expected) => {
    const r = newPasswordSchema.safeParse(v);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual(expected);
  });
});

describe('newPasswordChecklist: the change-password lines agree with newPasswordField', () => {
  it.each(['', 'abc', 'abcdef', 'ABCDEF1', 'Abcdef', 'Abcde1', 'Aa1', 'È'.repeat(3) + 'a1x', 'Abcdef1' + 'x'.repeat(30)])('%j', (pw) => {
    const lines = newPasswordChecklist(pw);
    expect(Object.values(lines).every(Boolean)).toBe(newPasswordField.safeParse(pw).success);
  });
  it('names the missing rule', () => {
    expect(newPasswordChecklist('abcdef')).toEqual({ length: true, lower: true, upper: false, digit: false });
  });
});
