// `npm run seed -- [--members N] [--second-org-members N] [--seed N] [--clear]`: loads the demo data
// into emulators that are already running (npm start). Options are those of seed/src/cli.ts.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, emulatorClientEnv } from './lib/emulators.mjs';

const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'seed', 'src', 'cli.ts'), ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...emulatorClientEnv() },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
