import { describe, expect, it } from 'vitest';
import { printedTicketCode, searchable, ticketCodeFromBytes, typedCodeOf } from './typedCode';

describe('what staff type at the door', () => {
  it('digits are a card number; eight letters of the alphabet, however written, a ticket code; anything else a token', () => {
    expect(typedCodeOf(' 100301 ')).toEqual({ kind: 'card', cardNumber: '100301' });
    expect(typedCodeOf('abcd-efgh')).toEqual({ kind: 'ticket', ticketCode: 'ABCDEFGH' });
    expect(typedCodeOf('ABCD EFGH')).toEqual({ kind: 'ticket', ticketCode: 'ABCDEFGH' });
    // O, I and L are never in a code: a value holding them is not one
    expect(typedCodeOf('ABCDEFGO')).toEqual({ kind: 'token', token: 'ABCDEFGO' });
    expect(typedCodeOf('eyJrIjoi.sig')).toEqual({ kind: 'token', token: 'eyJrIjoi.sig' });
  });

  it('a derived code starts with a letter, so it is never read as a card number, and is printed in two halves', () => {
    const code = ticketCodeFromBytes(new Uint8Array(32));
    expect(code).toMatch(/^[A-Z][2-9A-Z]{7}$/);
    expect(typedCodeOf(code).kind).toBe('ticket');
    expect(printedTicketCode('ABCDEFGH')).toBe('ABCD-EFGH');
  });

  it('a name is compared without case or accents', () => {
    expect(searchable('NICOLÒ Rossì')).toBe('nicolo rossi');
  });
});
