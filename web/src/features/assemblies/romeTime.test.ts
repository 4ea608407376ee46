import { describe, expect, it } from 'vitest';
import { romeInstant, romeWall } from './romeTime';

describe('the calls on the Italian clock', () => {
  it('writes a winter and a summer hour with their offsets', () => {
    expect(romeInstant('2026-12-20', '18:00')).toBe('2026-12-20T18:00:00+01:00');
    expect(romeInstant('2026-07-01', '09:30')).toBe('2026-07-01T09:30:00+02:00');
    expect(new Date(romeInstant('2026-12-20', '18:00')).toISOString()).toBe('2026-12-20T17:00:00.000Z');
  });

  it('reads an instant back as Rome shows it, and leaves an incomplete one empty', () => {
    expect(romeWall('2026-12-20T17:00:00.000Z')).toEqual({ day: '2026-12-20', time: '18:00' });
    expect(romeWall('2026-03-29T01:30:00.000Z')).toEqual({ day: '2026-03-29', time: '03:30' });
    expect(romeInstant('2026-12-20', '')).toBe('');
  });
});
