import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@tessera/domain/constants';
import { storage } from '../storage';
import { beforeScreens } from '../screensReady';
import type { Tree } from './resources';

/** The remembered language, else the browser's, else Italian. */
export function initialLanguage(): Language {
  const saved = storage.language();
  if (saved && (LANGUAGES as readonly string[]).includes(saved)) return saved as Language;
  const browser = typeof navigator !== 'undefined' ? navigator.language.slice(0, 2) : 'it';
  return browser === 'en' ? 'en' : 'it';
}

/**
 * Each language's texts come in two downloads: the login page's (the shared texts and the sign-in area's) and the
 * other areas'. The login page fetches its own language's first part only; the second comes with the first other
 * screen (lib/screensReady.ts), and a language switch fetches the new language's parts in use.
 */
const TEXTS: Record<Language, Record<'login' | 'areas', () => Promise<Tree>>> = {
  it: {
    login: () => import('./italian').then((m) => m.ITALIAN),
    areas: () => import('./italianAreas').then((m) => m.ITALIAN_AREAS),
  },
  en: {
    login: () => import('./english').then((m) => m.ENGLISH),
    areas: () => import('./englishAreas').then((m) => m.ENGLISH_AREAS),
  },
};

const loaded = new Set<string>();
async function loadTexts(lng: Language, part: 'login' | 'areas'): Promise<void> {
  if (loaded.has(`${lng}/${part}`)) return;
  i18n.addResourceBundle(lng, 'translation', await TEXTS[lng][part](), true, false);
  loaded.add(`${lng}/${part}`);
}

/** Whether the areas' texts are in use (a screen other than the login page asked for them). */
let areasWanted = false;
/** The language last asked for: the one shown, or the one a switch is downloading. */
let wanted = initialLanguage();

// No fallback language: only the language shown is downloaded, and both have the same keys (i18n.test.ts).
void i18n.use(initReactI18next).init({
  resources: {},
  lng: wanted,
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});
document.documentElement.lang = i18n.language;

// the areas' texts in the language shown and in the one a switch under way is downloading, so none shows a bare key
beforeScreens(() => {
  areasWanted = true;
  return Promise.all([...new Set([i18n.language as Language, wanted])].map((lng) => loadTexts(lng, 'areas')));
});

/** Resolves when the first language's texts are in: main.tsx renders after it, so no key flashes. */
export const i18nReady = loadTexts(wanted, 'login');

export function setLanguage(lng: Language) {
  storage.setLanguage(lng);
  wanted = lng;
  void Promise.all([loadTexts(lng, 'login'), areasWanted ? loadTexts(lng, 'areas') : undefined]).then(() => i18n.changeLanguage(lng));
}

export default i18n;
