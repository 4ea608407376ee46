// Typechecks every workspace with its own tsconfig (strict everywhere).
import { spawnSync } from 'node:child_process';
const projects = ['packages/domain', 'functions', 'web', 'seed', 'tests'];
let failed = 0;
for (const p of projects) {
  const r = spawnSync('node_modules/.bin/tsc', ['-p', p], { stdio: 'inherit' });
  console.log(`${r.status === 0 ? '✔' : '✘'} tsc -p ${p}`);
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
