// Triggers of members (deceased reports, photos no longer named), wired by index.ts.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { propagateDeceased } from './deceased';
import { releaseUnnamedPhoto } from './photo';

/**
 * A member's side effects beyond the counters (counters/onMemberWritten.ts): a member flagged deceased reports it to the
 * members with its tax code in the other organizations (deceased.ts); a photo the record stopped naming is deleted
 * (photo.ts).
 */
export const onMemberChanged = onDocumentWritten(
  { document: 'organizations/{orgId}/members/{memberId}', region: REGION },
  async (event) => {
    const [before, after] = [event.data?.before.data(), event.data?.after.data()];
    await releaseUnnamedPhoto(event.params.orgId, before, after);
    await propagateDeceased(event.id, event.params.orgId, event.params.memberId, before, after);
  },
);
