// Triggers of payments, wired by index.ts, and the payment provider's webhook: an HTTPS function of its own, beside `api`.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { followMemberGroup } from './memberGroup';

/** A member moved to another group takes its payments along (their copied `group` scopes group admins: memberGroup.ts). */
export const onMemberGroupMoved = onDocumentWritten(
  { document: 'organizations/{orgId}/members/{memberId}', region: REGION },
  async (event) => {
    await followMemberGroup(event.params.orgId, event.params.memberId, event.data?.before.data(), event.data?.after.data());
  },
);

export { stripeWebhook } from './webhook';
