import { MEMBER_ROW_FIELDS, PAYMENT_ROW_FIELDS } from '@tessera/domain/search/record';
import { registerMemberReaction } from '../memberReactions/registry';
import { registerPaymentReaction } from '../paymentReactions/registry';
import { registerPersonalDataEraser } from '../personalData/registry';
import { eraseSearchDownloads } from './erasure';
import { followMemberRow, followPayment, writeCreatedRows } from './projection';

// What the advanced search plugs into the member trigger (loaded by the functions' entry, wiring.ts): a member's row
// follows its document (created, changed, deleted); an upload's chunk writes its new members' rows at once.
registerMemberReaction({
  name: 'searchRow',
  fields: MEMBER_ROW_FIELDS,
  run: ({ orgId, memberId, before, after }) => followMemberRow(orgId, memberId, before, after),
  createdInBulk: writeCreatedRows,
});

// …and into the payment trigger: a payment changes its member's fee years and payment rows (a change of payer: both
// members); writes of other fields (receipts, sort keys, accounting) leave the rows as they are.
registerPaymentReaction({
  name: 'paymentSearchRows',
  fields: PAYMENT_ROW_FIELDS,
  run: ({ orgId, before, after }) => followPayment(orgId, before, after),
});

// …and into the erasure of a member (personalData/registry.ts): the downloads made before it go, with their files.
registerPersonalDataEraser({ name: 'searchDownloads', erase: eraseSearchDownloads });
