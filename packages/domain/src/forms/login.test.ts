import { describe, expect, it } from 'vitest';
import { loginSchema } from './login';

describe('loginSchema: both non-empty', () => {
  it.each([
    [
      { email: 'mario@example.it', password: 'x' },
      { email: 'mario@example.it', password: 'x' },
    ],
    [
      { email: '  mario  ', password: ' ' },
      { email: 'mario', password: ' ' },
    ], // the password is never trimmed
  ])('accepts %j', (v, out) => {
    expect(loginSchema.parse(v)).toEqual(out);
  });
  it.each([
    [{ email: '', password: 'x' }, ['email']],
    [{ email: '   ', password: 'x' }, ['email']],
    [{ email: 'a', password: '' }, ['password']],
    [{ email: '', password: '' }, ['email', 'password']],
    [{}, ['email', 'password']],
  ])('refuses %j on %j', (v, paths) => {
    const r = loginSchema.safeParse(v);
    expect(r.error!.issues.map((i) => i.path.join('.'))).toEqual(paths);
    expect(r.error!.issues.every((i) => i.message === 'validation.required')).toBe(true);
  });
});
