import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Reference } from '@tessera/domain/contracts/contract';
import { isFirestoreId } from '@tessera/domain/entities/common';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from './apiError';

/** What a named id must be: a document of a collection, of the kind asked (a reference without its body field). */
export type ReferenceKind = Omit<Reference, 'field'>;

/** One id a request names and where: the issue path (`body.` and the field, with each array index). */
export interface NamedId {
  path: string;
  id: string;
  reference: ReferenceKind;
}

/** The ids found at a reference's field (`*` for each array element), with where each was found. */
function namedAt(value: unknown, steps: readonly string[], path: string, reference: Reference, out: NamedId[]): void {
  if (value === undefined || value === null) return;
  const [step, ...rest] = steps;
  if (step === undefined) {
    if (typeof value === 'string') out.push({ path, id: value, reference });
    return;
  }
  if (step === '*') {
    if (Array.isArray(value)) value.forEach((v, i) => namedAt(v, rest, `${path}.${i}`, reference, out));
    return;
  }
  if (typeof value === 'object') namedAt((value as Record<string, unknown>)[step], rest, `${path}.${step}`, reference, out);
}

/** Whether the stored document is what the reference asks for: a list value of its list, a file stored for its kind of record. */
function ofKind(snap: DocumentSnapshot, reference: ReferenceKind): boolean {
  if (!snap.exists) return false;
  if (reference.listType !== undefined && snap.get('type') !== reference.listType) return false;
  return reference.fileKind === undefined || snap.get('owner.kind') === reference.fileKind;
}

/**
 * Every id named is a document of the caller's organization of the kind asked: INVALID_REQUEST with
 * validation.notFound at each one that names another organization's document, an invented one or one of another kind.
 * One batched read; an id no document can have (a free-text value) is not found without reading.
 */
export async function assertNamedExist(orgId: string, named: readonly NamedId[]): Promise<void> {
  const readable = named.filter((n) => isFirestoreId(n.id));
  const snaps = readable.length ? await db.getAll(...readable.map((n) => db.doc(`${orgCol(orgId, n.reference.collection)}/${n.id}`))) : [];
  const found = new Set(readable.filter((n, i) => ofKind(snaps[i]!, n.reference)));
  const missing = named.filter((n) => !found.has(n));
  if (missing.length)
    throw new ApiError(
      'INVALID_REQUEST',
      missing.map((n) => ({ path: n.path, message: 'validation.notFound' })),
    );
}

/**
 * Every document the body names (the contract's `references`) exists in the caller's organization, and a list value
 * belongs to its list, a file was stored for its kind of record (assertNamedExist). One batched read per call that
 * names anything.
 */
export async function assertReferencesExist(orgId: string, references: readonly Reference[] | undefined, body: unknown): Promise<void> {
  const named: NamedId[] = [];
  for (const reference of references ?? []) namedAt(body, reference.field.split('.'), 'body', reference, named);
  await assertNamedExist(orgId, named);
}
