import { REGISTER_FEE_FIELDS } from '@tessera/domain/register/fees';
import { registerMemberReaction } from '../memberReactions/registry';
import { registerPaymentReaction } from '../paymentReactions/registry';
import { REGISTER_LIFE_FIELDS } from './memberLife';
import { queueCreatedMembers, queueForRegister, registerStarted } from './queue';

// What the register of members plugs into the member trigger (loaded by the functions' entry, wiring.ts): a member
// whose standing may have changed is queued for the register (queue.ts), whose drainer appends the admission or
// departure (drain.ts, memberLife.ts). Queuing never waits on the register's head, however many members change at once.
registerMemberReaction({
  name: 'registerOfMembers',
  fields: REGISTER_LIFE_FIELDS,
  run: ({ orgId, memberId }) => queueForRegister(orgId, 'member', memberId),
  // an upload's new members are queued by its chunks (queue.ts), when the register is started
  readForBulk: registerStarted,
  createdInBulk: (orgId, created, writes, started) => {
    if (started === true) queueCreatedMembers(orgId, created, writes);
  },
});

// …and into the payment trigger: each membership fee paid, and any later change to it, is queued likewise and appended
// by the drainer (feeEntries.ts).
registerPaymentReaction({
  name: 'registerFees',
  fields: REGISTER_FEE_FIELDS,
  run: ({ orgId, paymentId }) => queueForRegister(orgId, 'fee', paymentId),
});
