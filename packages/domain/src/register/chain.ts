import { sha256Text } from './sha256';

/**
 * The hash chain of the association's books: the register of members (register/entry.ts) and the book of assembly
 * meetings (assemblies/minutes.ts) are both kept this way. Each entry's hash covers everything stored in it except the hash itself — its content,
 * its sequence number, when it was written and the previous entry's hash — so changing any field of any entry, removing
 * one or swapping two breaks the chain at that entry, and a fresh verification names it.
 */

/** The "previous hash" of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * JSON with every object's keys in code-point order at every depth, and nothing but JSON values: the same text for the
 * same entry wherever it was read from. A value JSON has no form for (a Firestore timestamp slipped in behind the API,
 * undefined) is written as its string form, so it still changes the hash rather than disappearing.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : JSON.stringify(String(value));
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const obj = value as Record<string, unknown>;
    const keys = Object.keys(obj).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
  }
  return JSON.stringify(String(value));
}

/** The hash an entry must carry: SHA-256 over the canonical JSON of all its fields but `hash`. */
export function entryHash(entry: object): string {
  const { hash: _ignored, ...rest } = entry as Record<string, unknown>;
  return sha256Text(canonicalJson(rest));
}

/** What sealing adds to an entry's content: its number, its time and the chain's hashes. */
export interface Sealed {
  seq: number;
  /** ISO date-time (UTC, milliseconds) of the server's clock when the entry was appended */
  writtenAt: string;
  /** the hash of the entry before it (GENESIS_HASH for the first) */
  prevHash: string;
  hash: string;
}

/** The entry to store after the one whose seq and hash are given (null: the book is empty). */
export function sealEntry<C extends object>(content: C, previous: { seq: number; hash: string } | null, writtenAt: Date): C & Sealed {
  const unsealed = {
    ...content,
    seq: (previous?.seq ?? 0) + 1,
    writtenAt: writtenAt.toISOString(),
    prevHash: previous?.hash ?? GENESIS_HASH,
  };
  return { ...unsealed, hash: entryHash(unsealed) };
}

/**
 * Why an entry does not hold: `hash` its fields were changed after it was written; `link` it does not follow the entry
 * before it (that one was rewritten with a new hash, or one was put in between); `missing` the entry with this number
 * is not there (removed); `order` an entry stands where another should (moved or duplicated); `head` the register's
 * head names entries past the last one found, or another last hash (the last entries were removed or rewritten).
 */
export const CHAIN_FAULTS = ['hash', 'link', 'missing', 'order', 'head'] as const;
export type ChainFault = (typeof CHAIN_FAULTS)[number];

export type ChainVerdict = { ok: true; count: number; lastHash: string } | { ok: false; count: number; seq: number; fault: ChainFault };

/** The head the register keeps beside its entries: the last entry's number and hash. */
export interface ChainHead {
  seq: number;
  hash: string;
  /** when the last entry was written (ISO): the next ones are never earlier; absent on heads written before it was kept */
  writtenAt?: string;
}

/**
 * Checks entries one at a time in the order they are kept, holding only the last hash: a register of any size is
 * verified in pages. `add` answers the first fault (and every later call answers the same); `finish` compares the end
 * with the head.
 */
export class ChainVerifier {
  private count = 0;
  private prevHash = GENESIS_HASH;
  private fault: { seq: number; fault: ChainFault } | null = null;

  add(stored: object): { seq: number; fault: ChainFault } | null {
    if (this.fault) return this.fault;
    const entry = stored as Readonly<Record<string, unknown>>;
    const expected = this.count + 1;
    const seq = entry.seq;
    if (typeof seq !== 'number' || !Number.isInteger(seq)) this.fault = { seq: expected, fault: 'order' };
    else if (seq > expected) this.fault = { seq: expected, fault: 'missing' };
    else if (seq < expected) this.fault = { seq: expected, fault: 'order' };
    else if (entry.hash !== entryHash(entry)) this.fault = { seq, fault: 'hash' };
    else if (entry.prevHash !== this.prevHash) this.fault = { seq, fault: 'link' };
    else {
      this.count = seq;
      this.prevHash = entry.hash;
    }
    return this.fault;
  }

  /**
   * The verdict once every entry was added. `head`: what the register says its last entry is ({seq: 0, hash:
   * GENESIS_HASH} when empty); absent for a copy that carries none (a spreadsheet: its last hash is then compared by
   * eye with the one the screen or the PDF shows).
   */
  finish(head?: ChainHead): ChainVerdict {
    if (!this.fault && head) {
      if (head.seq > this.count) this.fault = { seq: this.count + 1, fault: 'missing' };
      else if (head.seq < this.count) this.fault = { seq: head.seq + 1, fault: 'head' };
      else if (head.hash !== this.prevHash) this.fault = { seq: this.count, fault: 'head' };
    }
    return this.fault ? { ok: false, count: this.count, ...this.fault } : { ok: true, count: this.count, lastHash: this.prevHash };
  }
}

/** Verifies a whole register held in memory (tests, a parsed spreadsheet). */
export function verifyChain(entries: Iterable<object>, head?: ChainHead): ChainVerdict {
  const v = new ChainVerifier();
  for (const e of entries) if (v.add(e)) break;
  return v.finish(head);
}

/** The empty register's head. */
export const EMPTY_HEAD: ChainHead = { seq: 0, hash: GENESIS_HASH };
