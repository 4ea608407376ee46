import type { DocumentData } from 'firebase-admin/firestore';
import { orgCol, type OrgCollection } from '@tessera/domain/paths';
import { db } from '../shared/admin';

// Helpers for the areas' sections of a member's copy: the documents an area keeps by member id, with the fields that
// only serve the machinery (list search prefixes, sort keys) or would open a door (tokens, provider ids) left out.

/** Fields no section copies: they are derived from the others for the lists' queries. */
const DERIVED = ['searchTokens', 'sortKeys'];

/** The data without the named fields (and the derived ones), its id first. */
export function copyOf(id: string, data: DocumentData | undefined, leftOut: readonly string[] = []): Record<string, unknown> {
  const skip = new Set([...DERIVED, ...leftOut]);
  return { id, ...Object.fromEntries(Object.entries(data ?? {}).filter(([k]) => !skip.has(k))) };
}

/** The organization's documents of `collection` whose `memberId` is the member's, copied without `leftOut`. */
export async function memberDocuments(
  orgId: string,
  collection: OrgCollection,
  memberId: string,
  leftOut: readonly string[] = [],
): Promise<Record<string, unknown>[]> {
  const snap = await db.collection(orgCol(orgId, collection)).where('memberId', '==', memberId).get();
  return snap.docs.map((d) => copyOf(d.id, d.data(), leftOut));
}
