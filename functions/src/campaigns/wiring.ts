import { registerPersonalDataSection } from '../personalData/registry';
import { campaignsSection } from './personalData';

// What the campaigns plug into the shared mechanisms (loaded by the functions' entry, wiring.ts): the member's campaign
// registrations in their copy of their data (personalData.ts).
registerPersonalDataSection({ name: 'campaigns', collect: campaignsSection });
