import { registerPersonalDataEraser } from '../personalData/registry';
import { eraseRequests } from './erasure';

// What the members' requests plug into the erasure of a member (loaded by the functions' entry, wiring.ts).
registerPersonalDataEraser({ name: 'requests', erase: eraseRequests });
