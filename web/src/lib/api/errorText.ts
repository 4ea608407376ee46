import type { TFunction } from 'i18next';
import { messageKeyFor } from '@tessera/domain/errors';
import { ApiFailure } from './client';
import { retryText } from './retryText';

/**
 * The message for a failure: server codes, identity-provider codes (with or without `auth/`) and message
 * keys are translated through `messageKeyFor`; anything else, free server text included, reads as error_key.
 * Where the raw code or server text must be shown too (failed login, OTP, activation, payment session), show
 * `errorCode(e)` beside it.
 */
export function errorText(t: TFunction, e: unknown): string {
  // a refusal that says when to retry tells the person exactly when, not "in a few minutes"
  if (e instanceof ApiFailure && e.retryAt) return retryText(t, e.retryAt);
  return t(messageKeyFor(errorCode(e)));
}

/** The raw code, shown beside the text where the provider's code must be seen (failed login, OTP). */
export function errorCode(e: unknown): string | null {
  if (e instanceof ApiFailure) return e.code;
  if (typeof e === 'object' && e && 'code' in e) return String((e as { code: unknown }).code);
  return null;
}
