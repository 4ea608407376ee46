import { describe, expect, it } from 'vitest';
import { checkPaymentUploadHeader, feeObject, parsePaymentUploadRows, uploadAmount } from './paymentUpload';

const TODAY = '2026-11-26';
const columns = (header: string) => {
  const check = checkPaymentUploadHeader(header.split(','));
  if (!check.ok) throw new Error(JSON.stringify(check));
  return check.columns;
};
const parse = (header: string, lines: string[][]) => parsePaymentUploadRows(lines, columns(header), { payYear: 2026, today: TODAY });

describe('payment upload header', () => {
  it('takes paydate, amount and a payer column in any order and case', () => {
    expect(checkPaymentUploadHeader(['Amount', 'PAYDATE', 'cardnumber']).ok).toBe(true);
    expect(checkPaymentUploadHeader(['taxcode', 'cardnumber', 'paydate', 'amount', 'payyear', 'object', 'notes', 'fee']).ok).toBe(true);
  });

  it('names what is missing, unexpected or repeated', () => {
    expect(checkPaymentUploadHeader(['paydate', 'paydate', 'iban'])).toMatchObject({
      ok: false,
      missing: ['amount', 'taxcode|cardnumber|email'],
      unexpected: ['iban'],
      duplicated: ['paydate'],
    });
  });
});

describe('payment upload amounts', () => {
  it.each([
    ['30', 3000],
    ['1.234,56', 123456],
    ['1.500,00', 150000],
    ['1500', 150000],
    ['€ 12,5', 1250],
    ['0,12', 12],
    [30, 3000],
    [12.34, 1234],
    [0.1 + 0.2, 30],
  ])('%s → %i cents', (cell, cents) => expect(uploadAmount(cell)).toBe(cents));

  it.each(['', 'trenta', '-5', '0', '1,2345', 12.345, 0, 2_000_000, true])('refuses %s', (cell) => expect(uploadAmount(cell)).toBeNull());

  // Bank statements once stored 0,123 as € 123,00, 30,123 as € 30.123,00 and 12,345 as € 12.345,00, and read 1,500,
  // 1.500 and 1.234 as thousands but 25.50 as decimals: each is more than two decimals, ambiguous or English writing.
  it.each(['0,123', '30,123', '12,345', '1,500', '1.500', '1.234', '25.50', '12.5', '1,234.56', 30.123, 0.123])(
    'refuses %s: never guessed',
    (cell) => expect(uploadAmount(cell)).toBeNull(),
  );
});

describe('payment upload rows', () => {
  it('a fee by default, worded for its year; the payyear column wins over the header value', () => {
    const rows = parse('taxcode,paydate,amount,payyear', [['RSSMRA80A01H501U', '02/01/2026', '30', '2027']]);
    expect(rows).toEqual([
      {
        line: 2,
        ok: true,
        data: {
          ssn: 'RSSMRA80A01H501U',
          payDate: '2026-01-02',
          payYear: 2027,
          amount: 3000,
          object: feeObject(2027),
          notes: '',
          membershipFee: true,
        },
      },
    ]);
  });

  it('a payment that is not a fee needs its object', () => {
    const rows = parse('cardnumber,paydate,amount,fee,object', [
      ['12', '02/01/2026', '30', 'no', ''],
      ['12', '03/01/2026', '30', 'NO', 'Gita'],
    ]);
    expect(rows.map((r) => (r.ok ? r.data.object : r.reason))).toEqual(['REQUIRED', 'Gita']);
  });

  it('refuses a day to come, a bad year and a repeated row, and skips blank lines keeping line numbers', () => {
    const rows = parse('cardnumber,paydate,amount,payyear', [
      ['12', '27/11/2026', '30', ''],
      ['12', '02/01/2026', '30', '26'],
      ['', '', '', ''],
      ['12', '02/01/2026', '30', ''],
      ['12', '02/01/2026', '30,00', ''],
    ]);
    expect(rows.map((r) => [r.line, r.ok ? 'ok' : r.reason])).toEqual([
      [2, 'INVALID_DATE'],
      [3, 'INVALID_YEAR'],
      [5, 'ok'],
      [6, 'DUPLICATE_IN_FILE'],
    ]);
  });
});
