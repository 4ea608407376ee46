import { ageOn } from '../locale/age';
import { childrenOf, isGroup, type SearchCondition, type SearchNode } from './query';

/**
 * The reference evaluator of advanced searches: whether one record — the flat projection of a member,
 * card or payment (search/record.ts) — matches a query's conditions on the day `today`. The server's execution is
 * checked against it on generated data, so its rules are the product's:
 * - text compares case- and accent-blind ("rossi" finds "Rossì"), after trimming;
 * - a missing value matches only `empty` (and the negative operators: notEquals, noneOf, notWithinLast, excludes);
 * - dates are `YYYY-MM-DD` days; `withinLast` counts back from today, today included;
 * - `age` is the whole years on `today` from `birthDate`.
 */
export type SearchRecord = Record<string, unknown>;

export interface SearchContext {
  /** `YYYY-MM-DD`, the day the search runs (Italy) */
  today: string;
}

/** Text as searches compare it: lower case, accents off, spaces squeezed. */
export const foldText = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The record's value for a field; `age` is derived. */
export function fieldValue(record: SearchRecord, field: string, ctx: SearchContext): unknown {
  if (field === 'age') {
    const birth = record.birthDate;
    return typeof birth === 'string' && birth ? ageOn(birth, ctx.today) : null;
  }
  return record[field];
}

/** The day `amount` units before `today` (the start of a withinLast span), month ends clamped. */
export function daysBack(today: string, amount: number, unit: 'days' | 'months' | 'years'): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  if (unit === 'days') return new Date(Date.UTC(y, m - 1, d - amount)).toISOString().slice(0, 10);
  const months = unit === 'months' ? amount : amount * 12;
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

function compareText(value: unknown, c: SearchCondition): boolean {
  const v = foldText(String(value));
  const q = foldText(String(c.value ?? ''));
  switch (c.op) {
    case 'equals':
      return v === q;
    case 'notEquals':
      return v !== q;
    case 'contains':
      return v.includes(q);
    case 'startsWith':
      return v.startsWith(q);
    default:
      return false;
  }
}

function compareOrdered<T extends number | string>(v: T, c: SearchCondition, from: T, to: T | undefined): boolean {
  switch (c.op) {
    case 'equals':
    case 'on':
      return v === from;
    case 'notEquals':
      return v !== from;
    case 'atLeast':
    case 'after':
      return c.op === 'after' ? v > from : v >= from;
    case 'atMost':
    case 'before':
      return c.op === 'before' ? v < from : v <= from;
    case 'between':
      return to !== undefined && v >= (from < to ? from : to) && v <= (from < to ? to : from);
    default:
      return false;
  }
}

function matchesCondition(record: SearchRecord, c: SearchCondition, ctx: SearchContext): boolean {
  const value = fieldValue(record, c.field, ctx);
  if (c.op === 'empty') return isEmpty(value);
  if (c.op === 'notEmpty') return !isEmpty(value);
  if (c.op === 'isTrue') return value === true;
  if (c.op === 'isFalse') return value !== true;
  if (c.op === 'withinLast' || c.op === 'notWithinLast') {
    const within = typeof value === 'string' && !!c.last && value >= daysBack(ctx.today, c.last.amount, c.last.unit) && value <= ctx.today;
    return c.op === 'withinLast' ? within : !within;
  }
  if (c.op === 'anyOf' || c.op === 'noneOf') {
    const held = (Array.isArray(value) ? value : isEmpty(value) ? [] : [value]).map(String);
    const any = held.some((h) => c.values?.includes(h));
    return c.op === 'anyOf' ? any : !any;
  }
  if (c.op === 'includes' || c.op === 'excludes') {
    const years = Array.isArray(value) ? value : [];
    const has = years.includes(c.value);
    return c.op === 'includes' ? has : !has;
  }
  if (isEmpty(value)) return c.op === 'notEquals';
  if (typeof value === 'number') {
    const to = typeof c.to === 'number' ? c.to : undefined;
    return typeof c.value === 'number' && compareOrdered(value, c, c.value, to);
  }
  if (c.op === 'on' || c.op === 'before' || c.op === 'after' || c.op === 'between')
    return typeof value === 'string' && compareOrdered(value, c, String(c.value), c.to === undefined ? undefined : String(c.to));
  return compareText(value, c);
}

/** Whether the record matches the node (a group: all / any of its children; an empty group matches everything). */
export function matches(node: SearchNode, record: SearchRecord, ctx: SearchContext): boolean {
  if (isGroup(node)) {
    const children = childrenOf(node);
    if (children.length === 0) return true;
    return 'all' in node ? children.every((n) => matches(n, record, ctx)) : children.some((n) => matches(n, record, ctx));
  }
  return matchesCondition(record, node, ctx);
}
