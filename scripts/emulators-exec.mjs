// Runs one command with the emulators up, e.g. `node scripts/emulators-exec.mjs 'vitest run …'` (for development).
import { emulatorsExec } from './lib/emulators.mjs';

process.exit(await emulatorsExec(process.argv.slice(2).join(' ')));
