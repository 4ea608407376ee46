// One side lane of `npm run bench` (scripts/bench.mjs starts it): tests/bench/run.ts for the groups in BENCH_ROWS, on
// an emulator suite of its own at TESSERA_PORT_OFFSET. The functions are the ones the main lane built (building them
// again would make the running emulators reload them).
import { emulatorsExec } from './lib/emulators.mjs';

// Its Firestore emulator's heap is capped lower than the main lane's (which holds the 100,000-member association): two
// JVMs each allowed half the memory outgrew the machine.
process.exit(
  await emulatorsExec('node --import tsx tests/bench/run.ts', { build: false, env: { JAVA_TOOL_OPTIONS: '-XX:MaxRAMPercentage=20' } }),
);
