import {
  DocumentSnapshot,
  FieldPath,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import type { PageRequest } from '@tessera/domain/paging';
import type { Claims } from '@tessera/domain/claims';
import type { RecordScope } from '@tessera/domain/contracts/contract';
import { memberPath } from '@tessera/domain/paths';
import { filterAllows, recordAllowed, scopeFilter, type ScopedRecord, type ScopeFilter } from '@tessera/domain/scope';
import { db } from '../shared/admin';
import { ApiError } from './apiError';
import { readTogether } from '../shared/readTogether';

/** A record as a handler holds it: the snapshot it read, its data, or the fields it is about to write. */
export type ScopedDocument = DocumentSnapshot | ScopedRecord;

/**
 * The records a handler may touch, built by dispatch from the contract's `scope` and the caller's claims: the one
 * place group scope (and the member's own scope) turns into queries and checks on the server.
 */
export interface RecordAccess {
  /** the filter every list query of the endpoint applies */
  readonly filter: ScopeFilter;
  /** whether a record of this group is in scope */
  allows(group: string | null | undefined): boolean;
  /** whether the record is in scope (a list keeps only these); a plain function, to pass to filter() */
  readonly includes: (record: ScopedDocument) => boolean;
  /**
   * The record check of every handler, on a record it read (after its own not-found answer) or is about to write:
   * NO_USER_ALLOWED when the record is outside the scope. A plain function too (a check handed to a helper).
   */
  readonly assertRecord: (record: ScopedDocument) => void;
  /** the query restricted to the scope; null when nothing is in scope (the caller answers an empty list) */
  query(collection: CollectionReference | Query): Query | null;
  /** a member of the caller's organization: USER_NOT_FOUND when missing, NO_USER_ALLOWED when out of scope */
  member(id: string, tx?: Transaction): Promise<LoadedMember>;
  /** the caller's own member record: USER_NOT_FOUND for a profile that is no member (or whose record is gone) */
  own(tx?: Transaction): Promise<LoadedMember>;
}

interface LoadedMember {
  ref: DocumentReference;
  data: DocumentData;
  snap: DocumentSnapshot;
}

async function loadMember(orgId: string, id: string, tx?: Transaction): Promise<LoadedMember> {
  const ref = db.doc(memberPath(orgId, id));
  const snap = tx ? await tx.get(ref) : await readTogether(ref);
  if (!snap.exists) throw new ApiError('USER_NOT_FOUND');
  return { ref, data: snap.data()!, snap };
}

function filterOf(kind: RecordScope, claims: Claims): ScopeFilter {
  // Organization-wide endpoints still never leave the organization: every path they use starts with claims.org.
  if (kind === 'groups') return scopeFilter(claims);
  return { kind: 'all' };
}

/** The scoped fields of a record: a snapshot's are read from it (a missing document has none). */
const scopedFields = (record: ScopedDocument): ScopedRecord =>
  record instanceof DocumentSnapshot ? { group: record.get('group') as unknown } : record;

/** The scope of `claims` for an endpoint declaring `kind` (contract.scope). */
export function recordAccess(kind: RecordScope, claims: Claims): RecordAccess {
  const filter = filterOf(kind, claims);
  const includes = (record: ScopedDocument) => recordAllowed(filter, scopedFields(record));
  return {
    filter,
    allows: (group) => filterAllows(filter, group),
    includes,
    assertRecord: (record) => {
      if (!includes(record)) throw new ApiError('NO_USER_ALLOWED');
    },
    query(collection) {
      if (filter.kind === 'none') return null;
      return filter.kind === 'groups' ? collection.where(filter.field, 'in', filter.values) : collection;
    },
    async member(id, tx) {
      // The existence check comes first, so an unknown id says USER_NOT_FOUND to everyone.
      const found = await loadMember(claims.org, id, tx);
      const own = kind !== 'own' || id === claims.member;
      if (!own || !includes(found.data)) throw new ApiError('NO_USER_ALLOWED');
      return found;
    },
    async own(tx) {
      // One's own record is in scope whatever groups one administers.
      if (!claims.member) throw new ApiError('USER_NOT_FOUND');
      return loadMember(claims.org, claims.member, tx);
    },
  };
}

/**
 * One page of the documents of an organization collection (or of a query on it made of equalities) the caller may
 * see, in document-id order: a group admin's groups only (at most 30 groups per admin, MAX_GROUPS_PER_ADMIN: one `in`
 * query), everyone else the whole collection. `next` is the id to pass as the next page's cursor, null on the last page.
 */
export async function scopedPage(
  scope: RecordAccess,
  collection: CollectionReference | Query,
  page: PageRequest,
): Promise<{ docs: QueryDocumentSnapshot[]; next: string | null }> {
  const scoped = scope.query(collection);
  if (!scoped) return { docs: [], next: null };
  const ordered = scoped.orderBy(FieldPath.documentId());
  // One more than asked tells whether another page follows.
  const snap = await (page.cursor ? ordered.startAfter(page.cursor) : ordered).limit(page.limit + 1).get();
  const docs = snap.docs.slice(0, page.limit);
  return { docs, next: snap.docs.length > page.limit ? docs[docs.length - 1]!.id : null };
}
