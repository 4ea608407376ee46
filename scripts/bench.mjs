// `npm run bench`: runs tests/bench/run.ts and prints its table.
import { spawnSync } from 'node:child_process';
import { ensureInstalled, ROOT } from './lib/emulators.mjs';

ensureInstalled();
const r = spawnSync('node', ['--import', 'tsx', 'tests/bench/run.ts'], { cwd: ROOT, stdio: 'inherit' });
process.exit(r.status ?? 1);
