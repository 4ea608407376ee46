import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES, SERVER_ERROR_CODES } from '@tessera/domain/errors';
import { MESSAGE_KEYS } from '@tessera/domain/messageKeys';
import { NAVIGATION } from '@tessera/domain/platforms';
import { ROLES } from '@tessera/domain/roles';
import itLocale from './locales/it.json';
import enLocale from './locales/en.json';

function keys(obj: unknown, prefix = ''): string[] {
  if (obj && typeof obj === 'object') return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}
function lookup(obj: unknown, path: string): unknown {
  // error keys contain "/" but no "."; split only on the first level separators we use
  const [head, ...rest] = path.split('.');
  const next = (obj as Record<string, unknown>)[head!];
  return rest.length ? lookup(next, rest.join('.')) : next;
}

describe('locales', () => {
  it('Italian and English have exactly the same keys', () => {
    expect(keys(itLocale).sort()).toEqual(keys(enLocale).sort());
  });
  it.each([
    ['every server error code', SERVER_ERROR_CODES.map((c) => `errors.${c}`)],
    ['every auth error code', AUTH_ERROR_CODES.map((c) => `errors.${c}`)],
    ['every message key of spec §8', MESSAGE_KEYS.map((k) => `messages.${k}`)],
    ['every navigation label', NAVIGATION.map((n) => n.labelKey)],
    ['every role', ROLES.map((r) => `roles.${r}`)],
  ])('%s has a text in both languages', (_name, wanted) => {
    for (const key of wanted) {
      expect(lookup(itLocale, key), `it: ${key}`).toEqual(expect.any(String));
      expect(lookup(enLocale, key), `en: ${key}`).toEqual(expect.any(String));
    }
  });
  it('uses the spec labels in Italian', () => {
    expect(itLocale.nav).toMatchObject({
      home: 'Dashboard',
      subscribers: 'Associati',
      activities: 'Attività & Tagliandi',
      contracts: 'Convenzioni',
    });
  });
});
