import { registerPersonalDataSection, registerPersonalDataEraser } from '../personalData/registry';
import { campaignsSection } from './personalData';

// What the campaigns plug into the shared mechanisms (loaded by the functions' entry, wiring.ts): the member's campaign
// registrations in their copy of their data (personalData.ts).
registerPersonalDataSection({ name: 'campaigns', collect: campaignsSection });
import { eraseCampaignRegistrations } from './erasure';

// What the campaigns plug into the erasure of a member (loaded by the functions' entry, wiring.ts): their
// registrations under the member's address lose it, with the name and the answers (erasure.ts).
registerPersonalDataEraser({ name: 'campaignRegistrations', erase: eraseCampaignRegistrations });
