/**
 * After every emulator test file: each member and card the file left behind carries the list fields its record
 * implies (domain lists/listFields.ts). Every writer (API, upload, signup, activation, self-edit, triggers, the
 * tests' own fixtures) runs in some file, so a writer that forgets or mis-derives them fails here, in the file
 * that exercised it — the lists page on the server and would otherwise silently miss or mis-sort that record.
 *
 * Organizations whose id contains RAW_ORG_MARK hold documents written around the API on purpose (strange values
 * for the counters' tests): they are not checked.
 */
import { isDeepStrictEqual } from 'node:util';
import { afterAll, expect } from 'vitest';
import { cardListFields, memberListFieldsOf } from '@tessera/domain/lists/listFields';
import { db } from './admin';

export const RAW_ORG_MARK = '-raw';

const text = (v: unknown) => (typeof v === 'string' ? v : null);
const orgOf = (path: string) => path.split('/')[1]!;

async function staleListFields(): Promise<string[]> {
  const stale: string[] = [];
  const [members, cards] = await Promise.all([db.collectionGroup('members').get(), db.collectionGroup('cards').get()]);
  for (const d of members.docs) {
    if (orgOf(d.ref.path).includes(RAW_ORG_MARK)) continue;
    const want = memberListFieldsOf(d.data());
    if (!isDeepStrictEqual({ searchTokens: d.get('searchTokens'), sortKeys: d.get('sortKeys') }, want)) stale.push(d.ref.path);
  }
  for (const d of cards.docs) {
    if (orgOf(d.ref.path).includes(RAW_ORG_MARK)) continue;
    const want = cardListFields({ number: d.id, holder: text(d.get('holder')) });
    if (!isDeepStrictEqual({ searchTokens: d.get('searchTokens'), sortKeys: d.get('sortKeys') }, want)) stale.push(d.ref.path);
  }
  return stale;
}

afterAll(async () => {
  // Rules tests run in a project of their own and write bare fixtures there; this project is the API's.
  expect(await staleListFields(), 'members/cards whose searchTokens/sortKeys do not match the record').toEqual([]);
});
