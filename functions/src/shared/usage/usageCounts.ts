/**
 * What Firestore and Cloud Functions bill, counted from the RPCs the Admin SDK sends and receives (usageMeter.ts
 * installs the counting; `npm run bench` turns the counts into a month's cost, docs/deploy.md "What it costs per month").
 * Pure: the rules below are Firestore's billing rules applied to the protocol's messages.
 */
export interface Usage {
  reads: number;
  writes: number;
  deletes: number;
  /** function invocations and their wall time */
  invocations: number;
  ms: number;
  /** bytes the HTTP functions answered (their bodies) */
  bytesOut: number;
}

export const noUsage = (): Usage => ({ reads: 0, writes: 0, deletes: 0, invocations: 0, ms: 0, bytesOut: 0 });

export function addUsage(into: Usage, more: Partial<Usage>): Usage {
  for (const key of Object.keys(into) as (keyof Usage)[]) into[key] += more[key] ?? 0;
  return into;
}

/** A commit or a BulkWriter batch: each write is billed once, a delete as a delete (transforms ride on their write). */
export function writesOf(request: { writes?: readonly { delete?: unknown }[] }): Pick<Usage, 'writes' | 'deletes'> {
  const writes = request.writes ?? [];
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
