import { CONSENTS_COLLECTION } from '@tessera/domain/privacy/consents';
import { memberPath } from '@tessera/domain/paths';
import { registerPersonalDataEraser, registerPersonalDataSection } from '../personalData/registry';
import { db } from '../shared/admin';
import { eraseEach } from '../shared/erasing';
import { consentsSection } from './consentsSection';

// What the member's privacy plugs into the shared registries (loaded by the functions' entry, wiring.ts): the consents
// they gave and withdrew, with versions, in their copy of their data; and gone with the member when erased (the
// record of a consent proves it to whoever asks while the member's data is kept, and nothing is kept after).
registerPersonalDataSection({ name: 'consents', collect: consentsSection });
registerPersonalDataEraser({
  name: 'consents',
  erase: async ({ orgId, memberId }) =>
    eraseEach((await db.doc(memberPath(orgId, memberId)).collection(CONSENTS_COLLECTION).get()).docs, () => 'delete'),
});
