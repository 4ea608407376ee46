import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, docId, email, isFirestoreId, isoDate, looksLikeEmail, requiredEmail, requiredText } from './common';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('EMAIL_PATTERN (spec §5: word characters, dots, hyphens, @, domain labels, TLD of 2–4)', () => {
  it.each(['a@b.it', 'mario.rossi@example.com', 'mario-rossi_1@mail.example.info', 'x@sub-domain.co.uk', 'a.b-c_d@e-f.gh', '1@2.34'])(
    'accepts %j',
    (v) => {
      expect(EMAIL_PATTERN.test(v)).toBe(true);
    },
  );
  it.each([
    'a@b', // no TLD
    'a@b.c', // TLD of 1
    'a@b.museum', // TLD of 6
    'a b@c.it',
    'a+tag@c.it', // '+' is not in the spec's character set
    'a@b..it',
    '@b.it',
    'a@.it',
    'àlex@b.it',
    'a@b.it ',
    '',
  ])('refuses %j', (v) => {
    expect(EMAIL_PATTERN.test(v)).toBe(false);
  });
});

describe('email schemas use the pattern after trim and lower-case', () => {
  it.each([
    [' Mario.Rossi@Example.IT ', 'mario.rossi@example.it'],
    ['A@B.CO', 'a@b.co'],
  ])('%j → %j', (v, out) => {
    expect(email.parse(v)).toBe(out);
    expect(requiredEmail.parse(v)).toBe(out);
    expect(looksLikeEmail(v)).toBe(true);
  });
  it.each([
    ['', ['validation.email'], ['validation.required']],
    ['  ', ['validation.email'], ['validation.required']],
    ['a@b', ['validation.email'], ['validation.email']],
    [undefined, ['validation.email'], ['validation.required']],
  ])('%j: email says %j, requiredEmail %j', (v, e, r) => {
    expect(messages(email.safeParse(v))).toEqual(e);
    expect(messages(requiredEmail.safeParse(v))).toEqual(r);
    expect(looksLikeEmail(v)).toBe(false);
  });
});

describe('isoDate: a real calendar day', () => {
  it.each(['2024-02-29', '1990-05-12'])('accepts %j', (v) => {
    expect(isoDate.parse(v)).toBe(v);
  });
  it.each(['2020-02-31', '2023-02-29', '2020-13-01', '12/05/1990', '', 'x', undefined])('refuses %j with one validation.date', (v) => {
    expect(messages(isoDate.safeParse(v))).toEqual(['validation.date']);
  });
});

describe('requiredText', () => {
  it.each([
    ['  x  ', []],
    ['', ['validation.required']],
    ['   ', ['validation.required']],
    [null, ['validation.required']],
    ['abcd', ['validation.tooLong']],
  ])('%j → %j', (v, expected) => {
    expect(messages(requiredText(3).safeParse(v))).toEqual(expected);
  });
});

describe('docId and isFirestoreId: ids Firestore can store', () => {
  it.each(['m1', 'a.b', 'org-a_1', '_x_', '__x', 'x__', 'ü'.repeat(128), '😀'])('accepts %j', (v) => {
    expect(isFirestoreId(v)).toBe(true);
    expect(docId.safeParse(v).success).toBe(true);
  });
  it.each(['.', '..', '__x__', '____', 'a/b', '/', '\ud800'])('refuses %j with validation.id', (v) => {
    expect(isFirestoreId(v)).toBe(false);
    expect(messages(docId.safeParse(v))).toEqual(['validation.id']);
  });
  it('refuses empty, blank and too long ids; trims', () => {
    expect(messages(docId.safeParse(' '))).toEqual(['validation.required']);
    expect(messages(docId.safeParse('x'.repeat(129)))).toEqual(['validation.tooLong']);
    expect(docId.parse(' m1 ')).toBe('m1');
    expect(isFirestoreId('x'.repeat(1500))).toBe(true);
    expect(isFirestoreId('é'.repeat(751))).toBe(false); // 1502 bytes
    expect(isFirestoreId(42)).toBe(false);
  });
});
