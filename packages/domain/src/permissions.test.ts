import { describe, expect, it } from 'vitest';
import { can, rolesWith } from './permissions';
import { ROLES } from './roles';

describe('the permission matrix: role rules the handlers used to spell out', () => {
  it('lets only the platform impersonate, the same roles that manage organizations', () => {
    expect(rolesWith('organizations.impersonate')).toEqual(['platform']);
    expect(rolesWith('organizations.impersonate')).toEqual(rolesWith('organizations.manage'));
  });

  it('lets only the member role confirm the privacy policy on its own record', () => {
    for (const role of ROLES) expect(can(role, 'policies.confirm'), role).toBe(role === 'member');
  });
});
