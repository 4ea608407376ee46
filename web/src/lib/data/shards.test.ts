import { describe, expect, it } from 'vitest';
import { keyRanges, SURNAME_SPLITS } from './shards';

describe('keyRanges', () => {
  const ranges = keyRanges(SURNAME_SPLITS);
  it('covers every string exactly once, first and last ranges open', () => {
    expect(ranges[0]).toEqual({ to: 'B' });
    expect(ranges.at(-1)).toEqual({ from: 'S' });
    for (const v of ['', 'Abate', 'Bianchi', 'Bz', 'C', 'Rossi', 'Zanetti', 'de Luca', 'Àlvaro', '123', '\uffff']) {
      const hits = ranges.filter((r) => (r.from === undefined || v >= r.from) && (r.to === undefined || v < r.to));
      expect(hits, v).toHaveLength(1);
    }
  });
  it('sorts the split points it is given', () => {
    expect(keyRanges(['M', 'C'])).toEqual([{ to: 'C' }, { from: 'C', to: 'M' }, { from: 'M' }]);
  });
});
