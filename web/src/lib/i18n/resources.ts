import it from './locales/it.json';
import en from './locales/en.json';

/**
 * All texts: the shared locale files plus one pair per feature (`features/<area>/locales/{it,en}.json`),
 * merged under the area's name, so that `t('cards.title')` reads features/cards/locales/<lang>.json.
 * Features keep their own texts, and parallel work on two features never edits the same file.
 */
const featureFiles = import.meta.glob<Record<string, unknown>>('../../features/*/locales/*.json', { eager: true, import: 'default' });

type Tree = Record<string, unknown>;

function withFeatures(base: Tree, lang: 'it' | 'en'): Tree {
  const out: Tree = { ...base };
  for (const [path, texts] of Object.entries(featureFiles)) {
    const match = /features\/([^/]+)\/locales\/(it|en)\.json$/.exec(path);
    if (!match || match[2] !== lang) continue;
    const area = match[1]!;
    if (area in base) throw new Error(`feature locale "${area}" collides with a shared key`);
    out[area] = texts;
  }
  return out;
}

export const LOCALES = { it: withFeatures(it, 'it'), en: withFeatures(en, 'en') } as const;
