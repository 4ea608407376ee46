import { describe, expect, it } from 'vitest';
import { canSeeUploadJob } from './jobScope';

const groupAdmin = { role: 'group' as const, groups: ['g1', 'g2'] };

describe('canSeeUploadJob', () => {
  it('the organization-wide write roles see every job', () => {
    for (const role of ['platform', 'organization', 'management'] as const)
      expect(canSeeUploadJob({ role, groups: [] }, 'u-x', { createdBy: 'u-y', scope: { role: 'organization', groups: [] } })).toBe(true);
  });

  it('a group admin sees the jobs it started and group jobs within its groups', () => {
    expect(canSeeUploadJob(groupAdmin, 'u-me', { createdBy: 'u-me', scope: { role: 'group', groups: ['g3'] } })).toBe(true);
    expect(canSeeUploadJob(groupAdmin, 'u-me', { createdBy: 'u-other', scope: { role: 'group', groups: ['g1'] } })).toBe(true);
  });

  it('a group admin does not see organization-wide jobs, jobs reaching other groups, or jobs without a scope', () => {
    expect(canSeeUploadJob(groupAdmin, 'u-me', { createdBy: 'u-org', scope: { role: 'organization', groups: [] } })).toBe(false);
    expect(canSeeUploadJob(groupAdmin, 'u-me', { createdBy: 'u-other', scope: { role: 'group', groups: ['g1', 'g3'] } })).toBe(false);
    expect(canSeeUploadJob(groupAdmin, 'u-me', { createdBy: 'u-other', scope: { role: 'group', groups: [] } })).toBe(false);
    expect(canSeeUploadJob(groupAdmin, 'u-me', { createdBy: 'u-other' })).toBe(false);
  });
});
