import { describe, expect, it } from 'vitest';
import {
  addUsage,
  instanceOf,
  invocationUsage,
  noUsage,
  queryEnded,
  readsOfMessage,
  writesOf,
} from '../../../functions/src/shared/usage/usageCounts';

// The server meter's billing rules, applied to the Firestore protocol's messages (functions/src/shared/usage/).
describe('server usage counts', () => {
  it('bills a commit one write per write and a delete as a delete', () => {
    expect(writesOf({ writes: [{ update: {} }, { delete: 'a/b' }, { update: {}, updateTransforms: [] }] } as never)).toEqual({
      writes: 2,
      deletes: 1,
    });
    expect(writesOf({})).toEqual({ writes: 0, deletes: 0 });
  });

  it('leaves out the records of the local mail sink, which production (SendGrid) never writes', () => {
    const doc = (path: string) => `projects/demo/databases/(default)/documents/${path}`;
    const commit = {
      writes: [
        { update: { name: doc('devMailbox/m1') } },
        { delete: doc('devMailbox/m0') },
        { update: { name: doc('organizations/o/mail/devMailbox') } },
      ],
    };
    expect(writesOf(commit)).toEqual({ writes: 1, deletes: 0 });
  });

  it('bills a document fetched by name found or missing, a query per document, an empty query once', () => {
    expect(readsOfMessage('batchGetDocuments', { found: {} })).toBe(1);
    expect(readsOfMessage('batchGetDocuments', { missing: 'a/b' })).toBe(1);
    expect(readsOfMessage('batchGetDocuments', {})).toBe(0);
    expect(readsOfMessage('runQuery', { document: {} })).toBe(1);
    // progress messages carry no document
    expect(readsOfMessage('runQuery', {})).toBe(0);
    expect(queryEnded('runQuery', 0)).toBe(1);
    expect(queryEnded('runQuery', 3)).toBe(0);
    expect(queryEnded('batchGetDocuments', 0)).toBe(0);
  });

  it('bills a count one read per 1,000 entries, at least one', () => {
    const count = (n: number | string) =>
      readsOfMessage('runAggregationQuery', { result: { aggregateFields: { c: { integerValue: n } } } });
    expect(count(0)).toBe(1);
    expect(count(1000)).toBe(1);
    expect(count('1001')).toBe(2);
    expect(count(100_000)).toBe(100);
    expect(readsOfMessage('runAggregationQuery', {})).toBe(0);
  });

  it('weighs an invocation by the memory and CPU the function is declared with', () => {
    expect(instanceOf(undefined)).toEqual({ gib: 0.25, cpu: 0.167 });
    expect(instanceOf({ memory: '1GiB', cpu: 1 })).toEqual({ gib: 1, cpu: 1 });
    expect(instanceOf({ memory: '512MiB' })).toEqual({ gib: 0.5, cpu: 0.333 });
    const u = addUsage(noUsage(), invocationUsage(2000, { gib: 1, cpu: 0.5 }));
    addUsage(u, { reads: 3 });
    expect(u).toMatchObject({ invocations: 1, ms: 2000, gibSeconds: 2, cpuSeconds: 1, reads: 3, writes: 0 });
  });
});
