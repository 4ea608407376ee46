import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import { sourceKey } from '@tessera/domain/campaigns/analytics';
import { todayInItaly } from '@tessera/domain/locale/dates';
import { campaigns } from './campaignStore';

/** A campaign's counters of one day (campaigns/analytics.ts): `campaigns/{id}/stats/{YYYY-MM-DD}`. */
export const campaignStats = (orgId: string, campaignId: string) => campaigns(orgId).doc(campaignId).collection('stats');

/**
 * Raises today's counters in `batch`, the commit that makes what they count (a registration, a VALID scan): set with
 * merge and increments, so concurrent commits each add theirs and a commit that fails adds nothing.
 */
export function countCampaignDay(
  batch: WriteBatch,
  orgId: string,
  campaignId: string,
  what: { registration?: { source: string | null | undefined }; checkIn?: boolean; points?: number },
) {
  const day = todayInItaly();
  const data: Record<string, unknown> = { day };
  if (what.registration) {
    data.registrations = FieldValue.increment(1);
    // a map set with merge: the source is a key as written, never a dotted path
    data.sources = { [sourceKey(what.registration.source)]: FieldValue.increment(1) };
  }
  if (what.checkIn) data.checkIns = FieldValue.increment(1);
  if (what.points) data.points = FieldValue.increment(what.points);
  batch.set(campaignStats(orgId, campaignId).doc(day), data, { merge: true });
}
