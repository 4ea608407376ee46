import { describe, expect, it } from 'vitest';
import { chainFooterLine, checkCopy, printedCheckpoints } from './printedCopy';

const h = (c: string) => c.repeat(64);

describe('a printed copy of a chained book', () => {
  it('reads each page’s footer, pages split by form feeds, a footer broken over lines included', () => {
    const text = [
      `Libro\n${chainFooterLine({ seq: 1 }, { seq: 15, hash: h('a') })}\nPagina 1 di 3`,
      `Libro\nVoci n. 16–30 · Hash della catena fino alla\nvoce n. 30: ${h('b')}`,
      'Libro\nNessuna voce.',
    ].join('\f');
    expect(printedCheckpoints(text)).toEqual([
      { page: 1, seq: 15, hash: h('a') },
      { page: 2, seq: 30, hash: h('b') },
    ]);
  });

  it('matches the stored hashes, or names the first page that does not', () => {
    const stored = new Map([
      [15, h('a')],
      [30, h('b')],
    ]);
    const at = (seq: number) => stored.get(seq);
    expect(checkCopy([{ page: 1, seq: 15, hash: h('a') }], at)).toEqual({ ok: true, checked: 1 });
    expect(
      checkCopy(
        [
          { page: 1, seq: 15, hash: h('a') },
          { page: 2, seq: 30, hash: h('c') },
        ],
        at,
      ),
    ).toEqual({ ok: false, page: 2, seq: 30, fault: 'hash', checked: 1 });
    expect(checkCopy([{ page: 3, seq: 45, hash: h('d') }], at)).toEqual({ ok: false, page: 3, seq: 45, fault: 'beyond', checked: 0 });
  });
});
