import { describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import itLocale from '../i18n/locales/it.json';
import enLocale from '../i18n/locales/en.json';

// client.ts reads the token through the Firebase SDK; these tests never call the API.
vi.mock('../firebase/authActions', () => ({ currentIdToken: async () => null }));
const { ApiFailure } = await import('./client');
const { errorCode, errorText } = await import('./errorText');

const i18n = i18next.createInstance();
await i18n.init({ resources: { it: { translation: itLocale }, en: { translation: enLocale } }, lng: 'it', fallbackLng: 'it' });
const it_ = i18n.getFixedT('it');
const en = i18n.getFixedT('en');

describe('errorText', () => {
  it.each([
    [new ApiFailure('USER_NOT_FOUND', 404), 'Utente non trovato', 'User not found'],
    [new ApiFailure('NETWORK', 0), 'Server non raggiungibile', 'Server unreachable'],
    [{ code: 'auth/wrong-password' }, 'Password errata', 'Wrong password'],
    [{ code: 'wrong-otp' }, 'Codice OTP errato', 'Wrong OTP code'],
    [{ code: 'auth/email-already-in-use' }, 'Email già registrata', 'Email already registered'],
    [{ code: 'payment_error_key' }, 'Errore nel pagamento: verifica con la tua banca', 'Payment error: check with your bank'],
    [new ApiFailure('Carta scaduta', 400), 'Si è verificato un errore', 'Something went wrong'],
    [new Error('boom'), 'Si è verificato un errore', 'Something went wrong'],
    [null, 'Si è verificato un errore', 'Something went wrong'],
  ])('%j → %j / %j', (e, textIt, textEn) => {
    expect(errorText(it_, e)).toBe(textIt);
    expect(errorText(en, e)).toBe(textEn);
  });
});

describe('errorCode', () => {
  it.each([
    [new ApiFailure('CARD_DECLINED', 402), 'CARD_DECLINED'],
    [{ code: 'auth/too-many-requests' }, 'auth/too-many-requests'],
    [{ code: 42 }, '42'],
    [new Error('x'), null],
    ['text', null],
  ])('%j → %j', (e, code) => {
    expect(errorCode(e)).toBe(code);
  });
});
