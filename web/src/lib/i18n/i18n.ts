import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@tessera/domain/constants';
import { storage } from '../storage';
import { LOCALES } from './resources';

/** The remembered language, else the browser's (spec §1), else Italian. */
export function initialLanguage(): Language {
  const saved = storage.language();
  if (saved && (LANGUAGES as readonly string[]).includes(saved)) return saved as Language;
  const browser = typeof navigator !== 'undefined' ? navigator.language.slice(0, 2) : 'it';
  return browser === 'en' ? 'en' : 'it';
}

void i18n.use(initReactI18next).init({
  resources: { it: { translation: LOCALES.it }, en: { translation: LOCALES.en } },
  lng: initialLanguage(),
  fallbackLng: 'it',
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});
document.documentElement.lang = i18n.language;

export function setLanguage(lng: Language) {
  storage.setLanguage(lng);
  void i18n.changeLanguage(lng);
}

export default i18n;
