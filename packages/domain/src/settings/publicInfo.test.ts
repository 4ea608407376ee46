import { describe, expect, it } from 'vitest';
import { isItalianFiscalNumber, publicInfoInput } from './publicInfo';

describe('isItalianFiscalNumber', () => {
  it('takes 11 digits with the right check digit', () => {
    // Agenzia delle Entrate's own partita IVA, and a non-profit's numeric codice fiscale
    expect(isItalianFiscalNumber('06363391001')).toBe(true);
    expect(isItalianFiscalNumber('97532760580')).toBe(true);
    expect(isItalianFiscalNumber('06363391002')).toBe(false);
    expect(isItalianFiscalNumber('0636339100')).toBe(false);
    expect(isItalianFiscalNumber('0636339100A')).toBe(false);
  });
});

describe('publicInfoInput', () => {
  it('keeps what is filled in, drops blanks, and upper-cases a personal tax code', () => {
    expect(
      publicInfoInput.parse({
        name: ' Circolo ',
        address: ' Via Roma 1, Roma ',
        taxCode: 'rssmra80a01h501u',
        vatNumber: '',
        email: ' INFO@Circolo.IT ',
        phone: '06 1234567',
        website: 'https://circolo.it',
        policy_link: '/legal/privacy.pdf',
        tos_link: '',
      }),
    ).toEqual({
      name: 'Circolo',
      address: 'Via Roma 1, Roma',
      taxCode: 'RSSMRA80A01H501U',
      email: 'info@circolo.it',
      phone: '06 1234567',
      website: 'https://circolo.it',
      policy_link: '/legal/privacy.pdf',
    });
  });

  it('refuses each bad field with its own message', () => {
    const res = publicInfoInput.safeParse({
      name: '',
      taxCode: '12345678901',
      vatNumber: '123',
      email: 'nope',
      phone: 'call me',
      website: 'javascript:alert(1)',
      statuto: 'http://insecure.example/statuto.pdf',
    });
    expect(Object.fromEntries(res.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      name: 'validation.required',
      taxCode: 'validation.taxCodeInvalid',
      vatNumber: 'validation.vatNumber',
      email: 'validation.email',
      phone: 'validation.phone',
      website: 'validation.link',
      statuto: 'validation.link',
    });
  });
});
