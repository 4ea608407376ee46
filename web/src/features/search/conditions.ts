import type { Language } from '@tessera/domain/constants';
import { amountText, parseCents } from '@tessera/domain/locale/money';
import type { SearchField } from '@tessera/domain/search/fields';
import { OPERATORS, childrenOf, isGroup, type Operator, type SearchCondition, type SearchNode } from '@tessera/domain/search/query';

/** A group of the query: all of its children (AND) or any (OR). */
export type Group = { all: SearchNode[] } | { any: SearchNode[] };
export type GroupKind = 'all' | 'any';

export const kindOf = (g: Group): GroupKind => ('all' in g ? 'all' : 'any');
export const groupOf = (kind: GroupKind, children: SearchNode[]): Group => (kind === 'all' ? { all: children } : { any: children });

/** The operator a new condition on a field starts with: the one most questions about such a field ask. */
const FIRST_OPERATOR: Record<SearchField['type'], Operator> = {
  text: 'contains',
  number: 'between',
  date: 'withinLast',
  select: 'anyOf',
  boolean: 'isTrue',
  years: 'includes',
};

/** A condition on `field` with its first operator and an empty value to fill. */
export function newCondition(field: SearchField): SearchCondition {
  return withOperator({ field: field.id, op: FIRST_OPERATOR[field.type] }, FIRST_OPERATOR[field.type]);
}

/** The condition under another operator: what it still uses of its value kept, the rest dropped. */
export function withOperator(c: SearchCondition, op: Operator): SearchCondition {
  const base: SearchCondition = { field: c.field, op };
  if (op === 'anyOf' || op === 'noneOf') return { ...base, values: c.values ?? [] };
  if (op === 'withinLast' || op === 'notWithinLast') return { ...base, last: c.last ?? { amount: 12, unit: 'months' } };
  if (['empty', 'notEmpty', 'isTrue', 'isFalse'].includes(op)) return base;
  return { ...base, ...(c.value !== undefined ? { value: c.value } : {}), ...(op === 'between' && c.to !== undefined ? { to: c.to } : {}) };
}

/** The operators a field takes (domain OPERATORS by type). */
export const operatorsOf = (field: SearchField): readonly Operator[] => OPERATORS[field.type];

/** The node at `path` (child indexes from the root) replaced by `node`, or removed when `node` is null; the root is a group. */
export function replaceAt(root: SearchNode, path: readonly number[], node: SearchNode | null): SearchNode {
  if (path.length === 0) return node ?? { all: [] };
  if (!isGroup(root)) return root;
  const [i, ...rest] = path as [number, ...number[]];
  const children = childrenOf(root);
  const next = rest.length === 0 ? node : replaceAt(children[i]!, rest, node);
  const updated = next === null ? children.filter((_, k) => k !== i) : children.map((c, k) => (k === i ? next : c));
  return groupOf(kindOf(root), updated);
}

/** Issues by the node they are about: an issue at `query.where.all.0.value` belongs to the condition `query.where.all.0`. */
export function issuesUnder(issues: readonly { path: string; message: string }[], key: string) {
  return issues.filter((i) => i.path === key || i.path.startsWith(`${key}.`));
}

type ScalarValue = SearchCondition['value'];

/**
 * An amount condition's value for what was typed, read in the screen's language by the one amount rule: its cents, or
 * the text itself when it is no amount (12,345 or 1.500 in Italian), which the query's check points at with the
 * amount message; never a guess.
 */
export const amountValue = (text: string, lang: Language): ScalarValue =>
  text.trim() === '' ? undefined : (parseCents(text, lang) ?? text);

/** What an amount condition's field shows for its value: cents (a saved search's too) in the language's writing. */
export const amountValueText = (value: ScalarValue, lang: Language): string =>
  value === undefined ? '' : typeof value === 'number' && Number.isSafeInteger(value) ? amountText(value, lang) : String(value);
