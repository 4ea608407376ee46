import { registerPersonalDataSection, registerPersonalDataEraser } from '../personalData/registry';
import { mailSection } from './personalData';

// What the outbox plugs into the shared registries (loaded by the functions' entry, wiring.ts): the mail a member
// received, in their copy of their data (personalData.ts).
registerPersonalDataSection({ name: 'mail', collect: mailSection });
import { eraseMailLog } from './erasure';

// What the outbox plugs into the erasure of a member (loaded by the functions' entry, wiring.ts): the mail log keeps
// its counts and loses the member's addresses and what the messages said (erasure.ts).
registerPersonalDataEraser({ name: 'mailLog', erase: eraseMailLog });
