import { z } from 'zod';
import { cents } from '../entities/common';
import type { ListType } from '../entities/organization';
import { SEARCH_MODES, type FieldType, type SearchField } from './fields';

/**
 * An advanced search as a JSON document: the screen builds it, the API runs it, saved searches keep it.
 * Conditions on fields of the mode, combined in AND (`all`) and OR (`any`) groups. The schema checks the shape and
 * the limits (a hostile query is a clear 400, never a long run); `queryIssues` checks it against the fields the
 * organization has (custom fields come and go).
 */
export const OPERATORS = {
  text: ['equals', 'notEquals', 'contains', 'startsWith', 'empty', 'notEmpty'],
  number: ['equals', 'notEquals', 'atLeast', 'atMost', 'between', 'empty', 'notEmpty'],
  date: ['on', 'before', 'after', 'between', 'withinLast', 'notWithinLast', 'empty', 'notEmpty'],
  select: ['anyOf', 'noneOf', 'empty', 'notEmpty'],
  boolean: ['isTrue', 'isFalse'],
  years: ['includes', 'excludes'],
} as const satisfies Record<FieldType, readonly string[]>;
export type Operator = (typeof OPERATORS)[FieldType][number];
const ALL_OPERATORS = [...new Set(Object.values(OPERATORS).flat())] as [Operator, ...Operator[]];

export const SEARCH_LIMITS = { depth: 4, conditions: 50, values: 200, text: 200, columns: 60 } as const;

const scalar = z.union([z.string().max(SEARCH_LIMITS.text, 'validation.tooLong'), z.number().finite()]);

export const searchCondition = z.strictObject({
  field: z.string().min(1, 'validation.required').max(120, 'validation.tooLong'),
  op: z.enum(ALL_OPERATORS, { error: 'validation.notAllowed' }),
  /** the value compared with (equals, contains, atLeast, on, includes …); the lower end of `between` */
  value: scalar.optional(),
  /** the upper end of `between` */
  to: scalar.optional(),
  /** anyOf / noneOf */
  values: z
    .array(z.string().max(SEARCH_LIMITS.text, 'validation.tooLong'))
    .max(SEARCH_LIMITS.values, 'validation.tooManyValues')
    .optional(),
  /** withinLast / notWithinLast: a span back from the day the search runs */
  last: z
    .strictObject({
      amount: z.number().int().min(1).max(1200),
      unit: z.enum(['days', 'months', 'years'], { error: 'validation.notAllowed' }),
    })
    .optional(),
});
export type SearchCondition = z.infer<typeof searchCondition>;

export type SearchNode = SearchCondition | { all: SearchNode[] } | { any: SearchNode[] };

export const searchNode: z.ZodType<SearchNode> = z.lazy(() =>
  z.union([
    z.strictObject({ all: z.array(searchNode).max(SEARCH_LIMITS.conditions, 'validation.tooManyValues') }),
    z.strictObject({ any: z.array(searchNode).max(SEARCH_LIMITS.conditions, 'validation.tooManyValues') }),
    searchCondition,
  ]),
);

