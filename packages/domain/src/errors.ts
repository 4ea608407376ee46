/**
 * Error catalogue (spec §8). The API answers `{ err: CODE }` with one of these codes;
 * the web maps each code to a translated message (locale key `errors.<CODE>`).
 */
export const SERVER_ERROR_CODES = [
  'USER_NOT_FOUND',
  'EMAIL_ALREADY_USED',
  'CARD_NUMBER_ALREADY_USED',
  'OTP_INVALID',
  'MAX_SALES_REACHED',
  'SALE_ALREADY_PERFORMED',
  'NOT_ENABLED',
  'MISSING_ADDRESS_INFO',
  'NO_USER_ALLOWED',
  'QUOTAS_EXCEEDED',
  'CARD_DECLINED',
  'UNKNOW_ERR',
  'PLAN_NOT_FOUND',
  // Product additions, documented in docs/api.md: the spec has no code for these cases.
  /** the request's headers or body do not pass the endpoint's schema */
  'INVALID_REQUEST',
  /** no such route */
  'NOT_FOUND',
  /** the Bearer token is missing, malformed, forged or revoked */
  'UNAUTHENTICATED',
  /** the ID token has expired: the client refreshes it and retries (spec §8) */
  'TOKEN_EXPIRED',
  /** the signed-in account has no profile chosen yet */
  'PROFILE_NOT_SELECTED',
] as const;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** HTTP status for each code: a client's mistake is always a 4xx. */
export const ERROR_STATUS: Record<ServerErrorCode, number> = {
  USER_NOT_FOUND: 404,
  EMAIL_ALREADY_USED: 409,
  CARD_NUMBER_ALREADY_USED: 409,
  OTP_INVALID: 400,
  MAX_SALES_REACHED: 409,
  SALE_ALREADY_PERFORMED: 409,
  NOT_ENABLED: 403,
  MISSING_ADDRESS_INFO: 422,
  NO_USER_ALLOWED: 403,
  QUOTAS_EXCEEDED: 429,
  CARD_DECLINED: 402,
  UNKNOW_ERR: 500,
  PLAN_NOT_FOUND: 404,
  INVALID_REQUEST: 400,
  NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  PROFILE_NOT_SELECTED: 403,
};

/** Codes of the identity provider (spec §8 "Auth codes"), shown as they are after `auth/`. */
export const AUTH_ERROR_CODES = [
  'auth/user-not-found',
  'auth/invalid-password',
  'auth/wrong-password',
  'auth/invalid-login-credentials',
  'auth/invalid-credential',
  'auth/invalid-email',
  'auth/invalid-verification-code',
  'auth/wrong-otp',
  'auth/too-many-requests',
  'auth/invalid-action-code',
  'auth/account-exists-with-different-credential',
  'auth/email-already-exists',
  'auth/id-token-expired',
  'auth/network-request-failed',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

export function isServerErrorCode(value: unknown): value is ServerErrorCode {
  return typeof value === 'string' && (SERVER_ERROR_CODES as readonly string[]).includes(value);
}

/** The body of every failed API answer. */
export interface ErrorBody {
  err: ServerErrorCode;
  /** for INVALID_REQUEST: which inputs failed and why (message keys) */
  issues?: { path: string; message: string }[];
}
