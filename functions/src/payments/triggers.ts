// Triggers of payments, wired by index.ts (the renewals have theirs: renewals/triggers.ts).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { followMember } from './followMember';

/** A member's payments follow its group (which scopes group admins), name and card number (followMember.ts). */
export const onPayerChanged = onDocumentWritten({ document: 'organizations/{orgId}/members/{memberId}', region: REGION }, async (event) => {
  await followMember(event.params.orgId, event.params.memberId, event.data?.before.data(), event.data?.after.data());
});

export { onPaymentCounted } from './counters';
