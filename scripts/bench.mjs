// `npm run bench`: runs tests/bench/run.ts with the emulators up (the bulk upload row writes to Firestore and
// sets off the real triggers) and prints its table.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
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
// The month rows read the functions' usage meter (functions/src/shared/usage/usageMeter.ts) from this file; the other
// rows run without it, as production does.
const meterFile = join(ROOT, '.cache', 'bench-usage.jsonl');
rmSync(meterFile, { force: true });
const monthWanted = !process.env.BENCH_ROWS || process.env.BENCH_ROWS.split(',').some((r) => r.trim() === 'month');

// The side lane: the mailshots group (20,000 recipients against the raw outbox, the bench's longest) runs on an
// emulator suite of its own beside the main lane, so the bench takes the longer lane's time, not the sum. The emulator
// hands its triggers one event at a time, so that lane is paced by deliveries and uses little of the machine; its row
// is held against the raw outbox measured in the same lane. It starts after the hot sale and Lighthouse, which must
// have the machine to themselves. Heavier groups were tried in a third lane (the uploads, seats, register, import check, assembly): two
// emulator suites writing at once tripled the seed's time, and their Firestore emulators' heaps outgrew the memory
// (the kernel killed one), so they stay in the main lane. BENCH_LANES=1 runs every group in one lane.
const SIDE_LANES = [{ name: 'mailshots', rows: ['mailshots'] }];
const requested = process.env.BENCH_ROWS?.split(',').map((r) => r.trim());
/**
 * Every lane's processes, the functions' workers among them, may collect on demand: the long jobs measure their heap
 * after a collection (functions shared/jobHeap.ts).
 */
const WITH_GC = [process.env.NODE_OPTIONS, '--expose-gc'].filter(Boolean).join(' ');
/** A lane's groups that were asked for, with its table and log files. */
const laneOf = (lane) => ({
  ...lane,
  rows: lane.rows.filter((r) => !requested || requested.includes(r)),
  table: join(ROOT, '.cache', `bench-table-${lane.name}.txt`),
  log: join(ROOT, '.cache', `bench-emulators-${lane.name}.log`),
});
// offsets step by 1000 (one run's ports differ by 100s)
const sideLanes =
  process.env.BENCH_LANES === '1'
    ? []
    : SIDE_LANES.map((lane, i) => ({ ...laneOf(lane), offset: PORT_OFFSET + 1000 * (i + 1) })).filter((lane) => lane.rows.length > 0);
// The last lane: the archive's round trip at 100,000 members on an emulator suite of its own, started afresh once the
// others have stopped. In the main lane's sequence its import stalled: after the hour of rows before, that Firestore
// emulator's JVM held 12.5 GB and spent its CPU collecting (a fresh one alone runs the whole row in minutes). It does not
// run beside the main lane: its JVM grows past 12 GB too, more than the machine holds beside that lane's.
const LAST_LANES = [{ name: 'archive', rows: ['archive'] }];
const lastLanes = LAST_LANES.map(laneOf).filter((lane) => lane.rows.length > 0);
const elsewhere = [...sideLanes, ...lastLanes].flatMap((lane) => lane.rows);
const mainRuns = !requested || requested.some((r) => !elsewhere.includes(r));
for (const lane of lastLanes) rmSync(lane.table, { force: true });
const goFile = join(ROOT, '.cache', 'bench-side-lanes-go');
rmSync(goFile, { force: true });
for (const lane of sideLanes) rmSync(lane.table, { force: true });

// the functions once, for every lane: a build while an emulator suite runs makes it reload them
buildFunctions();
const sideRuns = sideLanes.map(async (lane) => {
  while (!existsSync(goFile)) await new Promise((resolve) => setTimeout(resolve, 1000));
  const out = openSync(lane.log, 'w');
  const child = spawn('node', [join(ROOT, 'scripts', 'bench-lane.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      TESSERA_PORT_OFFSET: String(lane.offset),
      BENCH_ROWS: lane.rows.join(','),
      BENCH_TABLE_FILE: lane.table,
      BENCH_EMULATOR_LOG: lane.log,
      NODE_OPTIONS: WITH_GC,
    },
  });
  console.log(`Side lane ${lane.name} (${lane.rows.join(', ')}) started on the emulators at offset ${lane.offset} (log: ${lane.log}) …`);
  return new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
});
const code = mainRuns
  ? await emulatorsExec('node --import tsx tests/bench/run.ts', {
      build: false,
      stdio: ['ignore', log, log],
      env: {
        BENCH_TABLE_FILE: tableFile,
        // the upload row counts the functions each member write runs from the emulators' log
        BENCH_EMULATOR_LOG: logFile,
        BENCH_SKIP_ROWS: elsewhere.join(','),
        BENCH_SIDE_LANES_GO_FILE: goFile,
        WEB_URL: `http://127.0.0.1:${PORTS.web}`,
        NODE_OPTIONS: WITH_GC,
        ...(monthWanted ? { TESSERA_METER_FILE: meterFile } : {}),
      },
    })
  : 0;
// a main lane that ended before giving the word (it failed early, or had nothing to run) still lets the side lanes run
if (!existsSync(goFile)) openSync(goFile, 'w');
const sideCodes = await Promise.all(sideRuns);
await stop(web);
for (const lane of lastLanes) {
  console.log(`Last lane ${lane.name} (${lane.rows.join(', ')}) on emulators started afresh (log: ${lane.log}) …`);
  const out = openSync(lane.log, 'w');
  sideCodes.push(
    await emulatorsExec('node --import tsx tests/bench/run.ts', {
      build: false,
      stdio: ['ignore', out, out],
      env: {
        BENCH_ROWS: lane.rows.join(','),
        BENCH_TABLE_FILE: lane.table,
        BENCH_EMULATOR_LOG: lane.log,
        NODE_OPTIONS: WITH_GC,
      },
    }),
  );
}
try {
  if (mainRuns) console.log(readFileSync(tableFile, 'utf8'));
  for (const [kind, lane] of [...sideLanes.map((l) => ['side', l]), ...lastLanes.map((l) => ['last', l])]) {
    if (existsSync(lane.table)) console.log(`${kind} lane ${lane.name}:\n${readFileSync(lane.table, 'utf8')}`);
    else console.log(`${kind} lane ${lane.name}: printed no table; see ${lane.log}.`);
  }
  const minutes = (Date.now() - startedAt) / 60_000;
  const rows = process.env.BENCH_ROWS ? `only ${process.env.BENCH_ROWS}` : 'every row';
  const lanes =
    (sideLanes.length ? `, ${sideLanes.length + 1} lanes side by side` : '') +
    (lastLanes.length ? `, then ${lastLanes.map((l) => l.name).join(', ')} on emulators of its own` : '');
  console.log(
    `the bench itself (${rows}${lanes}, web build and emulators included): ${minutes.toFixed(1)} min; target ≤ 20 min for every row ${minutes <= 20 ? '✔' : '✘'}`,
  );
} catch {
  console.error(`The benchmarks printed no table; see ${logFile}.`);
}
process.exit(code || sideCodes.find((c) => c !== 0) || 0);
