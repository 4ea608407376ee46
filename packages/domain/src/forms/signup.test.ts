import { describe, expect, it } from 'vitest';
import {
  countryForProvince,
  isTaxCodeInvalidForStyling,
  municipalityOptionSchema,
  signupMemberInput,
  signupPayloadSchema,
  signupSendCodePayload,
  signupSendCodeSchema,
  signupStep1Schema,
  signupStep2Schema,
} from './signup';

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const issues = (r: Result) => (r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]));

const step1 = {
  firstName: ' Mario ',
  lastName: 'Rossi',
  email: ' Mario.Rossi@Example.IT ',
  password: 'Segreto1',
  ssn: ' rssmra80a01h501u ',
  otp: '123456',
  addr_line: 'Via Roma 1',
  addr_city: 'Roma',
  addr_zip: '00100',
  addr_state: 'RM',
  addr_country: 'ITALIA',
};
const step2 = { offer: 'cat-ordinary', acceptTOS: true, acceptPrivacy: true, acceptStatuto: true, privacyVersion: 2 };
const roma = { nome: 'Roma', cap: '001xx', prov: 'rm', stato: 'italia' };

describe('signupStep1Schema', () => {
  it('accepts a complete step, lower-casing the email and upper-casing the tax code', () => {
    expect(signupStep1Schema.parse(step1)).toMatchObject({
      firstName: 'Mario',
      email: 'mario.rossi@example.it',
      ssn: 'RSSMRA80A01H501U',
    });
  });
  it.each([
    ['ssn', 'rss mra 80a01 h501u'], // the tax code field's rule: spaces dropped, upper-cased
    ['addr_zip', '00118'],
    ['email', 'a_b-c.d@sub-domain.example.info'],
    ['email', 'anna+tessera@gmail.com'],
    ['email', 'info@studio.legal'],
    ['email', "d'angelo@example.it"],
    ['password', 'A' + 'b'.repeat(22) + '1'],
  ])('accepts %s = %j', (field, value) => {
    expect(signupStep1Schema.safeParse({ ...step1, [field]: value }).success).toBe(true);
  });
  it('takes a foreign postal code for an address abroad', () => {
    expect(signupStep1Schema.safeParse({ ...step1, addr_country: 'FRANCIA', addr_zip: '75001' }).success).toBe(true);
    expect(signupStep1Schema.safeParse({ ...step1, addr_country: 'REGNO UNITO', addr_zip: 'W1A1AA' }).success).toBe(true);
  });
  it.each(['firstName', 'lastName', 'email', 'password', 'ssn', 'addr_line', 'addr_city', 'addr_zip', 'addr_state', 'addr_country'])(
    '%s is required',
    (field) => {
      expect(issues(signupStep1Schema.safeParse({ ...step1, [field]: '' }))).toEqual([[field, 'validation.required']]);
      // blanks are empty, except in a password, which is never trimmed
      if (field !== 'password')
        expect(issues(signupStep1Schema.safeParse({ ...step1, [field]: '   ' }))).toEqual([[field, 'validation.required']]);
      expect(issues(signupStep1Schema.safeParse({ ...step1, [field]: undefined }))).toEqual([[field, 'validation.required']]);
    },
  );
  it.each([
    ['otp', '', 'validation.otpLength'],
    ['otp', '12345', 'validation.otpLength'],
    ['otp', '12a456', 'validation.otpDigits'],
    ['email', 'mario@rossi', 'validation.email'],
    ['email', 'mario@rossi.c', 'validation.email'],
    ['email', 'mario rossi@example.it', 'validation.email'],
    ['ssn', 'X'.repeat(17), 'validation.taxCodeMax'],
    ['addr_zip', '1234567', 'validation.zipMax'],
    // the tax code and the CAP follow their fields' rules, as on every other path (fields/)
    ['ssn', 'ABC', 'validation.taxCodeInvalid'],
    ['ssn', 'X'.repeat(16), 'validation.taxCodeInvalid'],
    ['ssn', 'RSSMRA80A01H501A', 'validation.taxCodeInvalid'],
    ['addr_zip', '101xx', 'validation.cap'],
    ['addr_zip', '118', 'validation.cap'],
    ['addr_zip', '123456', 'validation.cap'],
    ['password', 'segreto1', 'validation.passwordUpper'],
    ['password', 'Segr1', 'validation.passwordMin'],
    ['firstName', 'x'.repeat(101), 'validation.tooLong'],
    ['addr_line', 'x'.repeat(201), 'validation.tooLong'],
  ])('refuses %s = %j with %s', (field, value, key) => {
    expect(issues(signupStep1Schema.safeParse({ ...step1, [field]: value }))).toEqual([[field, key]]);
  });
});

