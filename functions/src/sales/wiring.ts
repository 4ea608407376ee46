import { registerPersonalDataSection, registerPersonalDataEraser } from '../personalData/registry';
import { registrationsSection } from './personalData';
import { registerMemberReaction } from '../memberReactions/registry';
import { eraseRegistrant } from './erasure';
import { followRegistrant } from './registrantGroups';

// What the sale items plug into the member trigger (loaded by the functions' entry, wiring.ts): a member's
// registrations and waiting-list places follow its group, which scopes group admins (registrantGroups.ts). A member an
// upload creates has a new id no registration names yet: nothing to write.
registerMemberReaction({
  name: 'registrantGroup',
  fields: ['group'],
  run: ({ orgId, memberId, before, after }) => followRegistrant(orgId, memberId, before, after),
  createdInBulk: () => undefined,
});

/** The member's registrations, tickets and waiting-list places in their copy of their data (personalData.ts). */
registerPersonalDataSection({ name: 'registrations', collect: registrationsSection });
// …and into the erasure of a member (personalData/registry.ts): registrations and tickets lose the names (erasure.ts).
registerPersonalDataEraser({ name: 'registrations', erase: eraseRegistrant });
