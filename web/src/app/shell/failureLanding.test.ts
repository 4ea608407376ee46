import { describe, expect, it } from 'vitest';
import { failureLanding } from './failureLanding';

describe('failureLanding', () => {
  it('sends a member with missing address data to my-data', () => {
    expect(failureLanding('MISSING_ADDRESS_INFO', 'member')).toBe('/my-data');
  });
  it('leaves admins and other codes alone', () => {
    expect(failureLanding('MISSING_ADDRESS_INFO', 'organization')).toBeNull();
    expect(failureLanding('NOT_FOUND', 'member')).toBeNull();
    expect(failureLanding('MISSING_ADDRESS_INFO', undefined)).toBeNull();
  });
});