describe('isTaxCodeInvalidForStyling: 3 or more characters and not valid', () => {
  it.each([
    ['', false],
    [null, false],
    ['RS', false],
    ['RSS', true],
    ['RSSMRA80A01H50', true],
    ['RSSMRA80A01H501U', false],
    ['rssmra80a01h501u', false],
    ['RSSMRA80A01H501X', true],
  ])('%j → %s', (v, invalid) => {
    expect(isTaxCodeInvalidForStyling(v)).toBe(invalid);
  });
});

describe('signupStep2Schema: an offer and all three checkboxes', () => {
  it('accepts a chosen offer with everything accepted', () => {
    expect(signupStep2Schema.parse(step2)).toEqual(step2);
  });
  it('takes the privacy version the form linked; without one, none is published', () => {
    const { privacyVersion: _shown, ...withoutVersion } = step2;
    expect(signupStep2Schema.parse(withoutVersion).privacyVersion).toBeNull();
    expect(signupStep2Schema.safeParse({ ...step2, privacyVersion: 0 }).success).toBe(false);
  });
  it.each([
    [{ offer: '' }, [['offer', 'messages.select_an_offer_key']]],
    [{ offer: undefined }, [['offer', 'messages.select_an_offer_key']]],
    [{ offer: null }, [['offer', 'messages.select_an_offer_key']]],
    [{ acceptTOS: false }, [['acceptTOS', 'validation.mustAccept']]],
    [{ acceptPrivacy: undefined }, [['acceptPrivacy', 'validation.mustAccept']]],
    [{ acceptStatuto: 'true' }, [['acceptStatuto', 'validation.mustAccept']]],
  ])('refuses %j', (patch, expected) => {
    expect(issues(signupStep2Schema.safeParse({ ...step2, ...patch }))).toEqual(expected);
  });
});

describe('municipalityOptionSchema', () => {
  it.each([
    [roma, { nome: 'ROMA', cap: '001xx', prov: 'RM', stato: 'ITALIA' }],
    [
      { nome: 'Francia', cap: '', prov: 'EE', stato: 'ESTERO' },
      { nome: 'FRANCIA', cap: '', prov: 'EE', stato: 'ESTERO' },
    ],
  ])('accepts %j', (v, out) => {
    expect(municipalityOptionSchema.parse(v)).toEqual(out);
  });
  it('takes a city search result, dropping its extra identifiers', () => {
    const result = {
      nome: 'ROMA',
      cap: '00118',
      prov: 'RM',
      stato: 'ITALIA',
      istat: '058091',
      belfiore: 'H501',
      provinceName: 'Roma',
      region: 'Lazio',
    };
    expect(municipalityOptionSchema.parse(result)).toEqual({ nome: 'ROMA', cap: '00118', prov: 'RM', stato: 'ITALIA' });
  });
  it.each([
    [{ ...roma, stato: 'ESTERO' }, [['stato', 'validation.municipalityCountry']]],
    [{ ...roma, stato: 'FRANCIA' }, [['stato', 'validation.municipalityCountry']]],
    [{ nome: 'Francia', cap: '', prov: 'EE', stato: 'ITALIA' }, [['stato', 'validation.municipalityCountry']]],
    [{ ...roma, prov: 'R' }, [['prov', 'validation.provinceCode']]],
    [{ ...roma, prov: 'R1' }, [['prov', 'validation.provinceCode']]],
    [{ ...roma, nome: '' }, [['nome', 'validation.required']]],
    [{ ...roma, cap: '1234567' }, [['cap', 'validation.zipMax']]],
    [null, [['', 'validation.municipalityRequired']]],
  ])('refuses %j', (v, expected) => {
    expect(issues(municipalityOptionSchema.safeParse(v))).toEqual(expected);
  });
  it.each([
    ['EE', 'ESTERO'],
    ['ee', 'ESTERO'],
    ['RM', 'ITALIA'],
  ])('country of province %s is %s', (prov, country) => {
    expect(countryForProvince(prov)).toBe(country);
  });
});

