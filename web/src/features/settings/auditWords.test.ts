import { describe, expect, it } from 'vitest';
import { AUDIT_TYPES } from '@tessera/domain/entities/audit';
import { auditFieldsOf } from '@tessera/domain/entities/auditFields';
import { ITALIAN } from '../../lib/i18n/italian';
import { ITALIAN_AREAS } from '../../lib/i18n/italianAreas';
import { ENGLISH } from '../../lib/i18n/english';
import { ENGLISH_AREAS } from '../../lib/i18n/englishAreas';

const LOCALES = [
  ['it', { ...ITALIAN, ...ITALIAN_AREAS }],
  ['en', { ...ENGLISH, ...ENGLISH_AREAS }],
] as const;

const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), tree);

/** Every audit type, and every field the server writes in a record of it, reads in words in both languages. */
describe('the activity log in words', () => {
  const fields = AUDIT_TYPES.flatMap((type) => auditFieldsOf(type).map((f) => ({ type, ...f })));
  const shown = fields.filter((f) => f.kind !== 'hidden');
  const codeGroups = [...new Set(shown.flatMap((f) => (f.kind.startsWith('code:') ? [f.kind.slice('code:'.length)] : [])))];

  it('knows the fields of every audit type', () => {
    expect(shown.length).toBeGreaterThan(100);
  });
  it.each(LOCALES)('names every audit type in %s', (_lang, locale) => {
    const missing = AUDIT_TYPES.filter((type) => typeof lookup(locale, `settings.audit.types.${type}`) !== 'string');
    expect(missing).toEqual([]);
  });
  it.each(LOCALES)('names every field an audit record shows in %s', (_lang, locale) => {
    const missing = shown.filter((f) => typeof lookup(locale, f.labelKey) !== 'string').map((f) => `${f.type}.${f.field}: ${f.labelKey}`);
    expect(missing).toEqual([]);
  });
  it.each(LOCALES)('has the words for every kind of stored code a record shows in %s', (_lang, locale) => {
    const missing = codeGroups.filter((prefix) => {
      const group = lookup(locale, prefix);
      return !group || typeof group !== 'object' || Object.keys(group).length === 0;
    });
    expect(missing).toEqual([]);
  });
});
