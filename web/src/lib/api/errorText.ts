import type { TFunction } from 'i18next';
import { ApiFailure } from './client';

/** The message for a failure: server codes (spec §8) and identity-provider codes are translated; else error_key. */
export function errorText(t: TFunction, e: unknown): string {
  const code = e instanceof ApiFailure ? e.code : typeof e === 'object' && e && 'code' in e ? String((e as { code: unknown }).code) : null;
  if (code) {
    const text = t(`errors.${code}`, { defaultValue: '' });
    return text ? text : code;
  }
  return t('messages.error_key');
}

/** The raw code, shown beside the text where the spec wants the provider's code (failed login, OTP). */
export function errorCode(e: unknown): string | null {
  if (e instanceof ApiFailure) return e.code;
  if (typeof e === 'object' && e && 'code' in e) return String((e as { code: unknown }).code);
  return null;
}
