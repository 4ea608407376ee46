// The side lane of `npm run bench` (scripts/bench.mjs starts it): tests/bench/run.ts once per part in BENCH_LANE_PARTS
// (each part's environment: its groups, table, log and Firestore heap: scripts/lib/benchPlan.mjs), each on an emulator
// suite of its own at TESSERA_PORT_OFFSET, started afresh. The functions are the ones the main lane built (building
// them again would make the running emulators reload them).
import { existsSync } from 'node:fs';
import { emulatorsExec } from './lib/emulators.mjs';

const codes = [];
for (const { BENCH_LANE_AFTER_FILE: after, ...env } of JSON.parse(process.env.BENCH_LANE_PARTS ?? '[]')) {
  // a part that must not run beside one of the main lane's waits until that one has ended
  while (after && !existsSync(after)) await new Promise((resolve) => setTimeout(resolve, 1000));
  console.log(`bench lane: part ${env.BENCH_ROWS} …`);
  codes.push(await emulatorsExec('node --import tsx tests/bench/run.ts', { build: false, env }));
}
process.exit(codes.find((c) => c !== 0) ?? 0);
