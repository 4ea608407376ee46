import { REGISTER_FEE_FIELDS } from '@tessera/domain/register/fees';
import { registerMemberReaction } from '../memberReactions/registry';
import { registerPaymentReaction } from '../paymentReactions/registry';
import { followFeePayment } from './feeEntries';
import { followMemberLife, REGISTER_LIFE_FIELDS } from './memberLife';

// What the register of members plugs into the member trigger (loaded by the functions' entry, wiring.ts): a member's
// admission and departure are appended to the register as they happen (memberLife.ts).
registerMemberReaction({
  name: 'registerOfMembers',
  fields: REGISTER_LIFE_FIELDS,
  run: ({ orgId, memberId }) => followMemberLife({ orgId, memberId }),
});

// …and into the payment trigger: each membership fee paid, and any later change to it, is appended (feeEntries.ts).
registerPaymentReaction({
  name: 'registerFees',
  fields: REGISTER_FEE_FIELDS,
  run: ({ orgId, paymentId }) => followFeePayment({ orgId, paymentId }),
});
