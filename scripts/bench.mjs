// `npm run bench`: runs tests/bench/run.ts with the emulators up (the bulk upload row writes to Firestore and
// sets off the real triggers) and prints its table.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchPlan } from './lib/benchPlan.mjs';
import { buildFunctions, emulatorsExec, PORT_OFFSET, PORTS, ROOT } from './lib/emulators.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { buildWeb, startWeb, stop, waitForWeb } from './lib/stack.mjs';

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
// The month rows read the functions' usage meter (functions/src/shared/usage/usageMeter.ts) from this file; the parts
// without them run without it, as production does.
const meterFile = join(ROOT, '.cache', 'bench-usage.jsonl');
rmSync(meterFile, { force: true });

const requested = process.env.BENCH_ROWS?.split(',').map((r) => r.trim());
// The lanes and their parts (scripts/lib/benchPlan.mjs says why they are laid out so): the main lane's parts here, one
// after the other, the side lane's in a process of its own on emulators at the port offset +1000, beside them.
const plan = benchPlan({ requested, oneLane: process.env.BENCH_LANES === '1' });
/**
 * Every lane's processes, the functions' workers among them, may collect on demand: the long jobs measure their heap
 * after a collection (functions shared/jobHeap.ts).
 */
const WITH_GC = [process.env.NODE_OPTIONS, '--expose-gc'].filter(Boolean).join(' ');
const tableOf = (part) => join(ROOT, '.cache', `bench-table-${part.name}.txt`);
const tables = [...plan.main, ...plan.side].map(tableOf);
for (const table of tables) rmSync(table, { force: true });
const goFile = join(ROOT, '.cache', 'bench-side-lanes-go');
rmSync(goFile, { force: true });
const sideLog = join(ROOT, '.cache', 'bench-emulators-side.log');
/** Written once a main part has ended (its emulators stopped): the side parts that must not run beside it wait for it. */
const doneFile = (name) => join(ROOT, '.cache', `bench-part-${name}-done`);
for (const part of plan.main) rmSync(doneFile(part.name), { force: true });

// the functions once, for every lane: a build while an emulator suite runs makes it reload them
buildFunctions();
const sideRun = plan.side.length
  ? (async () => {
      while (!existsSync(goFile)) await new Promise((resolve) => setTimeout(resolve, 1000));
      const out = openSync(sideLog, 'w');
      const offset = PORT_OFFSET + 1000;
      const parts = plan.side.map((part) => ({
        ...part.env,
        BENCH_TABLE_FILE: tableOf(part),
        BENCH_EMULATOR_LOG: sideLog,
        ...(part.after ? { BENCH_LANE_AFTER_FILE: doneFile(part.after) } : {}),
      }));
      const child = spawn('node', [join(ROOT, 'scripts', 'bench-lane.mjs')], {
        cwd: ROOT,
        stdio: ['ignore', out, out],
        env: { ...process.env, TESSERA_PORT_OFFSET: String(offset), BENCH_LANE_PARTS: JSON.stringify(parts), NODE_OPTIONS: WITH_GC },
      });
      console.log(
        `Side lane (${plan.side.map((p) => p.rows.join(', ')).join(' | ')}) started on the emulators at offset ${offset} (log: ${sideLog}) …`,
      );
      return new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
    })()
  : Promise.resolve(0);
const codes = [];
for (const [i, part] of plan.main.entries()) {
  if (i > 0) console.log(`Main lane, part ${part.name} (${part.rows.join(', ')}), on emulators started afresh …`);
  codes.push(
    await emulatorsExec('node --import tsx tests/bench/run.ts', {
      build: false,
      stdio: ['ignore', log, log],
      env: {
        ...part.env,
        BENCH_TABLE_FILE: tableOf(part),
        // the upload row counts the functions each member write runs from the emulators' log
        BENCH_EMULATOR_LOG: logFile,
        BENCH_SIDE_LANES_GO_FILE: goFile,
        WEB_URL: `http://127.0.0.1:${PORTS.web}`,
        NODE_OPTIONS: WITH_GC,
        ...(part.rows.includes('month') ? { TESSERA_METER_FILE: meterFile } : {}),
      },
    }),
  );
  // a first part that ended before giving the word (it failed early, or runs none of the exclusive rows) lets the side lane go
  if (!existsSync(goFile)) openSync(goFile, 'w');
  openSync(doneFile(part.name), 'w');
}
if (!existsSync(goFile)) openSync(goFile, 'w');
// a part the plan left out (none of its rows asked for) holds no side part back
for (const name of plan.side.map((p) => p.after).filter(Boolean)) if (!existsSync(doneFile(name))) openSync(doneFile(name), 'w');
codes.push(await sideRun);
await stop(web);
try {
  const printed = [...plan.main, ...plan.side].map((part) => {
    const lane = plan.main.includes(part) ? 'main lane' : 'side lane';
    const title = `${lane}, part ${part.name} (${part.rows.join(', ')}):`;
    return existsSync(tableOf(part))
      ? `${title}\n${readFileSync(tableOf(part), 'utf8')}`
      : `${title} printed no table; see the lane's log.`;
  });
  const minutes = (Date.now() - startedAt) / 60_000;
  const rows = process.env.BENCH_ROWS ? `only ${process.env.BENCH_ROWS}` : 'every row';
  const lanes = plan.side.length ? ', 2 lanes side by side' : ', one lane';
  printed.push(
    `the bench itself (${rows}${lanes}, web build and emulators included): ${minutes.toFixed(1)} min; target ≤ 20 min for every row ${minutes <= 20 ? '✔' : '✘'}`,
  );
  console.log(printed.join('\n'));
  writeFileSync(tableFile, `${printed.join('\n')}\n`);
} catch {
  console.error(`The benchmarks printed no table; see ${logFile}.`);
}
process.exit(codes.find((c) => c !== 0) || 0);
