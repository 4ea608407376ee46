import { describe, expect, it } from 'vitest';
import { ticketPaymentPrerequisites } from './tickets';
import { hasRoomFor, maxParticipantsSchema } from './campaign';

describe('ticketPaymentPrerequisites: a phone number before paying for a ticket', () => {
  it.each([
    [{ type: 'TICKET', phone: '+39 333 1234567' }],
    [{ type: 'ACTIVITY', phone: null }],
    [{ type: 'ACTIVITY', phone: '' }],
  ] as const)('%j may pay', (input) => {
    expect(ticketPaymentPrerequisites(input)).toEqual({ ok: true });
  });
  it.each([[''], ['   '], [null], [undefined]])('a ticket with phone %j may not', (phone) => {
    expect(ticketPaymentPrerequisites({ type: 'TICKET', phone })).toEqual({
      ok: false,
      missing: ['phone'],
      error: 'validation.phoneRequiredForTicket',
    });
  });
});

describe('maxParticipantsSchema: empty means unlimited', () => {
  it.each([
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['10', 10],
    [' 007 ', 7],
    [10, 10],
    [1, 1],
  ])('%j → %j', (v, out) => {
    expect(maxParticipantsSchema.parse(v)).toBe(out);
  });
  it.each([[0], ['0'], [-1], ['-1'], [1.5], ['1.5'], ['dieci'], [true]])('refuses %j', (v) => {
    expect(maxParticipantsSchema.safeParse(v).error!.issues.map((i) => i.message)).toEqual(['validation.positiveInteger']);
  });
  it.each([
    [null, 1_000_000, true],
    [10, 9, true],
    [10, 10, false],
  ])('max %j with %i registered has room: %s', (max, registered, room) => {
    expect(hasRoomFor(max, registered)).toBe(room);
  });
});
