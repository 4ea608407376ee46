import { registerPersonalDataEraser } from '../personalData/registry';
import { eraseCampaignRegistrations } from './erasure';

// What the campaigns plug into the erasure of a member (loaded by the functions' entry, wiring.ts): their
// registrations under the member's address lose it, with the name and the answers (erasure.ts).
registerPersonalDataEraser({ name: 'campaignRegistrations', erase: eraseCampaignRegistrations });
