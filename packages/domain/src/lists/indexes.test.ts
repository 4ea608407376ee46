import { describe, expect, it } from 'vitest';
import { isListIndex, listIndexes, withListIndexes, type IndexDefinition } from './indexes';
import { deliveryList, type ListSpec } from './specs';

describe('list indexes of a subcollection', () => {
  it("name the subcollection's group: a filter × the sort field, both ways", () => {
    expect(listIndexes(deliveryList as ListSpec)).toEqual(
      (['ASCENDING', 'DESCENDING'] as const).map((order) => ({
        collectionGroup: 'deliveries',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'state', order: 'ASCENDING' },
          { fieldPath: 'email', order },
        ],
      })),
    );
  });
  it("recognize a list ordered by a plain stored field as the list's, and leave other indexes alone", () => {
    const byEmail: IndexDefinition = {
      collectionGroup: 'deliveries',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'state', order: 'ASCENDING' },
        { fieldPath: 'email', order: 'ASCENDING' },
      ],
    };
    const lease: IndexDefinition = {
      collectionGroup: 'mailshots',
      queryScope: 'COLLECTION_GROUP',
      fields: [
        { fieldPath: 'state', order: 'ASCENDING' },
        { fieldPath: 'leaseUntil', order: 'ASCENDING' },
      ],
    };
    expect(isListIndex(byEmail)).toBe(true);
    expect(isListIndex(lease)).toBe(false);
    // written once, by the list: a hand-written copy is replaced, not doubled
    const file = withListIndexes({ indexes: [lease, byEmail] });
    expect(file.indexes[0]).toEqual(lease);
    expect(file.indexes.filter((i) => JSON.stringify(i) === JSON.stringify(byEmail))).toHaveLength(1);
  });
});
