import { registerPersonalDataSection } from '../personalData/registry';
import { consentsSection } from './consentsSection';

// What the member's privacy plugs into the shared registries (loaded by the functions' entry, wiring.ts): the consents
// they gave and withdrew, with versions, in their copy of their data.
registerPersonalDataSection({ name: 'consents', collect: consentsSection });
