/**
 * All texts: the shared locale files plus one pair per feature (`features/<area>/locales/{it,en}.json`),
 * merged under the area's name, so that `t('cards.title')` reads features/cards/locales/<lang>.json.
 * Features keep their own texts, and parallel work on two features never edits the same file.
 * Two modules per language, the login page's texts (italian.ts, english.ts) and the other areas' (italianAreas.ts,
 * englishAreas.ts), so that a page downloads only the texts of the language it shows and of the screens it opens. The
 * shared texts are split the same way: `locales/<lang>.json` holds what the login page may show (its errors, forms,
 * shell and sign-in dialogs), `locales/<lang>.screens.json` what only other screens show (lists, uploads, payments…).
 */
export type Tree = Record<string, unknown>;

export function withFeatures(base: Tree, featureFiles: Record<string, Tree>): Tree {
  const out: Tree = { ...base };
  for (const [path, texts] of Object.entries(featureFiles)) {
    const match = /features\/([^/]+)\/locales\/(it|en)\.json$/.exec(path);
    if (!match) continue;
    const area = match[1]!;
    if (area in base) throw new Error(`feature locale "${area}" collides with a shared key`);
    out[area] = texts;
  }
  return out;
}
