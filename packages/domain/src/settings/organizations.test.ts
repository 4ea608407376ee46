import { describe, expect, it } from 'vitest';
import { organizationIdFor, organizationInput } from './organizations';

describe('organizationIdFor', () => {
  it('makes an ASCII slug of the name with the suffix', () => {
    expect(organizationIdFor('Circolo Culturale “Città di Tevere”', 'k3f9')).toBe('circolo-culturale-citta-di-tevere-k3f9');
    expect(organizationIdFor('  !!! ', 'ab12')).toBe('org-ab12');
    expect(organizationIdFor('A'.repeat(60), 'x1y2')).toBe(`${'a'.repeat(40)}-x1y2`);
  });
});

describe('organizationInput', () => {
  it('needs a name, a plan and the first admin’s email', () => {
    const bad = organizationInput.safeParse({ name: ' ', plan: 'GOLD', admin: { email: 'x' } });
    expect(bad.error?.issues.map((i) => `${i.path.join('.')} ${i.message}`).sort()).toEqual([
      'admin.email validation.email',
      'name validation.required',
      'plan validation.required',
    ]);
    expect(organizationInput.parse({ name: 'Pro Loco', plan: 'FREE', admin: { email: ' A@B.IT ' } })).toEqual({
      name: 'Pro Loco',
      plan: 'FREE',
      billing: 'annual',
      admin: { email: 'a@b.it' },
    });
  });
});
