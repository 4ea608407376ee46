import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, preferencesOf } from '../entities/organization';
import { platformEnabled } from '../platforms';
import { ROLES } from '../roles';
import { scannerAllowed } from './scannerRoles';

describe('who may use the QR scanner', () => {
  it('every back-office role by default; an organization narrows group, management and staff, never its administrators', () => {
    for (const role of ROLES) expect(scannerAllowed(role, preferencesOf({}).scannerRoles)).toBe(true);
    const onlyStaff = ['staff'];
    expect(ROLES.filter((r) => scannerAllowed(r, onlyStaff))).toEqual(ROLES.filter((r) => !['group', 'management'].includes(r)));
    expect(ROLES.filter((r) => scannerAllowed(r, []))).toEqual(ROLES.filter((r) => !['group', 'management', 'staff'].includes(r)));
  });

  it('the navigation and the area follow it; unknown preferences (still loading) close nothing', () => {
    const prefs = { ...preferencesOf(DEFAULT_PREFERENCES), scannerRoles: ['management' as const] };
    expect(platformEnabled('scanner', prefs, 'staff')).toBe(false);
    expect(platformEnabled('scanner', prefs, 'management')).toBe(true);
    expect(platformEnabled('scanner', prefs, 'organization')).toBe(true);
    expect(platformEnabled('scanner', null, 'staff')).toBe(true);
    // other areas are not touched by it
    expect(platformEnabled('payments', prefs, 'staff')).toBe(true);
    expect(platformEnabled('activities', { ...prefs, activitiesAndTickets: false }, 'organization')).toBe(false);
  });

  it('a stored odd value falls back to all of them', () => {
    expect(preferencesOf({ scannerRoles: ['organization'] }).scannerRoles).toEqual(['group', 'management', 'staff']);
  });
});
