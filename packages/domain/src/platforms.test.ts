import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from './permissions';
import { ASSEMBLY_ROLES, CAMPAIGN_ROLES, landingPlatform, platformAccess, PLATFORM_ROLES, SEARCH_ROLES, SETTINGS_ROLES } from './platforms';

describe('platforms', () => {
  it('the role lists the login page carries are the permission matrix’s', () => {
    expect([...SETTINGS_ROLES].sort()).toEqual([...PERMISSIONS['settings.manage']].sort());
    expect([...CAMPAIGN_ROLES].sort()).toEqual([...PERMISSIONS['campaigns.manage']].sort());
    expect([...PLATFORM_ROLES].sort()).toEqual([...PERMISSIONS['organizations.manage']].sort());
    expect([...SEARCH_ROLES].sort()).toEqual([...PERMISSIONS['advancedSearch.use']].sort());
    expect([...ASSEMBLY_ROLES].sort()).toEqual([...PERMISSIONS['assemblies.read']].sort());
  });

  it('the platform admin lands on the associations whatever it opened last; others keep their last area', () => {
    expect(landingPlatform('platform', 'subscribers', false)).toBe('organizations');
    expect(landingPlatform('organization', 'cards', false)).toBe('cards');
    expect(landingPlatform('organization', null, false)).toBe('subscribers');
    expect(platformAccess('organization', 'organizations', false)).toEqual({ allowed: false, redirect: 'subscribers' });
    expect(platformAccess('member', 'organizations', true)).toEqual({ allowed: false, redirect: 'my-area' });
  });

  it('the campaigns area: the campaign roles; others to subscribers, members to their area', () => {
    expect(platformAccess('management', 'campaigns', false)).toEqual({ allowed: true });
    expect(platformAccess('group', 'campaigns', false)).toEqual({ allowed: false, redirect: 'subscribers' });
    expect(platformAccess('member', 'campaigns', true)).toEqual({ allowed: false, redirect: 'my-area' });
  });

  it('the advanced search: the roles its endpoints accept; staff to subscribers', () => {
    expect(platformAccess('group', 'advanced-search', false)).toEqual({ allowed: true });
    expect(platformAccess('staff', 'advanced-search', false)).toEqual({ allowed: false, redirect: 'subscribers' });
    expect(platformAccess('member', 'advanced-search', true)).toEqual({ allowed: false, redirect: 'my-area' });
  });

  it('the assemblies: the roles that read them; a group admin to subscribers, members to their area', () => {
    expect(platformAccess('staff', 'assemblies', false)).toEqual({ allowed: true });
    expect(platformAccess('group', 'assemblies', false)).toEqual({ allowed: false, redirect: 'subscribers' });
    expect(platformAccess('member', 'assemblies', true)).toEqual({ allowed: false, redirect: 'my-area' });
  });
});
