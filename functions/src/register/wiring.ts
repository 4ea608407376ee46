import { registerMemberReaction } from '../memberReactions/registry';
import { followMemberLife, REGISTER_LIFE_FIELDS } from './memberLife';

// What the register of members plugs into the member trigger (loaded by the functions' entry, wiring.ts): a member's
// admission and departure are appended to the register as they happen (memberLife.ts).
registerMemberReaction({
  name: 'registerOfMembers',
  fields: REGISTER_LIFE_FIELDS,
  run: ({ orgId, memberId }) => followMemberLife({ orgId, memberId }),
});
