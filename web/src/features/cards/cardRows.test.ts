import { describe, expect, it } from 'vitest';
import { toCardRow } from './cardRows';

const today = '2026-01-15';
const rows = [
  toCardRow({ id: '10', holder: 'Dell’Acqua Niccolò', status: 'ACTIVE', validUntil: new Date('2025-12-31T00:00:00Z') }, today, 2),
  toCardRow({ id: '2', holder: 'Rossi Mario', status: 'ACTIVE', validUntil: new Date('2025-10-31T00:00:00Z') }, today, 2),
  toCardRow({ id: '0100', holder: 'Verdi Luca', status: 'NOT_FOUND', validUntil: null }, today, 2),
];

describe('card rows', () => {
  it('computes the effective status with the grace period', () => {
    expect(rows.map((r) => [r.number, r.effectiveStatus, r.inGrace, r.validUntil])).toEqual([
      ['10', 'ACTIVE', true, '2025-12-31'],
      ['2', 'INACTIVE', false, '2025-10-31'],
      ['0100', 'NOT_FOUND', false, null],
    ]);
  });
});
