import { Timestamp } from 'firebase-admin/firestore';

/**
 * A door device's sync cursor: the moment up to which it has pulled the admissions of its scope, as the redemptions'
 * `updatedAt` orders them, to the nanosecond (`seconds.nanoseconds`), so the next pull starts just after the last one
 * it saw. Opaque to the device: it sends back what it was given.
 */
export function encodeCursor(at: Date | Timestamp): string {
  const t = at instanceof Timestamp ? at : Timestamp.fromDate(at);
  return `${t.seconds}.${String(t.nanoseconds).padStart(9, '0')}`;
}

/** The cursor's moment, or the beginning when there is none or it is not one of ours. */
export function decodeCursor(cursor: string | null): Timestamp {
  const m = cursor ? /^(\d{1,12})\.(\d{9})$/.exec(cursor) : null;
  return m ? new Timestamp(Number(m[1]), Number(m[2])) : new Timestamp(0, 0);
}
