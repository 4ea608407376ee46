// Triggers of payments, wired by index.ts, and the payment provider's webhook: an HTTPS function of its own, beside `api`.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from '../config';
import { followMember } from './followMember';
import { verificationStep } from './verificationJob';
import { chargeRenewal } from './renewalCharge';
import { paymentProvider } from './providers';

/** A member's payments follow its group (which scopes group admins), name and card number (followMember.ts). */
export const onPayerChanged = onDocumentWritten({ document: 'organizations/{orgId}/members/{memberId}', region: REGION }, async (event) => {
  await followMember(event.params.orgId, event.params.memberId, event.data?.before.data(), event.data?.after.data());
});

/**
 * The yearly verification job, one page per step: each step's write of the job fires the next, until DONE
 * (verificationJob.ts keys a step on the cursor it read, so a redelivered event verifies no page twice).
 */
export const onVerificationWritten = onDocumentWritten(
  { document: 'organizations/{orgId}/verifications/{jobId}', region: REGION, timeoutSeconds: 120 },
  async (event) => {
    if (event.data?.after.get('state') !== 'RUNNING') return;
    await verificationStep(event.params.orgId, event.params.jobId);
  },
);

/**
 * A fee to charge to a saved card at renewal (queued by the verification): asked of the provider once it is QUEUED
 * (renewalCharge.ts claims it first); the provider's event to the webhook records the outcome.
 */
export const onRenewalChargeWritten = onDocumentWritten(
  {
    document: 'organizations/{orgId}/renewalCharges/{chargeId}',
    region: REGION,
    // the webhook secret signs the local stand-in's events; the key reaches Stripe
    secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET],
  },
  async (event) => {
    if (event.data?.after.get('state') !== 'QUEUED') return;
    await chargeRenewal(event.params.orgId, event.params.chargeId, paymentProvider());
  },
);

export { stripeWebhook } from './webhook';
export { onPaymentCounted } from './counters';
