import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { campaignListFields, type CampaignInput, type StoredCampaign } from '@tessera/domain/campaigns/campaign';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from '../http/apiError';
import { sanitizeRichText } from '../shared/richText';

/** Campaigns: `organizations/{org}/campaigns/{id}`, their registrations below each. */
export const campaigns = (orgId: string) => db.collection(orgCol(orgId, 'campaigns'));
export const registrations = (orgId: string, campaignId: string) => campaigns(orgId).doc(campaignId).collection('registrations');

/** The fields stored from the form: the header sanitized, the list's search and sort fields beside them. */
export function storedCampaign(input: CampaignInput) {
  return {
    ...input,
    headerHtml: sanitizeRichText(input.headerHtml),
    ...campaignListFields(input),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/** A campaign read in a transaction, or NOT_FOUND. */
export async function readCampaign(tx: Transaction, orgId: string, id: string) {
  const snap = await tx.get(campaigns(orgId).doc(id));
  if (!snap.exists) throw new ApiError('NOT_FOUND');
  return { ref: snap.ref, data: snap.data() as StoredCampaign };
}

/** A campaign as the public may see it: published, or NOT_FOUND (a draft is not there for the public). */
export function publishedData(snap: DocumentSnapshot | undefined): StoredCampaign {
  if (!snap?.exists || snap.get('published') !== true) throw new ApiError('NOT_FOUND');
  return snap.data() as StoredCampaign;
}