export const searchQuery = z.strictObject({
  mode: z.enum(SEARCH_MODES, { error: 'validation.notAllowed' }),
  /** no conditions: every record of the mode (within the caller's scope) */
  where: searchNode.default({ all: [] }),
  columns: z.array(z.string().max(120)).max(SEARCH_LIMITS.columns, 'validation.tooManyValues').optional(),
  sort: z.strictObject({ field: z.string().max(120), dir: z.enum(['asc', 'desc']).default('asc') }).optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const isGroup = (n: SearchNode): n is { all: SearchNode[] } | { any: SearchNode[] } => 'all' in n || 'any' in n;
export const childrenOf = (n: { all: SearchNode[] } | { any: SearchNode[] }): SearchNode[] => ('all' in n ? n.all : n.any);

/** What each operator needs besides the field (whether the value is of the field's kind is checked apart). */
function missingValue(c: SearchCondition): string | null {
  switch (c.op) {
    case 'empty':
    case 'notEmpty':
    case 'isTrue':
    case 'isFalse':
      return null;
    case 'anyOf':
    case 'noneOf':
      return c.values && c.values.length > 0 ? null : 'values';
    case 'withinLast':
    case 'notWithinLast':
      return c.last ? null : 'last';
    case 'between':
      return c.value === undefined ? 'value' : c.to === undefined ? 'to' : null;
    default:
      return c.value === undefined || c.value === '' ? 'value' : null;
  }
}

/**
 * A number field's value: a number, and for an amount integer cents. The screen keeps an amount it cannot read as what
 * was typed, so it is pointed at with the amount message rather than taken for a missing value.
 */
function numberIssue(v: string | number, field: SearchField): string | null {
  if (field.cents) return cents.safeParse(v).success ? null : 'validation.cents';
  return typeof v === 'number' ? null : 'validation.number';
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The query against the fields the organization has: an unknown field, an operator its type does not take, a
 * missing or malformed value, too deep or too many conditions. Issues as the API answers them (`path` under
 * `prefix`, e.g. `body.query`), empty when the query can run. A saved search whose custom field was deleted in
 * settings gets `validation.unknownField` at that condition, so the screen can say which.
 */
export function queryIssues(query: SearchQuery, fields: readonly SearchField[], prefix = 'query'): { path: string; message: string }[] {
  const byId = new Map(fields.map((f) => [f.id, f]));
  const issues: { path: string; message: string }[] = [];
  let conditions = 0;
  const visit = (node: SearchNode, path: string, depth: number) => {
    if (isGroup(node)) {
      if (depth >= SEARCH_LIMITS.depth) {
        issues.push({ path, message: 'validation.tooDeep' });
        return;
      }
      const key = 'all' in node ? 'all' : 'any';
      childrenOf(node).forEach((child, i) => visit(child, `${path}.${key}.${i}`, depth + 1));
      return;
    }
    conditions += 1;
    const field = byId.get(node.field);
    if (!field) {
      issues.push({ path: `${path}.field`, message: 'validation.unknownField' });
      return;
    }
    if (!(OPERATORS[field.type] as readonly string[]).includes(node.op)) {
      issues.push({ path: `${path}.op`, message: 'validation.notAllowed' });
      return;
    }
    const missing = missingValue(node);
    if (missing) {
      issues.push({ path: `${path}.${missing}`, message: 'validation.required' });
      return;
    }
    if (field.type === 'date')
      for (const key of ['value', 'to'] as const) {
        const v = node[key];
        if (v !== undefined && (typeof v !== 'string' || !ISO_DAY.test(v)))
          issues.push({ path: `${path}.${key}`, message: 'validation.date' });
      }
    if (field.type === 'number' || field.type === 'years')
      for (const key of ['value', 'to'] as const) {
        const v = node[key];
        const issue = v === undefined ? null : numberIssue(v, field);
        if (issue) issues.push({ path: `${path}.${key}`, message: issue });
      }
  };
  visit(query.where, `${prefix}.where`, 0);
  if (conditions > SEARCH_LIMITS.conditions) issues.push({ path: `${prefix}.where`, message: 'validation.tooManyValues' });
  const known = (id: string) => byId.has(id);
  query.columns?.forEach((c, i) => !known(c) && issues.push({ path: `${prefix}.columns.${i}`, message: 'validation.unknownField' }));
  if (query.sort && !known(query.sort.field)) issues.push({ path: `${prefix}.sort.field`, message: 'validation.unknownField' });
  return issues;
}

/**
 * The organization's list values a query names (the `values` of a condition on a field whose options are a list),
 * each with its list and its path under `prefix`, as queryIssues names them: a saved search must name values its
 * organization has. Read on a query queryIssues accepts (so within its depth).
 */
export function listValuesNamed(
  query: SearchQuery,
  fields: readonly SearchField[],
  prefix = 'query',
): { path: string; id: string; list: ListType }[] {
  const byId = new Map(fields.map((f) => [f.id, f]));
  const named: { path: string; id: string; list: ListType }[] = [];
  const visit = (node: SearchNode, path: string) => {
    if (isGroup(node)) {
      const key = 'all' in node ? 'all' : 'any';
      childrenOf(node).forEach((child, i) => visit(child, `${path}.${key}.${i}`));
      return;
    }
    const list = byId.get(node.field)?.list;
    if (list) node.values?.forEach((id, i) => named.push({ path: `${path}.values.${i}`, id, list }));
  };
  visit(query.where, `${prefix}.where`);
  return named;
}
