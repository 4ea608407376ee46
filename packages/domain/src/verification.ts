import { DEFAULT_COUNTRY } from './constants';

/**
 * Emailed verification codes: what each code is for. A code sent for one purpose never passes for another
 * (a signup code cannot confirm a username change).
 */
export const EMAIL_CODE_PURPOSES = ['signup', 'activation', 'change-username', 'change-password', 'mail-sender', 'payroll'] as const;
export type EmailCodePurpose = (typeof EMAIL_CODE_PURPOSES)[number];
/** Purposes anyone may ask a code for without signing in: they also count against ANONYMOUS_MAILS_GLOBAL. */
export const ANONYMOUS_CODE_PURPOSES: readonly EmailCodePurpose[] = ['signup', 'activation'];

/**
 * The language of the code's email. Signup sends `lang` = the address country, or EN:
 * an Italian address (ITALIA, IT) or an explicit `it` reads Italian; anything else English.
 */
export function mailLanguageFor(lang: string | null | undefined): 'it' | 'en' {
  const v = (lang ?? '').trim().toUpperCase();
  return v === DEFAULT_COUNTRY || v === 'IT' || v === 'ITALY' ? 'it' : 'en';
}
