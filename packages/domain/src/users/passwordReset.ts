/**
 * What POST /v1/members/reset-password did: the member's tax code as a temporary password (a sign-in that is only a
 * member of the caller's organization), or a reset link mailed to the member (a sign-in holding more).
 */
export const PASSWORD_RESET_MODES = ['temporary-password', 'reset-link'] as const;
export type PasswordResetMode = (typeof PASSWORD_RESET_MODES)[number];
