// `npm run indexes`: writes the list queries' composite indexes (packages/domain/src/lists/indexes.ts) into
// firestore.indexes.json, keeping the hand-written ones. packages/domain/src/lists/indexes.test.ts fails when
// the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withListIndexes } from '../packages/domain/src/lists/indexes.ts';

const file = join(import.meta.dirname, '..', 'firestore.indexes.json');
const next = withListIndexes(JSON.parse(readFileSync(file, 'utf8')));
writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
console.log(`firestore.indexes.json: ${next.indexes.length} composite indexes`);
