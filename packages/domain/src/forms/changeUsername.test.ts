import { describe, expect, it } from 'vitest';
import { changeUsernameSchema } from './changeUsername';
import { changePasswordFormSchema, changePasswordInput } from './changePassword';

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const issues = (r: Result) => (r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('changeUsernameSchema {email, otp}', () => {
  it('accepts the new email and the emailed code', () => {
    expect(changeUsernameSchema.parse({ email: ' New@Mail.it ', otp: '123456' })).toEqual({ email: 'new@mail.it', otp: '123456' });
  });
  it.each([
    [{ email: 'new@mail.it', otp: '' }, [['otp', 'validation.otpLength']]],
    [{ email: 'new@mail.it' }, [['otp', 'validation.otpLength']]],
    [{ email: '', otp: '123456' }, [['email', 'validation.required']]],
    [{ email: 'new@mail', otp: '123456' }, [['email', 'validation.email']]],
  ])('refuses %j', (v, expected) => {
    expect(issues(changeUsernameSchema.safeParse(v))).toEqual(expected);
  });
});

describe('change password {password, otp}', () => {
  it('accepts the API input and the form', () => {
    expect(changePasswordInput.safeParse({ password: 'Abcde1', otp: '123456' }).success).toBe(true);
    expect(changePasswordFormSchema.safeParse({ password: 'Abcde1', confirm: 'Abcde1', otp: '123456' }).success).toBe(true);
  });
  it.each([
    [{ password: 'Abcde1', confirm: 'Abcde9', otp: '123456' }, [['confirm', 'validation.passwordsMismatch']]],
    [{ password: 'Abcde1', confirm: 'Abcde1', otp: '1' }, [['otp', 'validation.otpLength']]],
    [{ password: 'abcde1', confirm: 'abcde1', otp: '123456' }, [['password', 'validation.passwordUpper']]],
  ])('the form refuses %j', (v, expected) => {
    expect(issues(changePasswordFormSchema.safeParse(v))).toEqual(expected);
  });
});
