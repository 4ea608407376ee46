import { describe, expect, it } from 'vitest';
import type { SessionProfile } from '../../lib/session/types';
import { linkedMemberProfile } from './linkProfile';

const profile = (id: string, orgId: string, role: SessionProfile['role'], memberId: string | null, extra: Partial<SessionProfile> = {}) =>
  ({ id, orgId, role, memberId, email: 'a@b.it', orgName: orgId, groups: [], display_name: id, ...extra }) as SessionProfile;

describe('the profile a member’s link asks for', () => {
  const tevereAdmin = profile('p1', 'tevere', 'organization', null);
  const auroraMember = profile('p2', 'aurora', 'member', 'm-1');
  const users = [tevereAdmin, auroraMember];

  it('is the member profile of the association the link names, when the sign-in is on another', () => {
    expect(linkedMemberProfile('aurora', tevereAdmin, users)).toBe(auroraMember);
  });
  it('is none when already on it, when the link names no association, or when the sign-in has no member there', () => {
    expect(linkedMemberProfile('aurora', auroraMember, users)).toBeNull();
    expect(linkedMemberProfile(null, tevereAdmin, users)).toBeNull();
    expect(linkedMemberProfile('tevere', auroraMember, users)).toBeNull();
    expect(linkedMemberProfile('altro', tevereAdmin, users)).toBeNull();
  });
  it('prefers the member profile to a back-office one linked to the member, and never a suspended one', () => {
    const staffMember = profile('p3', 'aurora', 'staff', 'm-1');
    expect(linkedMemberProfile('aurora', tevereAdmin, [tevereAdmin, staffMember, auroraMember])).toBe(auroraMember);
    expect(linkedMemberProfile('aurora', tevereAdmin, [tevereAdmin, staffMember])).toBe(staffMember);
    expect(linkedMemberProfile('aurora', tevereAdmin, [tevereAdmin, { ...auroraMember, suspended: true }])).toBeNull();
  });
});
