import { describe, expect, it } from 'vitest';
import { noShowRate, sourceKey, sumDays } from './analytics';

describe('campaign analytics', () => {
  it('counts a source as written, trimmed and lower-case; none is direct', () => {
    expect(sourceKey(' Newsletter ')).toBe('newsletter');
    expect(sourceKey('')).toBe('direct');
    expect(sourceKey(null)).toBe('direct');
    expect(sourceKey('a.b/c')).toBe('a.b/c');
    expect(sourceKey('x'.repeat(60))).toHaveLength(40);
  });

  it('no-show: ACCESS campaigns that have ended, registrants without a check-in over registrants', () => {
    expect(noShowRate({ qrType: 'ACCESS', ended: true, registered: 20, checkIns: 15 })).toBe(0.25);
    expect(noShowRate({ qrType: 'ACCESS', ended: false, registered: 20, checkIns: 15 })).toBeNull();
    expect(noShowRate({ qrType: 'FIDELITY', ended: true, registered: 20, checkIns: 0 })).toBeNull();
    expect(noShowRate({ qrType: 'ACCESS', ended: true, registered: 0, checkIns: 0 })).toBeNull();
    expect(noShowRate({ qrType: 'ACCESS', ended: true, registered: 2, checkIns: 3 })).toBe(0);
  });

  it('sums the days of many campaigns by day, and the sources by count', () => {
    const summed = sumDays([
      [
        { day: '2026-05-02', registrations: 2, sources: { direct: 1, instagram: 1 } },
        { day: '2026-05-01', registrations: 1, sources: { instagram: 1 }, checkIns: 1 },
      ],
      [{ day: '2026-05-02', registrations: 3, sources: { instagram: 3 }, points: 200 }],
    ]);
    expect(summed.days).toEqual([
      { day: '2026-05-01', registrations: 1, checkIns: 1, points: 0 },
      { day: '2026-05-02', registrations: 5, checkIns: 0, points: 200 },
    ]);
    expect(summed.sources).toEqual([
      { source: 'instagram', registrations: 5 },
      { source: 'direct', registrations: 1 },
    ]);
  });
});
