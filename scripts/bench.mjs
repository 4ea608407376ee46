// `npm run bench`: runs tests/bench/run.ts with the emulators up (the bulk upload row writes to Firestore and
// sets off the real triggers) and prints its table.
import { emulatorsExec, PORTS, ROOT } from './lib/emulators.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { buildWeb, startWeb, stop, waitForWeb } from './lib/stack.mjs';
import { mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

ensureInstalled(ROOT);
// the bench's own time, build and emulators included: a bench nobody can afford to run measures nothing
const startedAt = Date.now();
// The emulators log every trigger run (thousands during the upload row): keep that in a file, print the table.
mkdirSync(join(ROOT, '.cache'), { recursive: true });
const tableFile = join(ROOT, '.cache', 'bench-table.txt');
const logFile = join(ROOT, '.cache', 'bench-emulators.log');
rmSync(tableFile, { force: true });
const log = openSync(logFile, 'w');
console.log(`Running the benchmarks with the emulators (their log: ${logFile}) …`);
// The lists rows measure what users get: the production build (no dev server compiling modules on request, no
// StrictMode mounting every effect twice, which doubled each list's query on the emulator), with the data hooks' read
// meter (VITE_METER_READS) and the dev pages (VITE_DEV_PAGES: the load-everything baseline) compiled in.
const outDir = 'dist-bench';
await buildWeb({ env: { VITE_METER_READS: 'true', VITE_DEV_PAGES: 'true' }, outDir });
const web = startWeb({ quiet: true, built: true, outDir });
await waitForWeb();
// The month rows read the functions' usage meter (functions/src/shared/usage/usageMeter.ts) from this file; the other
// rows run without it, as production does.
const meterFile = join(ROOT, '.cache', 'bench-usage.jsonl');
rmSync(meterFile, { force: true });
const monthWanted = !process.env.BENCH_ROWS || process.env.BENCH_ROWS.split(',').some((r) => r.trim() === 'month');
const code = await emulatorsExec('node --import tsx tests/bench/run.ts', {
  stdio: ['ignore', log, log],
  env: {
    BENCH_TABLE_FILE: tableFile,
    // the upload row counts the functions each member write runs from the emulators' log
    BENCH_EMULATOR_LOG: logFile,
    WEB_URL: `http://127.0.0.1:${PORTS.web}`,
    // the functions' workers inherit it: the long jobs measure their heap after a collection (functions shared/jobHeap.ts)
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--expose-gc'].filter(Boolean).join(' '),
    ...(monthWanted ? { TESSERA_METER_FILE: meterFile } : {}),
  },
});
await stop(web);
try {
  console.log(readFileSync(tableFile, 'utf8'));
  const minutes = (Date.now() - startedAt) / 60_000;
  const rows = process.env.BENCH_ROWS ? `only ${process.env.BENCH_ROWS}` : 'every row';
  console.log(
    `the bench itself (${rows}, web build and emulators included): ${minutes.toFixed(1)} min; target ≤ 20 min for every row ${minutes <= 20 ? '✔' : '✘'}`,
  );
} catch {
  console.error(`The benchmarks printed no table; see ${logFile}.`);
}
process.exit(code);
