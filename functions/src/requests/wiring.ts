import { registerPersonalDataSection, registerPersonalDataEraser } from '../personalData/registry';
import { memberDocuments } from '../personalData/collect';

// What the requests plug into the shared registries (loaded by the functions' entry, wiring.ts): the member's requests
// (refunds, cancellations, their decisions) in their copy of their data; who decided is another person's address.
registerPersonalDataSection({
  name: 'requests',
  collect: ({ orgId, memberId }) => memberDocuments(orgId, 'requests', memberId, ['decidedBy', 'memberId', 'group']),
});
import { eraseRequests } from './erasure';

// What the members' requests plug into the erasure of a member (loaded by the functions' entry, wiring.ts).
registerPersonalDataEraser({ name: 'requests', erase: eraseRequests });
