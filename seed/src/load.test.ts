import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { memberCollections, toFirestore } from './load';

describe('toFirestore', () => {
  it('turns Dates into timestamps at any depth and leaves the rest alone', () => {
    const at = new Date('2026-03-01T10:00:00Z');
    const out = toFirestore({ a: at, nested: { b: [at, 1, 'x', null], c: true }, d: null }) as Record<string, unknown>;
    expect(out.a).toBeInstanceOf(Timestamp);
    expect((out.a as Timestamp).toDate()).toEqual(at);
    const nested = out.nested as { b: unknown[]; c: boolean };
    expect(nested.b[0]).toBeInstanceOf(Timestamp);
    expect(nested.b.slice(1)).toEqual([1, 'x', null]);
    expect(nested.c).toBe(true);
    expect(out.d).toBeNull();
  });

  it('drops undefined fields, which Firestore would reject', () => {
    expect(toFirestore({ a: 1, b: undefined })).toEqual({ a: 1 });
  });
});

describe('memberCollections', () => {
  it("names the organizations' member collections, not the collections under each member", () => {
    const written = new Map([
      ['organizations/a/members', 3],
      ['organizations/a/members/m1/private', 1],
      ['organizations/a/payments', 5],
      ['organizations/b/members', 2],
      ['organizations/b', 1],
    ]);
    expect([...memberCollections(written)]).toEqual([
      ['organizations/a/members', 3],
      ['organizations/b/members', 2],
    ]);
  });
});
