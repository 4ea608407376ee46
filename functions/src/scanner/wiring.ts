import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { registerPersonalDataEraser, registerPersonalDataSection } from '../personalData/registry';
import { copyOf } from '../personalData/collect';
import { eraseEach } from '../shared/erasing';

// What the scanner plugs into the shared registries (loaded by the functions' entry, wiring.ts): the member's fidelity
// points in their copy of their data, and gone when the member is erased (the scans' log names the staff who scanned,
// not the member).
registerPersonalDataSection({
  name: 'points',
  collect: async ({ orgId, memberId }) => {
    const snap = await db.doc(`${orgCol(orgId, 'points')}/${memberId}`).get();
    return snap.exists ? copyOf(snap.id, snap.data()) : null;
  },
});
registerPersonalDataEraser({
  name: 'points',
  erase: async ({ orgId, memberId }) => eraseEach([await db.doc(`${orgCol(orgId, 'points')}/${memberId}`).get()], () => 'delete'),
});
