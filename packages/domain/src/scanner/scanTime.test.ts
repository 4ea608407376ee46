import { describe, expect, it } from 'vitest';
import { DOOR_CLOCK_SKEW_MS, scanTimeWithin } from './scanTime';

describe('scanTimeWithin', () => {
  const since = new Date('2026-12-05T17:00:00.000Z');
  const upload = new Date('2026-12-05T23:00:00.000Z');
  it("believes a time within the device's life, give or take the skew, in the server's own ISO form", () => {
    expect(scanTimeWithin('2026-12-05T21:30:00+01:00', since, upload)).toEqual({ at: '2026-12-05T20:30:00.000Z', clampedFrom: null });
    const early = new Date(since.getTime() - DOOR_CLOCK_SKEW_MS).toISOString();
    expect(scanTimeWithin(early, since, upload)).toEqual({ at: early, clampedFrom: null });
    const late = new Date(upload.getTime() + DOOR_CLOCK_SKEW_MS).toISOString();
    expect(scanTimeWithin(late, since, upload)).toEqual({ at: late, clampedFrom: null });
  });
  it('dates at the upload a time before the device existed or after the upload, keeping what the device claimed', () => {
    const before = new Date(since.getTime() - DOOR_CLOCK_SKEW_MS - 1).toISOString();
    expect(scanTimeWithin(before, since, upload)).toEqual({ at: upload.toISOString(), clampedFrom: before });
    const after = new Date(upload.getTime() + DOOR_CLOCK_SKEW_MS + 1).toISOString();
    expect(scanTimeWithin(after, since, upload)).toEqual({ at: upload.toISOString(), clampedFrom: after });
  });
});
