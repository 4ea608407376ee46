// Triggers of members (deceased propagation), wired by index.ts.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { propagateDeceased } from './deceased';

/** A member flagged deceased flags the members with its tax code in the other organizations (deceased.ts). */
export const onMemberDeceased = onDocumentWritten(
  { document: 'organizations/{orgId}/members/{memberId}', region: REGION },
  async (event) => {
    await propagateDeceased(event.id, event.params.orgId, event.params.memberId, event.data?.before.data(), event.data?.after.data());
  },
);
