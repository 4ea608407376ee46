import { describe, expect, it } from 'vitest';
import { recoverChecklist, recoverEmailSchema, recoverNewPasswordSchema, recoverPasswordPasses } from './recover';

describe('recoverEmailSchema: non-empty, trimmed and lower-cased', () => {
  it.each([
    [' Mario.Rossi@Example.IT ', 'mario.rossi@example.it'],
    ['MARIO@EXAMPLE.COM', 'mario@example.com'],
    ['not-an-email', 'not-an-email'], // only non-empty is asked
  ])('%j → %j', (email, out) => {
    expect(recoverEmailSchema.parse({ email })).toEqual({ email: out });
  });
  it.each([[''], ['   '], [undefined], [null]])('refuses %j', (email) => {
    expect(recoverEmailSchema.safeParse({ email }).error!.issues.map((i) => i.message)).toEqual(['validation.required']);
  });
});

describe('recoverNewPasswordSchema: the checklist rules (6–24, lower, upper, number) and the strict special character', () => {
  it.each([
    ['Abcde1!', true],
    ['Ab-de1', true],
    ['Abcde1', false],
    ['Abcdef', false],
    ['abcde1', false],
    ['ABCDE1', false],
    ['Ab1', false],
    ['A' + 'b'.repeat(22) + '1!', false],
  ])('%j → %s', (password, ok) => {
    expect(recoverNewPasswordSchema.safeParse({ password }).success).toBe(ok);
    expect(recoverPasswordPasses(password)).toBe(ok);
  });
  it('the checklist names each rule', () => {
    expect(recoverChecklist('abc')).toEqual({ length: false, lower: true, upper: false, digit: false, special: false });
    expect(recoverChecklist('Abcde1!')).toEqual({ length: true, lower: true, upper: true, digit: true, special: true });
  });
});
