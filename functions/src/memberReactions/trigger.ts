import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { documentWriteOf, failOnReactionErrors } from '../shared/reactions';
import { dispatchMemberWrite, memberReactionSecrets, memberReactions } from './registry';

// Defined when the functions' entry (index.ts) imports it, after its wiring registered every reaction: the trigger
// declares their secrets, which must be known now.
if (memberReactions().length === 0) throw new Error('no member reaction registered: index.ts imports ./wiring before this trigger');

/**
 * The one function a member write runs (registry.ts): the counters, the search row, the payments' payer fields, the
 * wallet passes, the photo and deceased reports, each only when the write concerns it. A reaction that fails is logged
 * and fails the invocation, as its own function did, after the others ran.
 */
export const onMemberWritten = onDocumentWritten(
  { document: 'organizations/{orgId}/members/{memberId}', region: REGION, secrets: memberReactionSecrets() },
  async (event) => {
    const dispatched = await dispatchMemberWrite({ ...documentWriteOf(event), memberId: event.params.memberId });
    failOnReactionErrors('member reaction', event.document, dispatched);
  },
);
