// The list indexes (packages/domain/src/lists/indexes.ts) and firestore.indexes.json: a stale file fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listIndexes, withListIndexes } from '../packages/domain/src/lists/indexes.ts';
import { cardList, memberList } from '../packages/domain/src/lists/specs.ts';

describe('list indexes', () => {
  it('are one per filter field × sort field × direction, search included', () => {
    expect(listIndexes(memberList)).toHaveLength((memberList.filters.length + 1) * Object.keys(memberList.sorts).length * 2);
    expect(listIndexes(cardList)).toHaveLength((cardList.filters.length + 2) * Object.keys(cardList.sorts).length * 2);
  });
  it('are all in firestore.indexes.json (npm run indexes writes them)', () => {
    const file = JSON.parse(readFileSync(new URL('../firestore.indexes.json', import.meta.url), 'utf8'));
    expect(file, 'firestore.indexes.json is stale: run npm run indexes').toEqual(withListIndexes(file));
  });
});
