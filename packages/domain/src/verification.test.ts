import { describe, expect, it } from 'vitest';
import { mailLanguageFor } from './verification';

describe('mailLanguageFor', () => {
  it.each([
    ['ITALIA', 'it'],
    [' italia ', 'it'],
    ['it', 'it'],
    ['EN', 'en'],
    ['ESTERO', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%j → %s', (lang, want) => {
    expect(mailLanguageFor(lang)).toBe(want);
  });
});
