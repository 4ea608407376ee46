import { describe, expect, it } from 'vitest';
import { toE164 } from './phone';

describe('toE164: what the SMS is sent to', () => {
  it.each([
    ['333 123 4567', '+393331234567'],
    ['+39 333 1234567', '+393331234567'],
    ['0039 333 1234567', '+393331234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['(333) 123-4567', '+393331234567'],
  ])('%j → %j', (raw, out) => expect(toE164(raw)).toBe(out));
  it.each([[''], ['12'], ['abc'], [null], [undefined], ['+0 333 1234567'], ['+39 333 1234567 8901 234']])('refuses %j', (raw) =>
    expect(toE164(raw)).toBeNull(),
  );
});
