import type { Policies } from '../settings/policies';

/**
 * Consent on a public registration: a published campaign collects names and emails, so the organization's privacy
 * policy must be published before the campaign is, and each registrant accepts the version they were shown. The
 * registration keeps `consent: { at, policyVersion }` (server time); the registrations export carries both.
 */

/** Why a public registration cannot be taken now, or null: no privacy policy published, or another version than shown. */
export function consentRefusal(published: Policies | undefined, shownVersion: number): 'PRIVACY_POLICY_REQUIRED' | 'POLICY_CHANGED' | null {
  const current = published?.privacy;
  if (!current) return 'PRIVACY_POLICY_REQUIRED';
  return current.version === shownVersion ? null : 'POLICY_CHANGED';
}

/** Whether a campaign saved this way needs the privacy policy published first: a published one takes registrations. */
export const needsPrivacyPolicy = (c: { published: boolean }, published: Policies | undefined) => c.published && !published?.privacy;

/** A consent's time as the export writes it: day and time in Italy, to the second. */
export function consentTimeText(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}
