import { orgCol } from '@tessera/domain/paths';
import { registerPersonalDataEraser } from '../personalData/registry';
import { db } from '../shared/admin';
import { eraseEach } from '../shared/erasing';

// What the scanner plugs into the erasure of a member (loaded by the functions' entry, wiring.ts): the member's
// fidelity points go; the scans' log names the staff who scanned, not the member.
registerPersonalDataEraser({
  name: 'points',
  erase: async ({ orgId, memberId }) => eraseEach([await db.doc(`${orgCol(orgId, 'points')}/${memberId}`).get()], () => 'delete'),
});
