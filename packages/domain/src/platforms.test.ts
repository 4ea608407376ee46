import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from './permissions';
import { CAMPAIGN_ROLES, platformAccess, SETTINGS_ROLES } from './platforms';

describe('platforms', () => {
  it('the role lists the login page carries are the permission matrix’s', () => {
    expect([...SETTINGS_ROLES].sort()).toEqual([...PERMISSIONS['settings.manage']].sort());
    expect([...CAMPAIGN_ROLES].sort()).toEqual([...PERMISSIONS['campaigns.manage']].sort());
  });

  it('the campaigns area: the campaign roles; others to subscribers, members to their area', () => {
    expect(platformAccess('management', 'campaigns', false)).toEqual({ allowed: true });
    expect(platformAccess('group', 'campaigns', false)).toEqual({ allowed: false, redirect: 'subscribers' });
    expect(platformAccess('member', 'campaigns', true)).toEqual({ allowed: false, redirect: 'my-area' });
  });
});
