import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { registerPersonalDataSection } from '../personalData/registry';
import { copyOf } from '../personalData/collect';

// What the scanner plugs into the shared registries (loaded by the functions' entry, wiring.ts): the member's fidelity
// points in their copy of their data.
registerPersonalDataSection({
  name: 'points',
  collect: async ({ orgId, memberId }) => {
    const snap = await db.doc(`${orgCol(orgId, 'points')}/${memberId}`).get();
    return snap.exists ? copyOf(snap.id, snap.data()) : null;
  },
});
