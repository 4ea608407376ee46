// Triggers of the fee verification and the renewal charges, wired by index.ts.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from '../../config';
import { verificationStep } from './verificationJob';
import { chargeRenewal } from './renewalCharge';
import { paymentProvider } from '../providers/providers';

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
