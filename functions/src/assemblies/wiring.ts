import { registerPersonalDataEraser } from '../personalData/registry';
import { eraseProxyScans } from './proxyScan';

// What the assemblies plug into the shared registries (loaded by the functions' entry, wiring.ts): an erased member's
// signed proxy forms go, as their photo does; the proxies, attendance and ballots name them by id alone.
registerPersonalDataEraser({ name: 'proxyScans', erase: eraseProxyScans });
