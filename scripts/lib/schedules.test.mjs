import { describe, expect, it } from 'vitest';
import { parseSchedule, wallClock } from './schedules.mjs';

const at = (hour, minute) => ({ hour, minute });

describe('parseSchedule', () => {
  it('"every N minutes" runs on the minutes Cloud Scheduler picks (*/N)', () => {
    const runs = parseSchedule('every 5 minutes');
    expect([at(0, 0), at(0, 5), at(13, 55)].every(runs)).toBe(true);
    expect([at(0, 1), at(0, 4), at(13, 59)].some(runs)).toBe(false);
  });

  it('"every day HH:MM" runs once a day at that wall-clock minute', () => {
    const runs = parseSchedule('every day 00:15');
    expect(runs(at(0, 15))).toBe(true);
    expect([at(0, 10), at(12, 15), at(0, 16)].some(runs)).toBe(false);
  });

  it('"every N hours" runs on the hour', () => {
    const runs = parseSchedule('every 6 hours');
    expect([at(0, 0), at(6, 0), at(18, 0)].every(runs)).toBe(true);
    expect([at(6, 5), at(7, 0)].some(runs)).toBe(false);
  });

  it('refuses a form it does not know, instead of never running it', () => {
    expect(() => parseSchedule('every monday 09:00')).toThrow(/Unsupported schedule/);
    expect(() => parseSchedule('*/5 * * * *')).toThrow(/Unsupported schedule/);
    expect(() => parseSchedule('every day 25:00')).toThrow(/Unsupported schedule/);
  });
});

describe('wallClock', () => {
  it("reads the hour in the schedule's time zone, daylight saving included", () => {
    // 23:15 UTC is 00:15 in Rome in winter (UTC+1) and 01:15 in summer (UTC+2)
    expect(wallClock(new Date('2026-01-10T23:15:00Z'), 'Europe/Rome')).toEqual(at(0, 15));
    expect(wallClock(new Date('2026-07-10T23:15:00Z'), 'Europe/Rome')).toEqual(at(1, 15));
    expect(wallClock(new Date('2026-07-10T00:00:00Z'), 'UTC')).toEqual(at(0, 0));
  });
});
