import { memberConsentsPath, type ConsentKind } from '@tessera/domain/privacy/consents';
import { isoDay } from './dates';
import type { MemberRecord } from './members';

/** The secretary typed the form in during the morning it was signed (the member document keeps the day only). */
const recordedAt = (day: Date) => new Date(day.getTime() + (9 * 60 + 30) * 60_000);

/**
 * The consent records of a demo member who signs in: the membership form they signed on paper when they joined, as
 * the association's secretary recorded it (the privacy policy, and the newsletter when the member receives it). The
 * member document keeps the same state (privacyAcceptedAt, newsletter), as every path of the API keeps the two
 * together (functions/src/consents/consentRecord.ts), so My data's history and the member page start from what a real
 * association would hold. Only the demo logins' members get them: the other members are never shown one by one, and a
 * large seed (the bench's) stays its size.
 */
export function seededConsents(
  orgId: string,
  memberId: string,
  m: Pick<MemberRecord, 'privacyAcceptedAt' | 'newsletter'>,
  secretary: string | null,
): { path: string; data: Record<string, unknown> }[] {
  const kinds: ConsentKind[] = m.newsletter ? ['privacy', 'marketing'] : ['privacy'];
  return kinds.map((kind) => ({
    path: `${memberConsentsPath(orgId, memberId)}/seed-${kind}`,
    data: {
      kind,
      given: true,
      version: null,
      source: 'paperForm',
      recordedBy: { kind: 'admin', uid: null, role: 'organization', email: secretary },
      at: recordedAt(m.privacyAcceptedAt),
      signedOn: isoDay(m.privacyAcceptedAt),
    },
  }));
}
