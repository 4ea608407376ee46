/** A runtime started with --expose-gc (the bench's emulators: scripts/bench.mjs) has a collector to call. */
const collector = (globalThis as { gc?: () => void }).gc;

/**
 * The heap in MB. With a collector (the bench), measured after a collection: what a job keeps, which is what "memory
 * stays flat" is about — not the garbage V8 lets pile up before it collects. Without one (production) the plain
 * figure, garbage included.
 */
function heapMb(): number {
  collector?.();
  return Math.round(process.memoryUsage().heapUsed / 1048576);
}

/** A long job's memory record (kept on its document for `npm run bench`): the heap at the start and its peak. */
export interface JobHeap {
  startMb: number;
  peakMb: number;
  /** sampled after collections (see heapMb) */
  afterCollection: boolean;
}

/** Starts a job's memory record; `sample()` at each checkpoint raises its peak. */
export function jobHeap(): { memory: JobHeap; sample: () => void } {
  const memory: JobHeap = { startMb: heapMb(), peakMb: 0, afterCollection: collector !== undefined };
  memory.peakMb = memory.startMb;
  return { memory, sample: () => void (memory.peakMb = Math.max(memory.peakMb, heapMb())) };
}
