/**
 * How far a door device's clock may be off the server's and its scans still be dated by it: phones set their clocks
 * from the network, so a few minutes covers a late one; a scan the device dates further out is judged at its upload.
 */
export const DOOR_CLOCK_SKEW_MS = 5 * 60_000;

/** When a scan a door device decided offline counts as made, and the time the device claimed when it was not believed. */
export interface ScanTime {
  /** ISO: the device's time, or the upload's when the device's could not be right */
  at: string;
  /** the device's own time (ISO) when the server judged the scan at the upload instead; null when it was believed */
  clampedFrom: string | null;
}

/**
 * The time a door device says it made a scan, believed only when it could be right: not before the device existed
 * (its registration, `since`) nor after the upload, each give or take DOOR_CLOCK_SKEW_MS. Outside that the device's
 * clock is wrong (or was turned back to revive an expired ticket or to win a conflict): the scan is dated at the
 * upload, the latest it can have been made, which neither revives a ticket nor takes an admission from another device.
 */
export function scanTimeWithin(claimed: string, since: Date | null, uploadedAt: Date): ScanTime {
  const at = Date.parse(claimed);
  const earliest = since ? since.getTime() - DOOR_CLOCK_SKEW_MS : -Infinity;
  const latest = uploadedAt.getTime() + DOOR_CLOCK_SKEW_MS;
  if (Number.isFinite(at) && at >= earliest && at <= latest) return { at: new Date(at).toISOString(), clampedFrom: null };
  return { at: uploadedAt.toISOString(), clampedFrom: claimed };
}
