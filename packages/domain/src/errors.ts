import { FORM_MESSAGE_KEYS, MESSAGE_KEYS, OTHER_MESSAGE_KEYS } from './messageKeys';

/**
 * Error catalogue. The API answers `{ err: CODE }` with one of these codes;
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
  // Product additions, documented in docs/api.md: codes for cases the first catalogue had none for.
  /** the request's headers or body do not pass the endpoint's schema */
  'INVALID_REQUEST',
  /** no such route */
  'NOT_FOUND',
  /** the Bearer token is missing, malformed, forged or revoked */
  'UNAUTHENTICATED',
  /** the ID token has expired: the client refreshes it and retries */
  'TOKEN_EXPIRED',
  /** the signed-in account has no profile chosen yet */
  'PROFILE_NOT_SELECTED',
  /** the SMS second factor needs a phone number on the account (enable-mfa) */
  'MISSING_PHONE_NUMBER',
  /** too many requests from one email or address (verification codes): wait and retry */
  'TOO_MANY_REQUESTS',
  /** another member of the organization has this tax code (signup) */
  'TAX_CODE_ALREADY_USED',
  /** no bulk upload job with that id in the caller's organization */
  'UPLOAD_JOB_NOT_FOUND',
  /** resume refused: the job is being applied (RUNNING with a live lease) or waits for the trigger (QUEUED) */
  'UPLOAD_JOB_BUSY',
  /** an advanced search download still being written (or one that failed): its file is not there */
  'EXPORT_NOT_READY',
  /** resume refused: the job is DONE */
  'UPLOAD_JOB_FINISHED',
  /** the card's member already has a sign-in (activate): sign in, or recover the password */
  'CARD_ALREADY_ACTIVATED',
  /** no card PDF or QR token for a card that is not ACTIVE (INACTIVE, not issued, or past its grace period) */
  'CARD_NOT_ACTIVE',
  /** the session owes the SMS second factor or a forced password change: only those steps, validate and logout answer */
  'SESSION_RESTRICTED',
  /** a sensitive change (username, password, second factor) needs a sign-in of the last minutes: re-authenticate */
  'REAUTHENTICATION_REQUIRED',
  /** turning the second factor off or changing its phone number needs an SMS check of the last minutes */
  'SECOND_FACTOR_REQUIRED',
  /** the username-change undo link is unknown, used or expired */
  'UNDO_LINK_INVALID',
  /** the request body is larger than the endpoint reads (REQUEST_BODY_MAX_BYTES, or the route's own limit) */
  'PAYLOAD_TOO_LARGE',
  /** a list value members still hold cannot be deleted without naming the value they move to */
  'LIST_VALUE_IN_USE',
  /** the person is already an administrator of the organization: change their role instead */
  'ADMIN_EXISTS',
  /** the organization's last general admin cannot be removed or given another role */
  'LAST_GENERAL_ADMIN',
  /** a mail sender must be verified (its emailed code) before it becomes the default */
  'MAIL_SENDER_NOT_VERIFIED',
  /** another value of the same list has this name (case and accents ignored) */
  'LIST_VALUE_NAME_TAKEN',
  /** another custom field has this name (case and accents ignored) */
  'CUSTOM_FIELD_NAME_TAKEN',
  /** a custom field's type cannot change while members hold values of it */
  'CUSTOM_FIELD_IN_USE',
  /** an organization has at most MAX_CUSTOM_FIELDS custom fields */
  'TOO_MANY_CUSTOM_FIELDS',
  /** the payment's status does not allow this action (payments/lifecycle.ts): nothing was changed */
  'PAYMENT_STATUS_CONFLICT',
  /** the organization lacks what a receipt must print (name, address, tax code: payments/receipt.ts): nothing was issued */
  'RECEIPT_DATA_MISSING',
  /** the request was already accepted, refused or withdrawn: nothing was changed */
  'REQUEST_ALREADY_DECIDED',
  /** auto-renew needs a saved card that has not expired (entities/paymentAccount.ts cardUsable) */
  'PAYMENT_METHOD_MISSING',
  /** a sale item with registrations not cancelled cannot be deleted: cancel them first */
  'SALE_HAS_REGISTRATIONS',
  /** a mailshot already sent (or being sent) cannot be changed, deleted or sent again: a send cannot be stopped */
  'MAILSHOT_ALREADY_SENT',
  /** an unsubscribe link that is not ours (its signature does not match) */
  'UNSUBSCRIBE_LINK_INVALID',
  /** an invitation link that is unknown, of another organization, or replaced by a newer invitation: ask for a new one */
  'INVITATION_INVALID',
  /** an invitation link past its life (members/invitation.ts INVITATION_TTL_DAYS): ask the association to send it again */
  'INVITATION_EXPIRED',
  /** an invitation link already used to activate the card: sign in, or recover the password */
  'INVITATION_USED',
  /** a public registration collects personal data: it needs the organization's privacy policy published (campaigns/consent.ts) */
  'PRIVACY_POLICY_REQUIRED',
  /** the policy accepted is no longer the current version (a newer one was published meanwhile): read it and accept again */
  'POLICY_CHANGED',
  /** a mailshot is sent only to an audience its sender chose (mailshots/mailshot.ts audienceOf): choose one first */
  'MAILSHOT_AUDIENCE_REQUIRED',
  /** the domain already leads to an organization: remove it there first */
  'DOMAIN_ALREADY_USED',
  /** the register of members has not been started yet (the opening step starts it) */
  'REGISTER_NOT_STARTED',
  /** a board resolution completes an admission (or opening) entry only */
  'REGISTER_ENTRY_NOT_ADMISSION',
  /** the file is not an association archive of this tool (not a zip, no manifest, another tool's, damaged) */
  'ARCHIVE_INVALID',
  /** the archive was written by a newer or unknown version of the archive format: this installation cannot read it */
  'ARCHIVE_VERSION_UNSUPPORTED',
  /** an association export is already being written: wait for it to finish */
  'ARCHIVE_EXPORT_BUSY',
  /** the scanning device was signed out by an administrator: it erases its door list and queue */
  'DEVICE_REVOKED',
  /** the assembly's status (DRAFT, CONVENED, OPEN, CLOSED) or its item's vote does not allow this: nothing was changed */
  'ASSEMBLY_STATUS_CONFLICT',
  /** the first call is sooner than the statute's notice period from now: move it, or change the notice in the rules */
  'ASSEMBLY_NOTICE_TOO_SHORT',
  /** the member is not entitled to vote at this assembly (the roll says why), or is not present to vote */
  'NOT_ENTITLED',
  /** a proxy the rules forbid: to oneself, to a member who gave theirs away, a second one, or from a member holding others' */
  'PROXY_REFUSED',
  /** the holder already carries as many proxies as the statute allows */
  'PROXY_LIMIT_REACHED',
  /** too few present and represented for the quorum of the call: `missing` says how many more */
  'QUORUM_NOT_REACHED',
  /** the member's vote on this item was already cast by the holder of their proxy, whose ballot counts them */
  'VOTE_CAST_BY_PROXY',
  /** the votes counted are more than the members present and represented */
  'VOTES_OVER_ATTENDANCE',
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
  MISSING_PHONE_NUMBER: 422,
  TOO_MANY_REQUESTS: 429,
  TAX_CODE_ALREADY_USED: 409,
  UPLOAD_JOB_NOT_FOUND: 404,
  UPLOAD_JOB_BUSY: 409,
  EXPORT_NOT_READY: 409,
  ARCHIVE_INVALID: 422,
  ARCHIVE_VERSION_UNSUPPORTED: 422,
  ARCHIVE_EXPORT_BUSY: 409,
  DEVICE_REVOKED: 410,
  UPLOAD_JOB_FINISHED: 409,
  CARD_ALREADY_ACTIVATED: 409,
  CARD_NOT_ACTIVE: 409,
  SESSION_RESTRICTED: 403,
  REAUTHENTICATION_REQUIRED: 403,
  SECOND_FACTOR_REQUIRED: 403,
  UNDO_LINK_INVALID: 410,
  PAYLOAD_TOO_LARGE: 413,
  LIST_VALUE_IN_USE: 409,
  ADMIN_EXISTS: 409,
  LAST_GENERAL_ADMIN: 409,
  MAIL_SENDER_NOT_VERIFIED: 409,
  LIST_VALUE_NAME_TAKEN: 409,
  CUSTOM_FIELD_NAME_TAKEN: 409,
  CUSTOM_FIELD_IN_USE: 409,
  TOO_MANY_CUSTOM_FIELDS: 409,
  PAYMENT_STATUS_CONFLICT: 409,
  RECEIPT_DATA_MISSING: 422,
  REQUEST_ALREADY_DECIDED: 409,
  PAYMENT_METHOD_MISSING: 409,
  SALE_HAS_REGISTRATIONS: 409,
  MAILSHOT_ALREADY_SENT: 409,
  UNSUBSCRIBE_LINK_INVALID: 400,
  INVITATION_INVALID: 404,
  INVITATION_EXPIRED: 410,
  INVITATION_USED: 409,
  PRIVACY_POLICY_REQUIRED: 409,
  POLICY_CHANGED: 409,
  MAILSHOT_AUDIENCE_REQUIRED: 409,
  DOMAIN_ALREADY_USED: 409,
  REGISTER_NOT_STARTED: 409,
  REGISTER_ENTRY_NOT_ADMISSION: 409,
  ASSEMBLY_STATUS_CONFLICT: 409,
  ASSEMBLY_NOTICE_TOO_SHORT: 409,
  NOT_ENTITLED: 409,
  PROXY_REFUSED: 409,
  PROXY_LIMIT_REACHED: 409,
  QUORUM_NOT_REACHED: 409,
  VOTE_CAST_BY_PROXY: 409,
  VOTES_OVER_ATTENDANCE: 422,
};