describe('signupPayloadSchema: step 1 + step 2 + fullAddress', () => {
  it('accepts the merged values', () => {
    const out = signupPayloadSchema.parse({ ...step1, ...step2, fullAddress: roma });
    expect(Object.keys(out).sort()).toEqual([...Object.keys(step1), ...Object.keys(step2), 'fullAddress'].sort());
    expect(out.fullAddress.stato).toBe('ITALIA');
  });
  it.each([
    [{ ...step1, ...step2 }, [['fullAddress', 'validation.municipalityRequired']]],
    [{ ...step1, ...step2, acceptTOS: false, fullAddress: roma }, [['acceptTOS', 'validation.mustAccept']]],
    [{ ...step1, ...step2, otp: '', fullAddress: roma }, [['otp', 'validation.otpLength']]],
  ])('refuses a payload missing a piece', (v, expected) => {
    expect(issues(signupPayloadSchema.safeParse(v))).toEqual(expected);
  });
});

describe('signup send-code payload {email, lang, name}', () => {
  it.each([
    [
      { email: ' A@B.IT ', firstName: ' Mario ', addr_country: 'ITALIA' },
      { email: 'a@b.it', lang: 'ITALIA', name: 'Mario' },
    ],
    [
      { email: 'a@b.it', firstName: 'Mario', addr_country: '' },
      { email: 'a@b.it', lang: 'EN', name: 'Mario' },
    ],
    [
      { email: 'a@b.it', firstName: 'Mario' },
      { email: 'a@b.it', lang: 'EN', name: 'Mario' },
    ],
  ])('%j → %j', (v, out) => {
    expect(signupSendCodePayload(v)).toEqual(out);
    expect(signupSendCodeSchema.parse(out)).toEqual(out);
  });
  it('refuses a malformed email', () => {
    expect(issues(signupSendCodeSchema.safeParse({ email: 'a@b', lang: 'EN', name: 'M' }))).toEqual([['email', 'validation.email']]);
  });
});

describe('signupMemberInput', () => {
  it('maps the signup payload to the member a signup becomes', () => {
    const m = signupMemberInput(
      {
        firstName: 'Giulia',
        lastName: 'Verdi',
        email: 'g@example.it',
        password: 'Segreta-1',
        ssn: 'VRDGLI90A41H501X',
        otp: '123456',
        addr_line: 'Via Roma 1',
        addr_city: 'ROMA',
        addr_zip: '00118',
        addr_state: 'RM',
        addr_country: 'ITALIA',
        offer: 'cat-ord',
        acceptTOS: true,
        acceptPrivacy: true,
        acceptStatuto: true,
        privacyVersion: null,
        fullAddress: { nome: 'ROMA', cap: '00118', prov: 'RM', stato: 'ITALIA' },
      },
      '2026-11-22',
    );
    expect(m).toEqual({
      name: 'Giulia',
      surname: 'Verdi',
      ssn: 'VRDGLI90A41H501X',
      email: 'g@example.it',
      category: 'cat-ord',
      privacyAcceptedAt: '2026-11-22',
      residence: { line: 'Via Roma 1', city: 'ROMA', zip: '00118', state: 'RM', country: 'ITALIA' },
    });
    expect(JSON.stringify(m)).not.toContain('Segreta');
  });
});
