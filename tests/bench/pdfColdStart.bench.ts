import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { bundleOptions } from '../../functions/bundleOptions.mjs';
import { untilIdle } from './idle';

/**
 * `npm run bench` row: a fresh Node process's first card PDF and first receipt PDF for a member whose name needs the
 * CJK font, from the render call to the PDF's bytes (the process's start printed beside it). The entry is bundled as functions/build.mjs bundles the
 * functions (functions/bundleOptions.mjs), so the figure is a deployed instance's, not tsx's (whose own loader takes
 * longer than the target). Each figure is the median of a few processes, one after the other.
 */
const RUNS = 5;
const ROOT = new URL('../..', import.meta.url).pathname;
const ENTRY = new URL('./pdfColdStart.entry.ts', import.meta.url).pathname;

export interface ColdStart {
  kind: 'card' | 'receipt';
  /** the first render call → PDF bytes, median: what the first card adds to a started instance's answer */
  ms: number;
  /** process start → PDF bytes, median */
  fromStartMs: number;
  /** Node's own start and the modules an instance loads before its first request */
  nodeMs: number;
  cpuMs: number;
  bytes: number;
  /** the CPUs' idle share in the two seconds before the kind's first process */
  idleBefore: number;
}

export async function benchPdfColdStart(): Promise<ColdStart[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-pdf-cold-'));
  try {
    const outfile = join(dir, 'entry.js');
    await build({ ...bundleOptions(), entryPoints: [ENTRY], outfile, logLevel: 'warning' });
    // the bundle sits outside the repository: its dependencies and fonts are found through NODE_PATH
    const env = { ...process.env, NODE_PATH: [join(ROOT, 'functions/node_modules'), join(ROOT, 'node_modules')].join(':') };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const kinds: ColdStart[] = [];
    for (const kind of ['card', 'receipt'] as const) {
      // a function instance has its CPU to itself: the processes start once the machine is idle (the emulators'
      // triggers of the rows before drained), and the row prints how idle it was
      const idleBefore = await untilIdle();
      const runs = Array.from({ length: RUNS }, () => {
        const out = execFileSync(process.execPath, [outfile, kind], { env, encoding: 'utf8' });
        return JSON.parse(out.trim().split('\n').pop()!) as { scriptMs: number; doneMs: number; cpuMs: number; bytes: number };
      });
      kinds.push({
        kind,
        ms: median(runs.map((r) => r.doneMs - r.scriptMs)),
        fromStartMs: median(runs.map((r) => r.doneMs)),
        nodeMs: median(runs.map((r) => r.scriptMs)),
        cpuMs: median(runs.map((r) => r.cpuMs)),
        bytes: runs[0]!.bytes,
        idleBefore,
      });
    }
    return kinds;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
