/** What a live read gives a screen: loading, the data, or the error (e.g. permission denied). */
export type Live<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: Error };

/** A filter of a live query, as plain data so screens need no Firestore import. */
export type Filter = { field: string; op: '==' | 'in' | 'array-contains' | 'array-contains-any' | '>=' | '<='; value: unknown };
export type Order = { field: string; direction?: 'asc' | 'desc' };

/** The state of every live read before its first answer. */
export const LOADING = { status: 'loading', data: undefined, error: undefined } as const;
