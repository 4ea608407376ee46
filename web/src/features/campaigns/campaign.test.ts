import { describe, expect, it } from 'vitest';
import { nextDay, publicPath } from './campaign';
import { fieldIdOf } from './form/campaignDraft';

describe('campaign helpers', () => {
  it('suggests a field id from its label that the schema accepts', () => {
    expect(fieldIdOf('Taglia maglietta')).toBe('taglia_maglietta');
    expect(fieldIdOf('Età (anni)')).toBe('eta_anni');
    expect(fieldIdOf('2° turno')).toBe('f_2_turno');
    expect(fieldIdOf('x'.repeat(60))).toHaveLength(40);
  });
  it('moves a calendar day across months and years', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
  it('builds the public page path', () => {
    expect(publicPath('aps-aurora', 'abc')).toBe('/c/aps-aurora/abc');
  });
});
