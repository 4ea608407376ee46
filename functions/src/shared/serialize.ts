import { Timestamp } from 'firebase-admin/firestore';

/** Firestore data to JSON for API answers: timestamps become ISO strings. */
export function toJson(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(toJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJson(v)]));
  }
  return value;
}

/** An ISO `YYYY-MM-DD` date to a timestamp at midnight UTC. */
export function dateToTimestamp(isoDate: string): Timestamp {
  return Timestamp.fromDate(new Date(`${isoDate}T00:00:00Z`));
}
