/** Business constants and limits of the product. */
export const TOKEN_REFRESH_MS = 300_000;
export const TOAST_DURATION_MS = 5_000;
/** Toasts shown at once; the next ones wait for a place. */
export const TOASTS_SHOWN = 3;
export const OTP_LENGTH = 6;
export const MFA_RECHECK_MS = 24 * 60 * 60 * 1000;
export const OUTCOME_RELOAD_MS = 2_500;
export const LOGIN_TRAVEL_DELAY_MS = 500;
export const REDIRECT_AFTER_PAYMENT_MS = 1_000;
export const REDIRECT_AFTER_ACTIVATION_MS = 250;
export const CITY_SEARCH_PAUSE_MS = 500;
export const CITY_SEARCH_MIN_CHARS = 2;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 24;
export const PASSWORD_HINT_MAX = 240;
export const TAX_CODE_MAX = 16;
export const ZIP_MAX = 6;
export const MUNICIPALITY_CODE_LENGTH = 6;
export const POSTAL_CODE_LENGTH = 5;
export const PROVINCE_CODE_LENGTH = 2;
export const FIDELITY_SCAN_POINTS = 100;
export const MOBILE_BREAKPOINT_PX = 600;
export const SERVICE_WORKER_STABLE_MS = 15_000;
export const DEFAULT_COUNTRY = 'ITALIA';
export const FOREIGN_COUNTRY = 'ESTERO';
export const FOREIGN_PROVINCE = 'EE';
export const DEFAULT_SIGNUP_MAIL_LANGUAGE = 'EN';
export const EXPORT_FORMATS = ['txt', 'xlsx', 'csv'] as const;
/** The sheet of an XLSX export: the files are Italian (their headers are), so is the sheet's name. */
export const EXPORT_SHEET_NAME = 'Estrazione';

export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DATE_FORMATS = ['dd/MM/yyyy', 'MM/dd/yyyy'] as const;
export const DEFAULT_DATE_FORMAT = 'dd/MM/yyyy';

export const PLANS = ['FREE', 'COMITIVE', 'PROFESSIONAL', 'ENTERPRISE', 'WORLDSTAR'] as const;
export type Plan = (typeof PLANS)[number];

/** The plan an organization document stores under `plan.name`: FREE when missing or unknown. */
export const planOf = (stored: unknown): Plan => ((PLANS as readonly unknown[]).includes(stored) ? (stored as Plan) : 'FREE');

/** Monthly email quota per plan (1,000 / 10,000 / 100,000). */
export const EMAIL_QUOTA_PER_MONTH: Record<Plan, number> = {
  FREE: 1_000,
  COMITIVE: 1_000,
  PROFESSIONAL: 10_000,
  ENTERPRISE: 100_000,
  WORLDSTAR: 100_000,
};

/** Campaign limits; null means unlimited. */
export const CAMPAIGN_LIMITS: Record<Plan, { campaignsPerMonth: number | null; registrationsPerCampaign: number | null }> = {
  FREE: { campaignsPerMonth: 1, registrationsPerCampaign: 20 },
  COMITIVE: { campaignsPerMonth: 5, registrationsPerCampaign: 100 },
  PROFESSIONAL: { campaignsPerMonth: 10, registrationsPerCampaign: 1000 },
  ENTERPRISE: { campaignsPerMonth: null, registrationsPerCampaign: null },
  WORLDSTAR: { campaignsPerMonth: null, registrationsPerCampaign: null },
};

/** Advanced data aggregation is only for these plans. */
export const AGGREGATION_PLANS: readonly Plan[] = ['ENTERPRISE', 'WORLDSTAR'];

export const AGE_BANDS = ['14-25', '26-40', '41-65', '66+'] as const;
export const AGE_BANDS_ALT = ['16-25', '26-40', '40-55', '55-70', '70+'] as const;

/** Months of card validity after expiry, when the organization has not set its own. */
export const DEFAULT_GRACE_PERIOD_MONTHS = 2;

