import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../entities/organization';
import { shownMemberFields } from './shownFields';

describe('shownMemberFields', () => {
  it('shows every field while the preferences are unknown or on', () => {
    expect(shownMemberFields(null, 'organization')).toEqual({ group: true, section: true, maritalStatus: true });
    expect(shownMemberFields(DEFAULT_PREFERENCES, 'staff')).toEqual({ group: true, section: true, maritalStatus: true });
  });

  it('hides what the organization turned off, but a group admin keeps the group', () => {
    const off = { ...DEFAULT_PREFERENCES, showGroups: false, showSections: false, maritalStatusView: false };
    expect(shownMemberFields(off, 'organization')).toEqual({ group: false, section: false, maritalStatus: false });
    expect(shownMemberFields(off, 'group').group).toBe(true);
  });
});
