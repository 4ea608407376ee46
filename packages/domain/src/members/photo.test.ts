import { describe, expect, it } from 'vitest';
import { photoMissing, photoOf } from './photo';

describe('member photo', () => {
  const stored = { fileId: 'f1', width: 360, height: 480 };

  it('reads the stored shape only', () => {
    expect(photoOf({ photo: stored })).toEqual(stored);
    expect(photoOf({ photo: { fileId: 'f1' } })).toBeNull();
    expect(photoOf({})).toBeNull();
    expect(photoOf(null)).toBeNull();
  });

  it('is missing only where the organization requires one', () => {
    expect(photoMissing({ photoRequired: true }, {})).toBe(true);
    expect(photoMissing({ photoRequired: true }, { photo: stored })).toBe(false);
    expect(photoMissing({ photoRequired: false }, {})).toBe(false);
  });
});
