import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@tessera/domain/constants';
import { storage } from '../storage';
import { ITALIAN } from './italian';
import { beforeScreens } from '../screensReady';

/** The remembered language, else the browser's, else Italian. */
export function initialLanguage(): Language {
  const saved = storage.language();
  if (saved && (LANGUAGES as readonly string[]).includes(saved)) return saved as Language;
  const browser = typeof navigator !== 'undefined' ? navigator.language.slice(0, 2) : 'it';
  return browser === 'en' ? 'en' : 'it';
}

// Italian is the default and the fallback: it comes with the page; English is downloaded when first shown.
void i18n.use(initReactI18next).init({
  resources: { it: { translation: ITALIAN } },
  lng: 'it',
  fallbackLng: 'it',
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});
document.documentElement.lang = i18n.language;

async function showLanguage(lng: Language) {
  // English is the only language that can be missing
  if (!i18n.hasResourceBundle(lng, 'translation')) i18n.addResourceBundle(lng, 'translation', (await import('./english')).ENGLISH);
  await i18n.changeLanguage(lng);
}

/**
 * The Italian texts of the areas (all but sign-in), downloaded from the start beside the login page, which does not
 * wait for them; every other screen does (lib/screensReady.ts), so none renders a bare key.
 */
beforeScreens(
  import('./italianAreas').then(({ ITALIAN_AREAS }) => {
    i18n.addResourceBundle('it', 'translation', ITALIAN_AREAS, true, false);
  }),
);

/** Resolves when the first language's texts are in: main.tsx renders after it, so no key or other language flashes. */
export const i18nReady = initialLanguage() === 'it' ? Promise.resolve() : showLanguage(initialLanguage());

export function setLanguage(lng: Language) {
  storage.setLanguage(lng);
  void showLanguage(lng);
}

export default i18n;
