/**
 * After every emulator test file: each member and card the file left behind carries the list fields its record
 * implies (domain lists/listFields.ts), and each member the keys its relatives list is found by when someone is
 * erased (`relativeKeys`). Every writer (API, upload, signup, activation, self-edit, triggers, the tests' own
 * fixtures) runs in some file, so a writer that forgets or mis-derives them fails here, in the file that exercised it
 * — the lists page on the server and would otherwise silently miss or mis-sort that record, and the erasure would
 * pass over that list.
 *
 * Organizations whose id contains RAW_ORG_MARK hold documents written around the API on purpose (strange values
 * for the counters' tests): they are not checked.
 */
import { isDeepStrictEqual } from 'node:util';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { afterAll, expect } from 'vitest';
import { cardListFields, memberListFieldsOf } from '@tessera/domain/lists/listFields';
import { db } from './admin';
import { RAW_ORG_MARK } from './world';

const text = (v: unknown) => (typeof v === 'string' ? v : null);
const orgOf = (path: string) => path.split('/')[1]!;

/** Which list field is off, and how, for a readable failure. */
function differs(d: DocumentSnapshot, want: { searchTokens: string[]; sortKeys: object }): string {
  const tokens: unknown = d.get('searchTokens');
  if (!Array.isArray(tokens)) return 'searchTokens missing';
  const missing = want.searchTokens.filter((t) => !tokens.includes(t));
  const extra = tokens.filter((t) => !want.searchTokens.includes(t as string));
  if (missing.length || extra.length)
    return `searchTokens: missing ${JSON.stringify(missing.slice(0, 5))}, extra ${JSON.stringify(extra.slice(0, 5))}`;
  return `sortKeys ${JSON.stringify(d.get('sortKeys'))} instead of ${JSON.stringify(want.sortKeys)}`;
}

async function staleListFields(): Promise<string[]> {
  const stale: string[] = [];
  const [members, cards] = await Promise.all([db.collectionGroup('members').get(), db.collectionGroup('cards').get()]);
  for (const d of members.docs) {
    if (orgOf(d.ref.path).includes(RAW_ORG_MARK)) continue;
    const { relativeKeys, ...want } = memberListFieldsOf(d.data());
    if (!isDeepStrictEqual({ searchTokens: d.get('searchTokens'), sortKeys: d.get('sortKeys') }, want))
      stale.push(`${d.ref.path} ${differs(d, want)}`);
    // absent reads as none (a member written before the field, or by the seed, which writes no relatives)
    const storedKeys: unknown = d.get('relativeKeys') ?? [];
    if (!isDeepStrictEqual(storedKeys, relativeKeys))
      stale.push(`${d.ref.path} relativeKeys ${JSON.stringify(storedKeys)} instead of ${JSON.stringify(relativeKeys)}`);
  }
  for (const d of cards.docs) {
    if (orgOf(d.ref.path).includes(RAW_ORG_MARK)) continue;
    const want = cardListFields({ number: d.id, holder: text(d.get('holder')) });
    if (!isDeepStrictEqual({ searchTokens: d.get('searchTokens'), sortKeys: d.get('sortKeys') }, want))
      stale.push(`${d.ref.path} ${differs(d, want)}`);
  }
  return stale;
}

afterAll(async () => {
  // Rules tests run in a project of their own and write bare fixtures there; this project is the API's.
  expect(await staleListFields(), 'members/cards whose searchTokens/sortKeys/relativeKeys do not match the record').toEqual([]);
});
