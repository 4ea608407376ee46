import { registerPersonalDataEraser } from '../personalData/registry';
import { eraseMailLog } from './erasure';

// What the outbox plugs into the erasure of a member (loaded by the functions' entry, wiring.ts): the mail log keeps
// its counts and loses the member's addresses and what the messages said (erasure.ts).
registerPersonalDataEraser({ name: 'mailLog', erase: eraseMailLog });
