import { describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import itLocale from '../i18n/locales/it.json';
import enLocale from '../i18n/locales/en.json';
import { retryText } from './retryText';

// client.ts reads the token through the Firebase SDK; these tests never call the API.
vi.mock('../firebase/authActions', () => ({ currentIdToken: async () => null }));
const { ApiFailure } = await import('./client');
const { errorText } = await import('./errorText');

const i18n = i18next.createInstance();
await i18n.init({ resources: { it: { translation: itLocale }, en: { translation: enLocale } }, lng: 'it', fallbackLng: 'it' });
const it_ = i18n.getFixedT('it');
const en = i18n.getFixedT('en');

const NOW = Date.parse('2026-03-10T13:48:00Z');

describe('retryText', () => {
  it.each([
    [
      '2026-03-10T14:30:00Z',
      'Troppe richieste: riprova tra 42 minuti (alle 15:30)',
      'Too many requests: try again in 42 minutes (at 15:30)',
    ],
    ['2026-03-10T13:48:20Z', 'Troppe richieste: riprova tra 1 minuto (alle 14:48)', 'Too many requests: try again in 1 minute (at 14:48)'],
    // the wait is rounded up: never "0 minutes", nor one minute too few
    ['2026-03-10T13:49:01Z', 'Troppe richieste: riprova tra 2 minuti (alle 14:49)', 'Too many requests: try again in 2 minutes (at 14:49)'],
  ])('%s → %j / %j', (retryAt, textIt, textEn) => {
    expect(retryText(it_, retryAt, NOW, 'Europe/Rome')).toBe(textIt);
    expect(retryText(en, retryAt, NOW, 'Europe/Rome')).toBe(textEn);
  });

  it('a refusal that carries when to retry reads as the wait, one that does not as before', () => {
    const inAnHour = new Date(Date.now() + 60 * 60_000 - 1_000).toISOString();
    expect(errorText(it_, new ApiFailure('TOO_MANY_REQUESTS', 429, undefined, inAnHour))).toMatch(
      /^Troppe richieste: riprova tra 60 minuti \(alle \d\d:\d\d\)$/,
    );
    expect(errorText(it_, new ApiFailure('TOO_MANY_REQUESTS', 429))).toBe('Troppe richieste: riprova tra qualche minuto');
  });
});
