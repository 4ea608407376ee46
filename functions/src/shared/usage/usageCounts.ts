/**
 * What Firestore and Cloud Functions bill, counted from the RPCs the Admin SDK sends and receives (usageMeter.ts
 * installs the counting; `npm run bench` turns the counts into a month's cost, docs/deploy.md "What it costs per month").
 * Pure: the rules below are Firestore's billing rules applied to the protocol's messages.
 */
import { DEV_MAILBOX_COLLECTION } from '@tessera/domain/entities/mail';

export interface Usage {
  reads: number;
  writes: number;
  deletes: number;
  /** function invocations, their wall time, and that time weighed by the instance's memory and CPU (as billed) */
  invocations: number;
  ms: number;
  gibSeconds: number;
  cpuSeconds: number;
  /** bytes the HTTP functions answered (their bodies) */
  bytesOut: number;
}

export const noUsage = (): Usage => ({
  reads: 0,
  writes: 0,
  deletes: 0,
  invocations: 0,
  ms: 0,
  gibSeconds: 0,
  cpuSeconds: 0,
  bytesOut: 0,
});

export function addUsage(into: Usage, more: Partial<Usage>): Usage {
  for (const key of Object.keys(into) as (keyof Usage)[]) into[key] += more[key] ?? 0;
  return into;
}

/** One write of a commit as the protocol carries it: the document it sets or deletes is named by `update` or `delete`. */
export interface WriteMessage {
  update?: { name?: string } | null;
  delete?: unknown;
}

/**
 * Collections only the emulator writes, which production never bills: the local mail sink's record of each message
 * (`devMailbox`, mail/sender.ts), which stands in for SendGrid. A commit's write there is left out of the count.
 */
const UNBILLED_COLLECTIONS = [DEV_MAILBOX_COLLECTION];

function billed(write: WriteMessage): boolean {
  const name = typeof write.delete === 'string' ? write.delete : write.update?.name;
  return !name || !UNBILLED_COLLECTIONS.some((c) => name.includes(`/documents/${c}/`));
}

/** A commit or a BulkWriter batch: each write is billed once, a delete as a delete (transforms ride on their write). */
export function writesOf(request: { writes?: readonly WriteMessage[] }): Pick<Usage, 'writes' | 'deletes'> {
  const writes = (request.writes ?? []).filter(billed);
  const deletes = writes.filter((w) => w.delete !== undefined && w.delete !== null).length;
  return { writes: writes.length - deletes, deletes };
}

/** The value of an aggregation's field as the protocol carries it (an int64 arrives as a string or a number). */
const integerOf = (field: { integerValue?: string | number } | undefined) => Number(field?.integerValue ?? 0);

/**
 * Reads billed by one streamed answer: a document fetched by name costs one read, found or missing; a query's
 * document one read; an aggregation one read per 1,000 index entries counted (at least one). A query that returned
 * no document still costs one read: `queryEnded` adds it.
 */
export function readsOfMessage(method: string, message: StreamMessage): number {
  if (method === 'batchGetDocuments') return message.found || message.missing ? 1 : 0;
  if (method === 'runQuery') return message.document ? 1 : 0;
  if (method === 'runAggregationQuery') {
    if (!message.result) return 0;
    const counted = Math.max(0, ...Object.values(message.result.aggregateFields ?? {}).map(integerOf));
    return Math.max(1, Math.ceil(counted / 1000));
  }
  return 0;
}

/** A query's stream ended: with no document in it, Firestore bills one read all the same. */
export const queryEnded = (method: string, documents: number) => (method === 'runQuery' && documents === 0 ? 1 : 0);

export interface StreamMessage {
  found?: unknown;
  missing?: unknown;
  document?: unknown;
  result?: { aggregateFields?: Record<string, { integerValue?: string | number }> };
}

/** A function's instance as declared: its `memory` and `cpu` options, the platform's defaults when absent. */
export interface Instance {
  gib: number;
  cpu: number;
}

const MIB: Record<string, number> = {
  '128MiB': 128,
  '256MiB': 256,
  '512MiB': 512,
  '1GiB': 1024,
  '2GiB': 2048,
  '4GiB': 4096,
  '8GiB': 8192,
  '16GiB': 16384,
  '32GiB': 32768,
};

/**
 * Without a `cpu` option a function gets the first generation's share of a CPU for its memory (the Firebase CLI
 * deploys it so): a sixth of one at the 256 MiB default, a whole one from 2 GiB.
 */
const GEN1_CPU: [mib: number, cpu: number][] = [
  [128, 0.083],
  [256, 0.167],
  [512, 0.333],
  [1024, 0.583],
  [2048, 1],
  [4096, 2],
];

export function instanceOf(options: { memory?: unknown; cpu?: unknown } | undefined): Instance {
  const mib = (typeof options?.memory === 'string' && MIB[options.memory]) || 256;
  const gen1 = GEN1_CPU.find(([m]) => m >= mib)?.[1] ?? 2;
  const cpu = typeof options?.cpu === 'number' ? options.cpu : gen1;
  return { gib: mib / 1024, cpu };
}

/** One invocation of `ms` on that instance. */
export const invocationUsage = (ms: number, instance: Instance): Partial<Usage> => ({
  invocations: 1,
  ms,
  gibSeconds: (ms / 1000) * instance.gib,
  cpuSeconds: (ms / 1000) * instance.cpu,
});
