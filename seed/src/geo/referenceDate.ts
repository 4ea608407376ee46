/** The situation the data describes. */
export const REFERENCE_DATE = '2026-11-01';
/** The latest variation known to the patches. */
export const LATEST_VARIATION = '2026-05-14';
