import { describe, expect, it } from 'vitest';
import { address, docId, email, isEmailAddress, isFirestoreId, isoDate, looksLikeEmail, requiredEmail, requiredText } from './common';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('isEmailAddress: what addresses look like today, one validator everywhere', () => {
  it.each([
    'a@b.it',
    'mario.rossi@example.com',
    'mario-rossi_1@mail.example.info',
    'x@sub-domain.co.uk',
    'anna+tessera@gmail.com', // sub-addressing
    'info@studio.legal', // TLDs longer than 4 letters
    'mario@rossi.online',
    "d'angelo@example.it", // apostrophe in Italian surnames
    'o.brien@müller.de', // IDN domain
    'a@xn--mller-kva.de',
    'user@example.xn--p1ai', // punycode TLD
    '1@2.it',
    `${'l'.repeat(64)}@example.com`,
  ])('accepts %j', (v) => {
    expect(isEmailAddress(v)).toBe(true);
  });
  it.each([
    'a@b', // no TLD
    'a@b.c', // TLD of 1
    'a@b.34', // numeric TLD
    'a b@c.it',
    'a@b..it',
    '.a@b.it',
    'a.@b.it',
    'a..b@c.it',
    '@b.it',
    'a@.it',
    'a@-b.it',
    'a@b-.it',
    'a@b_c.it',
    'a@@b.it',
    'àlex@b.it', // non-ASCII local part: most mailboxes cannot receive it
    'a@b.it ',
    `${'l'.repeat(65)}@example.com`, // local part over 64
    `a@${'d'.repeat(64)}.it`, // label over 63
    `a@${'d.'.repeat(126)}it`, // over 254 in all
    '',
  ])('refuses %j', (v) => {
    expect(isEmailAddress(v)).toBe(false);
  });
});

describe('email schemas use the pattern after trim and lower-case', () => {
  it.each([
    [' Mario.Rossi@Example.IT ', 'mario.rossi@example.it'],
    ['A@B.CO', 'a@b.co'],
    [' Anna+Tessera@GMail.com', 'anna+tessera@gmail.com'],
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

const addressIssues = (value: unknown) => {
  const r = address.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('address: the CAP', () => {
  it('takes a whole Italian CAP, an empty one, and a foreign postcode', () => {
    expect(addressIssues({ city: 'MILANO', zip: '20121', country: 'ITALIA' })).toEqual([]);
    expect(addressIssues({ city: 'MILANO', zip: '', country: 'ITALIA' })).toEqual([]);
    expect(addressIssues({ city: 'FRANCIA', zip: '75001', country: 'ESTERO' })).toEqual([]);
    expect(addressIssues({ city: 'LONDON', zip: 'SW1A1', country: 'ESTERO' })).toEqual([]);
  });
  it('refuses an unfinished CAP: the city picker’s placeholder anywhere, fewer than five digits in Italy', () => {
    expect(addressIssues({ city: 'MILANO', zip: '201xx', country: 'ITALIA' })).toEqual(['zip:validation.cap']);
    expect(addressIssues({ city: 'MILANO', zip: '201XX', country: '' })).toEqual(['zip:validation.cap']);
    expect(addressIssues({ city: 'MILANO', zip: '201', country: 'Italia' })).toEqual(['zip:validation.cap']);
  });
});
