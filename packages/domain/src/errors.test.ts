import { describe, expect, it } from 'vitest';
import { AUTH_CODE_ALIASES, AUTH_ERROR_CODES, CLIENT_ERROR_CODES, FALLBACK_MESSAGE_KEY, SERVER_ERROR_CODES, messageKeyFor } from './errors';
import { FORM_MESSAGE_KEYS, MESSAGE_KEYS, OTHER_MESSAGE_KEYS } from './messageKeys';

describe('messageKeyFor', () => {
  it.each([
    ['USER_NOT_FOUND', 'errors.USER_NOT_FOUND'],
    ['UNKNOW_ERR', 'errors.UNKNOW_ERR'],
    [' CARD_DECLINED ', 'errors.CARD_DECLINED'],
    ['NETWORK', 'errors.NETWORK'],
    ['auth/wrong-password', 'errors.auth/wrong-password'],
    ['wrong-password', 'errors.auth/wrong-password'],
    ['invalid-password', 'errors.auth/invalid-password'],
    ['invalid-login-credentials', 'errors.auth/invalid-login-credentials'],
    ['invalid-verification-code', 'errors.auth/invalid-verification-code'],
    ['wrong-otp', 'errors.auth/wrong-otp'],
    ['too-many-requests', 'errors.auth/too-many-requests'],
    ['invalid-action-code', 'errors.auth/invalid-action-code'],
    ['account-exists-with-different-credential', 'errors.auth/account-exists-with-different-credential'],
    ['email-already-exists', 'errors.auth/email-already-exists'],
    ['user-not-found', 'errors.auth/user-not-found'],
    ['invalid-email', 'errors.auth/invalid-email'],
    ['auth/email-already-in-use', 'errors.auth/email-already-exists'],
    ['auth/expired-action-code', 'errors.auth/invalid-action-code'],
    ['link_sent_error_key', 'messages.link_sent_error_key'],
    ['payment_error_key', 'messages.payment_error_key'],
    ['validation.required', 'validation.required'],
    ['upload.nonConformingDocument', 'upload.nonConformingDocument'],
  ])('%j → %j', (code, key) => {
    expect(messageKeyFor(code)).toBe(key);
  });
  it.each([
    [''],
    ['   '],
    [null],
    [undefined],
    ['auth/'],
    ['auth/unknown-thing'],
    ['Carta non valida'],
    ['user_not_found'],
    ['errors.USER_NOT_FOUND'],
  ])('%j falls back to messages.error_key', (code) => {
    expect(messageKeyFor(code)).toBe(FALLBACK_MESSAGE_KEY);
    expect(FALLBACK_MESSAGE_KEY).toBe('messages.error_key');
  });
  it('knows every code of the catalogue, auth codes with and without prefix', () => {
    for (const c of [...SERVER_ERROR_CODES, ...CLIENT_ERROR_CODES]) expect(messageKeyFor(c)).toBe(`errors.${c}`);
    for (const c of AUTH_ERROR_CODES) {
      expect(messageKeyFor(c)).toBe(`errors.${c}`);
      expect(messageKeyFor(c.slice('auth/'.length))).toBe(`errors.${c}`);
    }
    for (const [alias, code] of Object.entries(AUTH_CODE_ALIASES)) expect(messageKeyFor(alias)).toBe(`errors.${code}`);
    for (const k of [...MESSAGE_KEYS, ...OTHER_MESSAGE_KEYS]) expect(messageKeyFor(k)).toBe(`messages.${k}`);
    for (const k of FORM_MESSAGE_KEYS.filter((k) => !k.startsWith('messages.'))) expect(messageKeyFor(k)).toBe(k);
  });
});
