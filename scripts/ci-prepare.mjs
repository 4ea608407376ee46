// .ci/run's first step: what `npm test` and `npm run test:e2e` would each do at their start, done once, so that the two
// can then run side by side (TESSERA_FUNCTIONS_PREBUILT=1) without installing, building or writing the same files at
// the same time. Functions' APP_URL is the browser tests' web address (they run on the default ports).
import { buildFunctions, firestoreEmulatorEnv, ROOT } from './lib/emulators.mjs';
import { ensureInstalled } from './lib/install.mjs';

ensureInstalled(ROOT);
buildFunctions();
firestoreEmulatorEnv();
