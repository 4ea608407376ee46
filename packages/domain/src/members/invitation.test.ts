import { describe, expect, it } from 'vitest';
import { INVITATION_TTL_MS, inviteMembersInput, memberAccess } from './invitation';

const NOW = Date.parse('2026-12-02T10:00:00Z');

describe('memberAccess', () => {
  it('never, invited, expired, signed in', () => {
    expect(memberAccess({}, NOW)).toEqual({ state: 'never', sentAt: null, expiresAt: null });
    const invitation = { sentAt: new Date(NOW - 1000), expiresAt: new Date(NOW - 1000 + INVITATION_TTL_MS) };
    expect(memberAccess({ invitation }, NOW)).toMatchObject({ state: 'invited', expiresAt: NOW - 1000 + INVITATION_TTL_MS });
    expect(memberAccess({ invitation }, NOW + INVITATION_TTL_MS).state).toBe('invitationExpired');
    // signing in wins over any invitation, whatever shape the stored time has
    expect(memberAccess({ invitation, signedInAt: { toMillis: () => NOW } }, NOW).state).toBe('signedIn');
    expect(memberAccess({ invitation: { sentAt: '2026-12-01T10:00:00Z', expiresAt: '2026-12-15T10:00:00Z' } }, NOW).state).toBe('invited');
  });
});

describe('inviteMembersInput', () => {
  it('takes members by id or a saved search, exactly one', () => {
    expect(inviteMembersInput.safeParse({ memberIds: ['m1'] }).success).toBe(true);
    expect(inviteMembersInput.safeParse({ searchId: 's1', dryRun: true }).success).toBe(true);
    expect(inviteMembersInput.safeParse({}).success).toBe(false);
    expect(inviteMembersInput.safeParse({ memberIds: ['m1'], searchId: 's1' }).success).toBe(false);
    expect(inviteMembersInput.safeParse({ memberIds: [] }).success).toBe(false);
    expect(inviteMembersInput.safeParse({ memberIds: ['m1'], other: 1 }).success).toBe(false);
  });
});
