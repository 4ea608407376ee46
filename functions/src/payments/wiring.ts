import { registerPersonalDataSection, registerPersonalDataEraser } from '../personalData/registry';
import { paymentAccountSection, paymentsSection } from './personalData';
import { PAYER_MEMBER_FIELDS } from '@tessera/domain/lists/listFields';
import { COUNTED_PAYMENT_FIELDS } from '@tessera/domain/payments/paymentCounters';
import { erasePaymentAccount } from './erasure';
import { registerMemberReaction } from '../memberReactions/registry';
import { registerPaymentReaction } from '../paymentReactions/registry';
import { countPayment } from './counters';
import { followMember } from './followMember';
import { registerEventHandler } from './providers/providerEvents';
import { onChargeRefunded } from './refund';

// What the payments plug into the provider's webhook (loaded by the functions' entry, wiring.ts): a refund, ours or
// one made in Stripe's dashboard, is recorded from its event; cumulative and idempotent, so an old one still applies.
registerEventHandler(['charge.refunded'], onChargeRefunded);

// …and into the member trigger: a member's payments follow its group (which scopes group admins), name, tax code and
// card number (followMember.ts). A member an upload creates has a new id no payment names yet: nothing to write.
registerMemberReaction({
  name: 'payerFields',
  fields: PAYER_MEMBER_FIELDS,
  run: ({ orgId, memberId, before, after }) => followMember(orgId, memberId, before, after),
  createdInBulk: () => undefined,
});

// …and into the payment trigger: the payments list's counters follow every payment write, by any writer (counters.ts).
registerPaymentReaction({ name: 'paymentCounters', fields: COUNTED_PAYMENT_FIELDS, run: countPayment });

// …and the member's payments and saved payment method into their copy of their data (personalData.ts).
registerPersonalDataSection({ name: 'payments', collect: paymentsSection });
registerPersonalDataSection({ name: 'paymentAccount', collect: paymentAccountSection });
// …and into the erasure of a member (personalData/registry.ts): the payment account goes, the fiscal records stay.
registerPersonalDataEraser({ name: 'paymentAccount', erase: erasePaymentAccount });
