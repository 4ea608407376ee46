import {
  auditList,
  campaignList,
  cardList,
  conventionList,
  deceasedNoticeList,
  deliveryList,
  mailshotList,
  memberList,
  paymentList,
  registrationList,
  requestList,
  saleList,
  type ListSpec,
} from './specs';

/** One entry of firestore.indexes.json's `indexes`. */
export interface IndexDefinition {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: ({ fieldPath: string; order: 'ASCENDING' | 'DESCENDING' } | { fieldPath: string; arrayConfig: 'CONTAINS' })[];
}

/** The lists whose composite indexes are derived here (npm run indexes writes them). */
export const LISTS: readonly ListSpec[] = [
  memberList as ListSpec,
  cardList as ListSpec,
  auditList as ListSpec,
  deceasedNoticeList as ListSpec,
  conventionList as ListSpec,
  saleList as ListSpec,
  paymentList as ListSpec,
  requestList as ListSpec,
  campaignList as ListSpec,
  mailshotList as ListSpec,
  deliveryList as ListSpec,
  registrationList as ListSpec,
];

/** The collection group a list's indexes name: its subcollection's (a mailshot's `deliveries`) or its collection's. */
const groupOf = (spec: ListSpec) => spec.subcollection ?? spec.collection;

/**
 * One composite index per (filter field, sort field, direction). Firestore merges indexes for equality,
 * `in` and `array-contains` clauses that share the same order-by suffix, so a query with several filters (and
 * the search token, and the group admin's scope) is served by these pairs without an index per combination.
 * The document id that breaks ties is implicit: every index ends with `__name__` in the last field's direction.
 * A sort without filters uses the automatic single-field indexes.
 */
export function listIndexes(spec: ListSpec): IndexDefinition[] {
  const filterFields = [...new Set<string>([...(spec.scopeField ? [spec.scopeField] : []), ...spec.filters])];
  const out: IndexDefinition[] = [];
  for (const sortField of Object.values<string>(spec.sorts))
    for (const order of ['ASCENDING', 'DESCENDING'] as const) {
      const sort = { fieldPath: sortField, order };
      for (const f of filterFields)
        out.push({ collectionGroup: groupOf(spec), queryScope: 'COLLECTION', fields: [{ fieldPath: f, order: 'ASCENDING' }, sort] });
      if (spec.searchField)
        out.push({
          collectionGroup: groupOf(spec),
          queryScope: 'COLLECTION',
          fields: [{ fieldPath: spec.searchField, arrayConfig: 'CONTAINS' }, sort],
        });
    }
  return out;
}

/**
 * Whether an index belongs to a list (derived here) rather than written by hand for another query: a list's collection
 * ordered by a sort key, the search tokens or the list's own sort field (a stored field such as a delivery's `email`).
 */
export function isListIndex(index: IndexDefinition): boolean {
  return LISTS.some(
    (l) =>
      groupOf(l) === index.collectionGroup &&
      index.queryScope === 'COLLECTION' &&
      index.fields.some((f) => /^(sortKeys\.|searchTokens$)/.test(f.fieldPath) || Object.values<string>(l.sorts).includes(f.fieldPath)),
  );
}

/** The indexes file with the list indexes replaced by the derived ones; hand-written indexes and overrides stay first. */
export function withListIndexes<T extends { indexes: IndexDefinition[] }>(file: T): T {
  return { ...file, indexes: [...file.indexes.filter((i) => !isListIndex(i)), ...LISTS.flatMap(listIndexes)] };
}
