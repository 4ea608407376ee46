// Loaded into every Node process the emulators start (NODE_OPTIONS, set by emulators.mjs); it acts only in the
// Functions emulator's workers (firebase-tools' functionsEmulatorRuntime), and does nothing anywhere else.
//
// A worker writes a DEBUG line to firebase-tools for each event it runs, with the whole event in it: a Firestore
// event's document as a JSON array of byte values, about 10 KB a write. firebase-tools parses each line and writes it
// to firebase-debug.log, which it deletes when the emulators stop. The emulator hands triggers their events one at a
// time, so that work sat in front of every trigger run: on the bench's 10,000-member upload it was about a sixth of
// all the CPU the emulators used. The workers' DEBUG lines are dropped here; every other line (the functions' own
// logs, the start and end of each run, warnings, errors) is kept. Should firebase-tools change, this does nothing.
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';

const script = process.argv[1] ?? '';
if (basename(script).startsWith('functionsEmulatorRuntime')) {
  try {
    // the runtime's own copy of firebase-tools' log type (a CommonJS module), which its lines are made of
    const { EmulatorLog } = createRequire(script)(join(dirname(script), 'types.js'));
    const log = EmulatorLog?.prototype?.log;
    if (typeof log === 'function')
      EmulatorLog.prototype.log = function quietLog() {
        if (this.level === 'DEBUG') return;
        log.call(this);
      };
  } catch {
    // another firebase-tools layout: its workers log as they always did
  }
}
