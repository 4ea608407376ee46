import type { Reference } from '@tessera/domain/contracts/contract';
import { orgCol } from '@tessera/domain/paths';
import { db } from '../shared/admin';
import { ApiError } from './apiError';

interface Named {
  /** the issue path, `body.` and the field with each array index */
  path: string;
  id: string;
  reference: Reference;
}

/** The ids found at a reference's field (`*` for each array element), with where each was found. */
function namedAt(value: unknown, steps: readonly string[], path: string, reference: Reference, out: Named[]): void {
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

/**
 * Every document the body names (the contract's `references`) exists in the caller's organization, and a list value
 * belongs to its list: INVALID_REQUEST with validation.notFound on each field that names another organization's
 * document or an invented one. One batched read per call that names anything.
 */
export async function assertReferencesExist(orgId: string, references: readonly Reference[] | undefined, body: unknown): Promise<void> {
  const named: Named[] = [];
  for (const reference of references ?? []) namedAt(body, reference.field.split('.'), 'body', reference, named);
  if (named.length === 0) return;
  const snaps = await db.getAll(...named.map((n) => db.doc(`${orgCol(orgId, n.reference.collection)}/${n.id}`)));
  const missing = named.filter((n, i) => {
    const snap = snaps[i]!;
    return !snap.exists || (n.reference.listType !== undefined && snap.get('type') !== n.reference.listType);
  });
  if (missing.length)
    throw new ApiError(
      'INVALID_REQUEST',
      missing.map((n) => ({ path: n.path, message: 'validation.notFound' })),
    );
}
