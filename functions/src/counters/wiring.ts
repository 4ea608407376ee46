import { COUNTED_MEMBER_FIELDS } from '@tessera/domain/counters';
import { registerMemberReaction } from '../memberReactions/registry';
import { countCreatedMembers, countMember } from './memberCounters';

// What the counters plug into the member trigger (loaded by the functions' entry, wiring.ts): a write changing what
// they count moves them; an upload's chunk counts its new members at once.
registerMemberReaction({ name: 'memberCounters', fields: COUNTED_MEMBER_FIELDS, run: countMember, createdInBulk: countCreatedMembers });
