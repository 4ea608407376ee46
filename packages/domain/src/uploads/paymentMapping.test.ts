import { describe, expect, it } from 'vitest';
import { applyMapping, mappingIssues, PAYMENT_MAPPING_FIELDS, proposeMapping, storedValue } from './columnMapping';
import { checkPaymentUploadHeader, parsePaymentUploadRows } from './paymentUpload';

// Payment files from elsewhere, their headers written for these tests the way those files name their columns.
const DEFAULTS = { payYear: 2026, today: '2026-12-02' };

/** A payment file's rows read through the mapping proposed for its header, as the payment upload validates them. */
function throughMapping(header: string[], rows: string[][]) {
  const { mapping } = proposeMapping(header, PAYMENT_MAPPING_FIELDS, 'payments');
  expect(mappingIssues(mapping, PAYMENT_MAPPING_FIELDS)).toEqual([]);
  const check = checkPaymentUploadHeader(applyMapping(header, mapping));
  if (!check.ok) throw new Error(JSON.stringify(check));
  return parsePaymentUploadRows(rows, check.columns, DEFAULTS);
}

describe('payment headers: the proposed mapping', () => {
  it('reads a treasurer’s Italian spreadsheet', () => {
    const header = ['Cognome e nome', 'C.F.', 'N. tessera', 'Data versamento', 'Importo (€)', 'Causale', 'Anno di competenza', 'Note'];
    expect(proposeMapping(header, PAYMENT_MAPPING_FIELDS, 'payments').mapping).toEqual({
      'Cognome e nome': null,
      'C.F.': 'taxcode',
      'N. tessera': 'cardnumber',
      'Data versamento': 'paydate',
      'Importo (€)': 'amount',
      Causale: 'object',
      'Anno di competenza': 'payyear',
      Note: 'notes',
    });
    const rows = throughMapping(header, [
      ['Rossi Mario', 'rssmra80a01h501u', '', '15/01/2026', '1.234,56', 'Quota associativa 2026', '', 'bonifico'],
      ['Bianchi Lucia', '', '1003', '2026-02-03', '€ 25', 'Gita sociale', '2025', ''],
      ['Verdi Carlo', '', '1004', '03/02/2026', '1.500', 'Gita sociale', '', ''],
      ['Neri Anna', '', '1005', '31/02/2026', '25,00', 'Gita sociale', '', ''],
    ]);
    expect(rows[0]).toEqual({
      line: 2,
      ok: true,
      data: expect.objectContaining({ ssn: 'RSSMRA80A01H501U', payDate: '2026-01-15', amount: 123456, payYear: 2026, notes: 'bonifico' }),
    });
    expect(rows[1]).toMatchObject({ ok: true, data: { cardNumber: '1003', payDate: '2026-02-03', amount: 2500, payYear: 2025 } });
    // thousands to one writer, decimals to another: refused, never guessed; a day that does not exist likewise
    expect(rows[2]).toEqual({ line: 4, ok: false, reason: 'INVALID_AMOUNT', column: 'amount' });
    expect(rows[3]).toEqual({ line: 5, ok: false, reason: 'INVALID_DATE', column: 'paydate' });
  });

  it('reads a CiviCRM contributions export (its ids and statuses not imported)', () => {
    const header = [
      'Contact ID',
      'Display Name',
      'Email',
      'Codice fiscale',
      'Financial Type',
      'Total Amount',
      'Contribution Date',
      'Payment Method',
      'Contribution Status',
      'Transaction ID',
      'Contribution Source',
      'Note',
    ];
    expect(proposeMapping(header, PAYMENT_MAPPING_FIELDS, 'payments').mapping).toEqual({
      'Contact ID': null,
      'Display Name': null,
      Email: 'email',
      'Codice fiscale': 'taxcode',
      'Financial Type': 'object',
      'Total Amount': 'amount',
      'Contribution Date': 'paydate',
      'Payment Method': null,
      'Contribution Status': null,
      'Transaction ID': null,
      // the financial type took the object: the source is offered as the second column looking like it
      'Contribution Source': null,
      Note: 'notes',
    });
    expect(
      proposeMapping(header, PAYMENT_MAPPING_FIELDS, 'payments').columns.find((c) => c.header === 'Contribution Source'),
    ).toMatchObject({
      field: null,
      alsoLike: 'object',
    });
    const rows = throughMapping(header, [
      [
        '42',
        'Mario Rossi',
        'mario@example.it',
        'RSSMRA80A01H501U',
        'Member Dues',
        '50,00',
        '2026-03-01',
        'EFT',
        'Completed',
        'tx1',
        'Online',
        '',
      ],
    ]);
    expect(rows[0]).toMatchObject({
      ok: true,
      data: { ssn: 'RSSMRA80A01H501U', email: 'mario@example.it', amount: 5000, payDate: '2026-03-01', object: 'Member Dues' },
    });
  });

  it('reads a Wild Apricot payments export', () => {
    const header = ['Payment date', 'Contact', 'Tessera n.', 'Amount', 'Payment type', 'Tender', 'Comment', 'Internal note'];
    const proposal = proposeMapping(header, PAYMENT_MAPPING_FIELDS, 'payments');
    expect(proposal.mapping).toEqual({
      'Payment date': 'paydate',
      Contact: null,
      'Tessera n.': 'cardnumber',
      Amount: 'amount',
      'Payment type': null,
      Tender: null,
      Comment: 'notes',
      'Internal note': null,
    });
    expect(proposal.columns.find((c) => c.header === 'Internal note')?.alsoLike).toBe('notes');
    // a column written the English way throughout is read in English; its text dates by their month's name
    const rows = throughMapping(header, [
      ['10/04/2026', 'Lucia Bianchi', '1003', '€ 30', 'Manual', 'Cash', 'Rinnovo', ''],
      ['Apr 11, 2026', 'Carlo Verdi', '1004', '25.00', 'Manual', 'Cash', '', ''],
      ['12-Apr-2026', 'Anna Neri', '1005', '1,250.00', 'Manual', 'Cash', '', ''],
      ['13 Apr 2026', 'Ugo Gialli', '1006', '1,500', 'Manual', 'Cash', '', ''],
    ]);
    expect(rows[0]).toMatchObject({ ok: true, data: { cardNumber: '1003', payDate: '2026-04-10', amount: 3000, notes: 'Rinnovo' } });
    expect(rows[1]).toMatchObject({ ok: true, data: { cardNumber: '1004', payDate: '2026-04-11', amount: 2500 } });
    expect(rows[2]).toMatchObject({ ok: true, data: { payDate: '2026-04-12', amount: 125_000 } });
    // a thousand and five hundred, or one and a half: still ambiguous in an English column
    expect(rows[3]).toEqual({ line: 5, ok: false, reason: 'INVALID_AMOUNT', column: 'amount' });
  });

  it('a column with both writings stays Italian: its English amounts are refused, never guessed', () => {
    const header = ['Payment date', 'Email', 'Amount'];
    const rows = throughMapping(header, [
      ['10/04/2026', 'lucia@example.it', '25.00'],
      ['10/04/2026', 'carlo@example.it', '12,50'],
      ['10/04/2026', 'anna@example.it', '1,250.00'],
      ['10/04/2026', 'ugo@example.it', '40'],
    ]);
    expect(rows.map((r) => (r.ok ? r.data.amount : r.reason))).toEqual(['INVALID_AMOUNT', 1250, 'INVALID_AMOUNT', 4000]);
  });

  it('names the payer by email: trimmed and lower-cased as members keep it; a malformed one is refused', () => {
    const header = ['Contact Email', 'Date', 'Total Amount'];
    expect(proposeMapping(header, PAYMENT_MAPPING_FIELDS, 'payments').mapping).toEqual({
      'Contact Email': 'email',
      Date: 'paydate',
      'Total Amount': 'amount',
    });
    const rows = throughMapping(header, [
      [' Lucia.Bianchi@Example.IT ', '2026-04-10', '25.00'],
      ['lucia@', '2026-04-10', '25.00'],
      ['', '2026-04-10', '25.00'],
    ]);
    expect(rows).toEqual([
      { line: 2, ok: true, data: expect.objectContaining({ email: 'lucia.bianchi@example.it', amount: 2500 }) },
      { line: 3, ok: false, reason: 'INVALID_EMAIL', column: 'email' },
      { line: 4, ok: false, reason: 'NO_MATCH_KEY', column: 'email' },
    ]);
    for (const name of ['Email', 'E-mail', 'Indirizzo email', 'Email Address', 'Contact Email', 'Posta elettronica'])
      expect(proposeMapping([name], PAYMENT_MAPPING_FIELDS, 'payments').mapping[name]).toBe('email');
  });

  it('names no member field for a payment file, and a member’s custom field name is no payment column', () => {
    expect(proposeMapping(['Cognome', 'E-mail', 'Importo'], PAYMENT_MAPPING_FIELDS, 'payments').mapping).toEqual({
      Cognome: null,
      'E-mail': 'email',
      Importo: 'amount',
    });
    expect(mappingIssues({ Cognome: 'lastname' }, PAYMENT_MAPPING_FIELDS)).toEqual([
      { path: 'body.mapping.Cognome', message: 'upload.mappingUnknownField' },
    ]);
  });

  it('shows a valid row’s value by payment column', () => {
    const data = { ssn: 'X', payDate: '2026-01-02', payYear: 2026, amount: 1500, object: 'Quota', notes: '', membershipFee: true };
    expect(['taxcode', 'amount', 'paydate', 'fee', 'cardnumber'].map((f) => storedValue(data, f, 'payments'))).toEqual([
      'X',
      1500,
      '2026-01-02',
      true,
      undefined,
    ]);
  });
});
