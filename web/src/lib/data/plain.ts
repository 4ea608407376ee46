import { Timestamp } from 'firebase/firestore';

/** Firestore data to plain values for screens: timestamps become Dates. */
export function toPlain<T>(value: unknown): T {
  if (value instanceof Timestamp) return value.toDate() as T;
  if (Array.isArray(value)) return value.map((v) => toPlain(v)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlain(v)])) as T;
  }
  return value as T;
}
