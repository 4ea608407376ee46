import { MEMBER_ROW_FIELDS } from '@tessera/domain/search/record';
import { registerMemberReaction } from '../memberReactions/registry';
import { followMemberRow, writeCreatedRows } from './projection';

// What the advanced search plugs into the member trigger (loaded by the functions' entry, wiring.ts): a member's row
// follows its document (created, changed, deleted); an upload's chunk writes its new members' rows at once.
registerMemberReaction({
  name: 'searchRow',
  fields: MEMBER_ROW_FIELDS,
  run: ({ orgId, memberId, before, after }) => followMemberRow(orgId, memberId, before, after),
  createdInBulk: writeCreatedRows,
});
