import { registerMemberReaction } from '../memberReactions/registry';
import { registerPersonalDataSection, registerPersonalDataEraser } from '../personalData/registry';
import { memberSection } from './personalData';
import { backfillRelativeKeys, eraseDeceasedNotices, eraseMemberTraces, eraseRelativeLinks } from './erasure';
import { propagateDeceased } from './deceased';
import { releaseUnnamedPhoto } from './photo';

// What the members plug into the member trigger (loaded by the functions' entry, wiring.ts).

/** A photo the record stopped naming (replaced, removed, member deleted) is deleted (photo.ts). */
registerMemberReaction({
  name: 'unnamedPhoto',
  fields: ['photo'],
  run: ({ orgId, before, after }) => releaseUnnamedPhoto(orgId, before, after),
});

/**
 * A member flagged deceased reports it to the members with its tax code in the other organizations (deceased.ts): only
 * a `deceased` switched on reports (propagatesDeceased), so no other change runs it.
 */
registerMemberReaction({
  name: 'deceased',
  fields: ['deceased'],
  run: ({ eventId, orgId, memberId, before, after }) => propagateDeceased(eventId, orgId, memberId, before, after),
});

/** The member's record, with the back office's notes and hidden custom values, in their copy of their data. */
registerPersonalDataSection({ name: 'member', collect: memberSection });
/** An erased member's unique claims and photo go (erasure.ts; the record itself goes with the erasure's job). */
registerPersonalDataEraser({ name: 'memberTraces', erase: eraseMemberTraces });
/** …other members' relatives lists that link them, and the deceased notices about them from other organizations. */
registerPersonalDataEraser({ name: 'relativeLinks', erase: eraseRelativeLinks, backfillKeys: backfillRelativeKeys });
registerPersonalDataEraser({ name: 'deceasedNotices', erase: eraseDeceasedNotices });
