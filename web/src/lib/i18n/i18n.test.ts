import { describe, expect, it } from 'vitest';
import {
  AUTH_CODE_ALIASES,
  AUTH_ERROR_CODES,
  CLIENT_ERROR_CODES,
  FALLBACK_MESSAGE_KEY,
  SERVER_ERROR_CODES,
  messageKeyFor,
} from '@tessera/domain/errors';
import { FORM_MESSAGE_KEYS, MESSAGE_KEYS, OTHER_MESSAGE_KEYS, UPLOAD_KEYS, VALIDATION_KEYS } from '@tessera/domain/messageKeys';
import { NAVIGATION } from '@tessera/domain/platforms';
import { ROLES } from '@tessera/domain/roles';
import { PASSWORD_MAX, PASSWORD_MIN } from '@tessera/domain/constants';
import { ITALIAN } from './italian';
import { ITALIAN_AREAS } from './italianAreas';
import { ENGLISH } from './english';
import { ENGLISH_AREAS } from './englishAreas';

// every text of each language: the login page's and the areas'
const itLocale = { ...ITALIAN, ...ITALIAN_AREAS };
const enLocale = { ...ENGLISH, ...ENGLISH_AREAS };

function keys(obj: unknown, prefix = ''): string[] {
  if (obj && typeof obj === 'object') return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}
function lookup(obj: unknown, path: string): unknown {
  // error keys contain "/" but no "."; split only on the first level separators we use
  const [head, ...rest] = path.split('.');
  const next = (obj as Record<string, unknown> | undefined)?.[head!];
  return rest.length ? lookup(next, rest.join('.')) : next;
}

/**
 * The message keys written in the domain's sources (schemas and checks), read from the files themselves so a
 * key added to a schema without a text fails here even if nobody lists it.
 */
