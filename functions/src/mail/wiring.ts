import { registerPersonalDataSection } from '../personalData/registry';
import { mailSection } from './personalData';

// What the outbox plugs into the shared registries (loaded by the functions' entry, wiring.ts): the mail a member
// received, in their copy of their data (personalData.ts).
registerPersonalDataSection({ name: 'mail', collect: mailSection });
