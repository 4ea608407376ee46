import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { documentWriteOf, failOnReactionErrors } from '../shared/reactions';
import { dispatchPaymentWrite, paymentReactions } from './registry';

if (paymentReactions().length === 0) throw new Error('no payment reaction registered: index.ts imports ./wiring before this trigger');

/**
 * The one function a payment write runs (registry.ts). A reaction that fails is logged and fails the invocation after
 * the others ran, so the event comes again; the reactions that succeeded change nothing the second time.
 */
export const onPaymentWritten = onDocumentWritten(
  { document: 'organizations/{orgId}/payments/{paymentId}', region: REGION },
  async (event) => {
    const dispatched = await dispatchPaymentWrite({ ...documentWriteOf(event), paymentId: event.params.paymentId });
    failOnReactionErrors('payment reaction', event.document, dispatched);
  },
);
