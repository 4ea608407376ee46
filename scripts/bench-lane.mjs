// One side lane of `npm run bench` (scripts/bench.mjs starts it): tests/bench/run.ts for the groups in BENCH_ROWS, on
// an emulator suite of its own at TESSERA_PORT_OFFSET. The functions are the ones the main lane built (building them
// again would make the running emulators reload them).
import { emulatorsExec } from './lib/emulators.mjs';

process.exit(await emulatorsExec('node --import tsx tests/bench/run.ts', { build: false }));
