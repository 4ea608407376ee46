import { describe, expect, it } from 'vitest';
import { profileChoiceSchema } from './profileChoice';

describe('profileChoiceSchema: a selection is required', () => {
  it('accepts a chosen profile', () => {
    expect(profileChoiceSchema.parse({ profileId: 'p1' })).toEqual({ profileId: 'p1' });
  });
  it.each([[''], ['  '], [null], [undefined]])('refuses %j', (profileId) => {
    expect(profileChoiceSchema.safeParse({ profileId }).error!.issues.map((i) => i.message)).toEqual(['validation.profileRequired']);
  });
});
