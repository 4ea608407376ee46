/**
 * How recent the sign-in behind a sensitive change must be (username, password, the SMS second factor on or off):
 * the token's auth_time, set by a sign-in or a password re-authentication, is no older than this. A stolen
 * session token alone, refreshed for days, cannot change how the account signs in.
 */
export const RECENT_SIGN_IN_MAX_AGE_S = 10 * 60;

/** True when `authTimeS` (seconds) is recent at `nowS`; a time in the future beyond a minute of clock skew is not. */
export function signedInRecently(authTimeS: number, nowS: number): boolean {
  return nowS - authTimeS <= RECENT_SIGN_IN_MAX_AGE_S && authTimeS <= nowS + 60;
}
