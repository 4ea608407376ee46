import { describe, expect, it } from 'vitest';
import { paymentSchema } from '../entities/payment';
import { paymentDocumentFields, readStoredPayment } from './storedPayment';

const asDate = (v: unknown) => (v instanceof Date ? v : null);

describe('the stored payment', () => {
  it('reads back what a writer stored, as the API answers it', () => {
    const stored = {
      ...paymentDocumentFields({
        memberId: 'm1',
        member: { name: 'Anna', surname: 'Rossi', cardNumber: '00012', group: 'g1', ssn: 'RSSNNA80A41H501X' },
        payDay: '2025-03-04',
        payYear: 2025,
        amount: 3500,
        mode: 'CONTANTI',
        status: 'PROCESSED',
        object: 'Quota associativa 2025',
        quantity: 1,
        vatPercent: 0,
        notes: '',
        cluster: null,
        clusterName: null,
        operator: 'admin@example.org',
        cardPayment: true,
        accounting: { operationId: 'op1', operationName: 'Quote' },
      }),
      payDate: new Date('2025-03-04T00:00:00Z'),
      registeredAt: new Date('2025-03-04T10:00:00Z'),
    };
    const read = readStoredPayment('p1', stored, asDate);
    expect(read).toMatchObject({ holder: 'Rossi Anna', cardNumber: '00012', group: 'g1', payDate: '2025-03-04', refunded: false });
    expect(read.registeredAt).toBe('2025-03-04T10:00:00.000Z');
    expect(paymentSchema.parse(read)).not.toHaveProperty('receiptNumber');
  });

  it('gives an older document the values of the fields it lacks', () => {
    const read = readStoredPayment('p2', { mode: 'POS', status: 'SOMETHING', payDate: new Date('2020-01-02T00:00:00Z') }, asDate);
    expect(read).toMatchObject({
      payDate: '2020-01-02',
      status: 'PROCESSED',
      quantity: 1,
      vatPercent: 0,
      refundedAmount: 0,
      refundPending: false,
      receiptNumber: null,
      payrollCompany: null,
      accounting: null,
      refundedAt: null,
    });
  });
});