/** Codes of the identity provider, shown as they are after `auth/`. */
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

/** Details some failures carry beside their code. */
export interface ErrorDetails {
  /**
   * for TOO_MANY_REQUESTS from a rate limit: when the caller may try again (ISO time). The answer also carries
   * `retryAfterSeconds` and the `Retry-After` header, counted from the moment it was sent.
   */
  retryAt?: string;
  /** for QUORUM_NOT_REACHED: how many more must be present or represented */
  missing?: number;
}

/** The body of every failed API answer. */
export interface ErrorBody extends ErrorDetails {
  err: ServerErrorCode;
  /** for INVALID_REQUEST: which inputs failed and why (message keys) */
  issues?: { path: string; message: string }[];
  /** with retryAt: the seconds left to wait when the answer was sent (the same as the Retry-After header) */
  retryAfterSeconds?: number;
}

/** Codes the web client makes up itself (no server answered): translated under `errors.<CODE>` like server codes. */
export const CLIENT_ERROR_CODES = ['NETWORK'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/**
 * Identity-provider codes that mean the same as a code of the catalogue: the client SDK and the admin SDK
 * do not always spell a case alike (e.g. `email-already-in-use` vs `email-already-exists`).
 */
export const AUTH_CODE_ALIASES: Readonly<Record<string, AuthErrorCode>> = {
  'auth/email-already-in-use': 'auth/email-already-exists',
  'auth/expired-action-code': 'auth/invalid-action-code',
  'auth/code-expired': 'auth/invalid-action-code',
  'auth/user-token-expired': 'auth/id-token-expired',
};

/** The i18n key shown when a code is unknown. */
export const FALLBACK_MESSAGE_KEY = 'messages.error_key';

const SERVER_OR_CLIENT: readonly string[] = [...SERVER_ERROR_CODES, ...CLIENT_ERROR_CODES];
const AUTH: readonly string[] = AUTH_ERROR_CODES;
const MESSAGES: readonly string[] = [...MESSAGE_KEYS, ...OTHER_MESSAGE_KEYS];

/**
 * The i18n key to show for a code, whatever produced it:
 * - a server code (`USER_NOT_FOUND`) or client code (`NETWORK`) → `errors.<CODE>`;
 * - an identity-provider code, with or without the `auth/` prefix (`wrong-password`, `auth/wrong-password`),
 *   aliases included → `errors.auth/<code>`;
 * - a message key of the catalogue (`link_sent_error_key`) → `messages.<key>`;
 * - a full form key (`validation.required`, `upload.…`) → itself;
 * - anything else (empty, unknown, free server text) → `messages.error_key`.
 * Codes are matched after trimming; server codes are upper-case, auth codes lower-case, as the catalogue spells them.
 */
export function messageKeyFor(code: string | null | undefined): string {
  const c = typeof code === 'string' ? code.trim() : '';
  if (!c) return FALLBACK_MESSAGE_KEY;
  if (SERVER_OR_CLIENT.includes(c)) return `errors.${c}`;
  const auth = c.startsWith('auth/') ? c : `auth/${c}`;
  if (AUTH.includes(auth)) return `errors.${auth}`;
  const alias = AUTH_CODE_ALIASES[auth];
  if (alias) return `errors.${alias}`;
  if (MESSAGES.includes(c)) return `messages.${c}`;
  if (FORM_MESSAGE_KEYS.includes(c)) return c;
  return FALLBACK_MESSAGE_KEY;
}