/** Page sizes offered by lists. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/**
 * Emailed verification codes (signup, activation, username and password change): how long a code lives, how many
 * wrong tries burn it, and how often one email or one network address may ask for codes.
 */
export const EMAIL_CODE_TTL_MS = 10 * 60_000;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
export const EMAIL_CODE_SENDS_PER_EMAIL = { max: 5, windowMs: 15 * 60_000 } as const;
/**
 * Code mails one person may ask for an hour, whatever the address they are sent to: the signed-in account on the
 * signed-in paths (it may try several new addresses), the email on the anonymous ones.
 */
export const EMAIL_CODE_SENDS_PER_PERSON = { max: 30, windowMs: 60 * 60_000 } as const;
/** Public campaign registrations: per address (a venue's shared network registers many at once) and per email. */
export const CAMPAIGN_REGISTRATIONS_PER_IP = { max: 200, windowMs: 10 * 60_000 } as const;
export const CAMPAIGN_REGISTRATIONS_PER_EMAIL = { max: 5, windowMs: 60 * 60_000 } as const;

/**
 * The ceiling of one network address on the anonymous and code-mail paths (code mails, password recovery, card
 * activation), far above what one person needs. The limits that stop one person are keyed on the person (email,
 * account, card, activation ticket); an address is shared by a whole room (an assembly on the association's Wi-Fi, a
 * school, an office behind one NAT), and a tight per-address limit locked out everyone behind it after a few dozen
 * people. This ceiling only bounds a script running from one machine over many people.
 */
export const REQUESTS_PER_ADDRESS = { max: 300, windowMs: 60 * 60_000 } as const;

/**
 * Anonymous mail-sending endpoints (signup and activation send-code, recover-password): how many mails all callers
 * together may ask for per window, a circuit breaker against a flood spread over many addresses and emails.
 */
export const ANONYMOUS_MAILS_GLOBAL = { max: 600, windowMs: 60 * 60_000 } as const;
/** How long a password-reset request waits for its trigger before a TTL policy may sweep it. */
export const PASSWORD_RESET_REQUEST_TTL_MS = 24 * 60 * 60_000;
/** Code mails (verification codes, reset links) an organization may send a month, apart from its plan's quota. */
export const CODE_MAIL_QUOTA_PER_MONTH = 2_000;

/**
 * Card activation, step 1 (card number and tax code): tries per card number, so that one card's tax code cannot be
 * guessed (and, per network address, REQUESTS_PER_ADDRESS against guessing over many cards). A passed step 1 answers an activation ticket: random, single use, alive ACTIVATION_TICKET_TTL_MS, and
 * burned after ACTIVATION_TICKET_MAX_TRIES uses of step 2 (every try counts, whatever fails).
 */
export const ACTIVATION_CHECKS_PER_CARD = { max: 10, windowMs: 15 * 60_000 } as const;
export const ACTIVATION_TICKET_TTL_MS = 15 * 60_000;
export const ACTIVATION_TICKET_MAX_TRIES = 5;

/** Payment-provider events older than this are ignored (Stripe retries a webhook for up to 3 days). */
export const PAYMENT_EVENT_MAX_AGE_MS = 3 * 24 * 60 * 60_000;
/** Currency of online payments (euro). */
export const PAYMENT_CURRENCY = 'eur';

/**
 * Largest request body the API reads (bytes): a Firestore document holds at most 1 MiB, so no single write needs
 * more. Endpoints that take files (bulk upload) declare their own limit on the route.
 */
export const REQUEST_BODY_MAX_BYTES = 1024 * 1024;
/** Most rows the list endpoints answer in one call (GET /v1/members/all, /v1/cards/all): a page, never the whole register. */
export const LIST_PAGE_MAX = 1000;
/**
 * The app page the username-undo mail links to; the page POSTs the token (a GET from a mail scanner must undo
 * nothing). Here rather than in users/usernameUndo.ts, whose schemas would bring zod into the web's login route.
 */
export const UNDO_USERNAME_PAGE = '/undo-username';