const domainSources = import.meta.glob(['../../../../packages/domain/src/**/*.ts', '!**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;
const keysInDomainSources = [
  ...new Set(
    Object.values(domainSources).flatMap((src) => [...src.matchAll(/['"`]((?:validation|upload)\.[A-Za-z0-9_]+)['"`]/g)].map((m) => m[1]!)),
  ),
].sort();

describe('locales', () => {
  it('Italian and English have exactly the same keys', () => {
    expect(keys(itLocale).sort()).toEqual(keys(enLocale).sort());
  });
  it.each([
    ['every server error code', SERVER_ERROR_CODES.map((c) => `errors.${c}`)],
    ['every client error code', CLIENT_ERROR_CODES.map((c) => `errors.${c}`)],
    ['every auth error code', AUTH_ERROR_CODES.map((c) => `errors.${c}`)],
    ['every message key of the catalogue', MESSAGE_KEYS.map((k) => `messages.${k}`)],
    ['every other message of the catalogue', OTHER_MESSAGE_KEYS.map((k) => `messages.${k}`)],
    ['every validation key', [...VALIDATION_KEYS]],
    ['every upload key', [...UPLOAD_KEYS]],
    ['every key a form schema can report', [...FORM_MESSAGE_KEYS]],
    ['every validation/upload key written in the domain sources', keysInDomainSources],
    [
      'every key messageKeyFor answers',
      [
        ...SERVER_ERROR_CODES,
        ...CLIENT_ERROR_CODES,
        ...AUTH_ERROR_CODES,
        ...AUTH_ERROR_CODES.map((c) => c.replace(/^auth\//, '')),
        ...Object.keys(AUTH_CODE_ALIASES),
        ...MESSAGE_KEYS,
        ...OTHER_MESSAGE_KEYS,
        ...FORM_MESSAGE_KEYS,
        'anything unknown',
      ].map(messageKeyFor),
    ],
    ['every navigation label', NAVIGATION.map((n) => n.labelKey)],
    ['every role', ROLES.map((r) => `roles.${r}`)],
  ])('%s has a text in both languages', (_name, wanted) => {
    expect(wanted.length).toBeGreaterThan(0);
    for (const key of wanted) {
      expect(lookup(itLocale, key), `it: ${key}`).toEqual(expect.any(String));
      expect(lookup(enLocale, key), `en: ${key}`).toEqual(expect.any(String));
      expect(lookup(itLocale, key), `it: ${key}`).not.toBe('');
      expect(lookup(enLocale, key), `en: ${key}`).not.toBe('');
    }
  });
  it('the domain lists every validation/upload key its sources use', () => {
    expect(keysInDomainSources.length).toBeGreaterThan(10);
    for (const key of keysInDomainSources) expect(FORM_MESSAGE_KEYS, key).toContain(key);
  });
  it('messageKeyFor maps every catalogue code to a key other than the fallback', () => {
    for (const c of [...SERVER_ERROR_CODES, ...CLIENT_ERROR_CODES, ...AUTH_ERROR_CODES])
      expect(messageKeyFor(c), c).not.toBe(FALLBACK_MESSAGE_KEY);
  });
  it('uses the navigation labels in Italian', () => {
    expect(itLocale.nav).toMatchObject({
      home: 'Dashboard',
      subscribers: 'Associati',
      activities: 'Attività & Tagliandi',
      contracts: 'Convenzioni',
    });
  });
  it.each([
    ['it', itLocale],
    ['en', enLocale],
  ] as const)(
    'reads the password length one way in %s: the rule line and both length errors, with the domain’s numbers',
    (_lang, locale) => {
      const rule = String(lookup(locale, 'auth.rule.length'))
        .replace('{{min}}', String(PASSWORD_MIN))
        .replace('{{max}}', String(PASSWORD_MAX));
      expect(rule).toContain(String(PASSWORD_MIN));
      expect(rule).toContain(String(PASSWORD_MAX));
      expect(lookup(locale, 'validation.passwordMin')).toBe(rule);
      expect(lookup(locale, 'validation.passwordMax')).toBe(rule);
    },
  );
  it.each([
    ['validation.taxCodeInvalid', 'Codice Fiscale Non Valido', 'Invalid Tax Code'],
    ['validation.passwordsMismatch', 'le password non coincidono', 'the passwords do not match'],
    ['upload.nonConformingDocument', 'il documento non è conforme al formato standard', 'document does not conform to the standard format'],
  ])('%s has its fixed text', (key, it_, en) => {
    expect(lookup(itLocale, key)).toBe(it_);
    expect(lookup(enLocale, key)).toBe(en);
  });
});

/**
 * Every key the screens name literally, `t('area.key')`, reads as a text in both languages (a plural key through its
 * `_one`/`_other` forms): a key renamed, moved to another area or turned into a group of keys fails here, not on screen.
 */
const webSources = import.meta.glob(['../../**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;
const KEY = String.raw`[a-z][\w-]*(?:\.[\w-]+)+`;
const literalKeys = [
  ...new Set(
    Object.values(webSources).flatMap((src) =>
      [
        // t('area.key'), t("area.key"), t(`area.key`) with nothing interpolated
        ...src.matchAll(new RegExp(String.raw`\bt\(\s*['"\x60](${KEY})['"\x60]`, 'g')),
        // t(condition ? 'area.one' : 'area.other'): both sides
        ...src.matchAll(new RegExp(String.raw`\bt\(\s*[^()'"\x60,]*?\?\s*'(${KEY})'\s*:\s*'${KEY}'`, 'g')),
        ...src.matchAll(new RegExp(String.raw`\bt\(\s*[^()'"\x60,]*?\?\s*'${KEY}'\s*:\s*'(${KEY})'`, 'g')),
        ...src.matchAll(new RegExp(String.raw`i18nKey="(${KEY})"`, 'g')),
        ...src.matchAll(new RegExp(String.raw`\blabelKey:\s*'(${KEY})'`, 'g')),
      ].map((m) => m[1]!),
    ),
  ),
];
/** t(`area.group.${code}`) and codeLabel(t, 'area.group', code): the group a code is read from must exist in both languages. */
const GROUP = String.raw`[a-z][\w-]*(?:\.[\w-]+)*`;
const keyGroups = [
  ...new Set(
    Object.values(webSources).flatMap((src) =>
      [
        ...src.matchAll(new RegExp(String.raw`\bt\(\s*\x60(${GROUP})\.\$\{`, 'g')),
        ...src.matchAll(new RegExp(String.raw`\bcodeLabel\(\s*t,\s*'(${GROUP})'`, 'g')),
        ...src.matchAll(new RegExp(String.raw`\blabelOf\('(${GROUP})'\)`, 'g')),
      ].map((m) => m[1]!),
    ),
  ),
];

describe('keys named by the screens', () => {
  it('finds the screens’ literal keys', () => {
    expect(literalKeys.length).toBeGreaterThan(200);
  });
  it.each([
    ['it', itLocale],
    ['en', enLocale],
  ] as const)('each reads as a text in %s', (_lang, locale) => {
    const isText = (key: string) => typeof lookup(locale, key) === 'string';
    const missing = literalKeys.filter((k) => !isText(k) && !(isText(`${k}_one`) && isText(`${k}_other`)));
    expect(missing).toEqual([]);
  });
  it('finds the groups the screens read codes from', () => {
    expect(keyGroups).toEqual(expect.arrayContaining(['paymentStatus', 'paymentMethod', 'sales.types', 'settings.lists.types', 'roles']));
  });
  it.each([
    ['it', itLocale],
    ['en', enLocale],
  ] as const)('each group a screen reads codes from exists in %s', (_lang, locale) => {
    const missing = keyGroups.filter((k) => {
      const group = lookup(locale, k);
      return !group || typeof group !== 'object';
    });
    expect(missing).toEqual([]);
  });
});
