/**
 * A copy of a chained book taken out of Tessera (the register of members as printed or exported) checked against the
 * book as stored. Each printed page's footer names the chain's hash up to its last entry; an exported table holds
 * every entry, so its own chain is recomputed (register/sheet.ts) and its last hash compared. A book rewritten behind
 * the API with every later hash recomputed verifies on its own, but no longer matches a copy taken before: the copy
 * is the witness.
 */

/** The footer's words before an entry number and its hash (pdf/chainFooter.ts prints them, printedCheckpoints reads them). */
export const CHAIN_HASH_LABEL = 'Hash della catena fino alla voce n.';

/** The footer's line for a page holding entries first..last. */
export const chainFooterLine = (first: { seq: number }, last: { seq: number; hash: string }) =>
  `Voci n. ${first.seq}–${last.seq} · ${CHAIN_HASH_LABEL} ${last.seq}: ${last.hash}`;

/** What a copy says the chain was: the hash up to entry `seq` (on page `page` of a printed copy; 0 for a table). */
export interface CopyCheckpoint {
  page: number;
  seq: number;
  hash: string;
}

const FOOTER = new RegExp(`${CHAIN_HASH_LABEL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (\\d+): ([0-9a-f]{64})`);

/** Each page's checkpoint in a printed copy's text, pages separated by form feeds (as pdftotext writes them). */
export function printedCheckpoints(text: string): CopyCheckpoint[] {
  const out: CopyCheckpoint[] = [];
  text.split('\f').forEach((page, i) => {
    const m = FOOTER.exec(page.replace(/\s+/g, ' '));
    if (m) out.push({ page: i + 1, seq: Number(m[1]), hash: m[2]! });
  });
  return out;
}

export type CopyVerdict =
  | { ok: true; checked: number }
  /** `hash`: the stored entry's hash differs from the copy's; `beyond`: the copy names an entry the book does not have */
  | { ok: false; page: number; seq: number; fault: 'hash' | 'beyond'; checked: number };

/** The copy's checkpoints against the stored hashes (`hashAt`: the stored entry's hash, undefined when there is none). */
export function checkCopy(checkpoints: readonly CopyCheckpoint[], hashAt: (seq: number) => string | undefined): CopyVerdict {
  let checked = 0;
  for (const c of checkpoints) {
    const stored = hashAt(c.seq);
    if (stored === undefined) return { ok: false, page: c.page, seq: c.seq, fault: 'beyond', checked };
    if (stored !== c.hash) return { ok: false, page: c.page, seq: c.seq, fault: 'hash', checked };
    checked += 1;
  }
  return { ok: true, checked };
}
