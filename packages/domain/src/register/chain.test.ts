import { describe, expect, it } from 'vitest';
import { canonicalJson, ChainVerifier, EMPTY_HEAD, entryHash, GENESIS_HASH, sealEntry, verifyChain } from './chain';
import {
  memberIdentity,
  REGISTER_ENTRY_FIELDS,
  registerChange,
  registerContent,
  registerEntryId,
  residenceLine,
  type RegisterEntry,
} from './entry';
import { entryFromRow, entryRow } from './sheet';
import { sha256Text } from './sha256';

const hex = sha256Text;

describe('sha256Text', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });
  it('hashes text as UTF-8 (accents, symbols outside the basic plane)', () => {
    // the digest of the bytes c3 a8 e2 82 ac f0 9d 84 9e
    expect(hex('è€𝄞')).toBe('cfe4b4215ac253fd72daeada18777688e429c34bf37e7fbdad4773c6fb3b076a');
  });
});

describe('canonicalJson', () => {
  it('orders keys at every depth and keeps nulls', () => {
    expect(canonicalJson({ b: 1, a: { d: null, c: 'x' } })).toBe('{"a":{"c":"x","d":null},"b":1}');
  });
  it('writes a non-JSON value as its text, so it still counts', () => {
    expect(canonicalJson({ a: new Date(0) })).toBe(`{"a":${JSON.stringify(String(new Date(0)))}}`);
  });
});

const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 10, 0, i));

function register(n: number): RegisterEntry[] {
  const out: RegisterEntry[] = [];
  for (let i = 0; i < n; i++) {
    const content = registerContent('admission', { memberId: `m${i}`, surname: `Rossi ${i}`, name: 'Anna', admissionDate: '2026-01-01' });
    out.push(sealEntry(content, out.at(-1) ?? null, at(i)));
  }
  return out;
}
const headOf = (entries: RegisterEntry[]) => ({ seq: entries.length, hash: entries.at(-1)?.hash ?? GENESIS_HASH });

describe('the chain', () => {
  it('numbers entries from 1, links each to the one before, and verifies', () => {
    const entries = register(5);
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(entries[0]!.prevHash).toBe(GENESIS_HASH);
    expect(entries[3]!.prevHash).toBe(entries[2]!.hash);
    expect(verifyChain(entries, headOf(entries))).toEqual({ ok: true, count: 5, lastHash: entries[4]!.hash });
    expect(verifyChain([], EMPTY_HEAD)).toEqual({ ok: true, count: 0, lastHash: GENESIS_HASH });
  });

  it('names an entry whose field was changed, even to the same type', () => {
    const entries = register(5);
    entries[2] = { ...entries[2]!, surname: 'Bianchi' };
    expect(verifyChain(entries, headOf(entries))).toMatchObject({ ok: false, seq: 3, fault: 'hash', count: 2 });
  });

  it('names an entry whose time was changed, or that gained a field', () => {
    const a = register(3);
    a[1] = { ...a[1]!, writtenAt: at(99).toISOString() };
    expect(verifyChain(a, headOf(a))).toMatchObject({ ok: false, seq: 2, fault: 'hash' });
    const b: object[] = register(3);
    b[0] = { ...b[0], extra: true };
    expect(verifyChain(b)).toMatchObject({ ok: false, seq: 1, fault: 'hash' });
  });

  it('a rewritten entry with its hash recomputed breaks the link of the next one', () => {
    const entries = register(4);
    const changed = { ...entries[1]!, name: 'Carla' };
    entries[1] = { ...changed, hash: entryHash(changed) };
    expect(verifyChain(entries, headOf(entries))).toMatchObject({ ok: false, seq: 3, fault: 'link' });
  });

  it('detects an entry removed from the middle or from the end, and two entries swapped', () => {
    const entries = register(5);
    const head = headOf(entries);
    expect(verifyChain([...entries.slice(0, 2), ...entries.slice(3)], head)).toMatchObject({ ok: false, seq: 3, fault: 'missing' });
    expect(verifyChain(entries.slice(0, 4), head)).toMatchObject({ ok: false, seq: 5, fault: 'missing' });
    expect(verifyChain([entries[0]!, entries[2]!, entries[1]!, entries[3]!, entries[4]!], head)).toMatchObject({
      ok: false,
      seq: 2,
      fault: 'missing',
    });
    expect(verifyChain([entries[0]!, entries[1]!, entries[1]!], head)).toMatchObject({ ok: false, seq: 3, fault: 'order' });
  });

  it('detects a head that does not match the entries', () => {
    const entries = register(3);
    expect(verifyChain(entries, { seq: 2, hash: entries[1]!.hash })).toMatchObject({ ok: false, seq: 3, fault: 'head' });
    expect(verifyChain(entries, { seq: 3, hash: GENESIS_HASH })).toMatchObject({ ok: false, seq: 3, fault: 'head' });
  });

  it('keeps answering the first fault once found', () => {
    const entries = register(3);
    const v = new ChainVerifier();
    v.add(entries[0]!);
    expect(v.add({ ...entries[1]!, name: 'X' })).toEqual({ seq: 2, fault: 'hash' });
    expect(v.add(entries[2]!)).toEqual({ seq: 2, fault: 'hash' });
  });

  it('round-trips through spreadsheet rows and detects a changed cell', () => {
    const entries = register(4);
    // as a spreadsheet reader hands them back: header → cell, empty cells as ''
    const back = entries.map((e) => {
      const cells = entryRow(e);
      return entryFromRow(Object.fromEntries(REGISTER_ENTRY_FIELDS.map((f, i) => [f, cells[i] ?? ''])));
    });
    expect(verifyChain(back, headOf(entries))).toMatchObject({ ok: true, count: 4 });
    back[3] = { ...back[3], feeYear: '2026' };
    expect(verifyChain(back, headOf(entries))).toMatchObject({ ok: false, seq: 4, fault: 'hash' });
  });
});

describe('entries', () => {
  it('pads ids so they sort as numbers', () => {
    expect(registerEntryId(12)).toBe('0000000012');
    expect(registerEntryId(9) < registerEntryId(10)).toBe(true);
  });

  it('records blanks as null and trims text', () => {
    expect(registerContent('admission', { surname: ' Rossi ', name: '' })).toMatchObject({ surname: 'Rossi', name: null, note: null });
  });

  it('takes the identity from the member', () => {
    const id = memberIdentity(
      'm1',
      {
        surname: 'Rossi',
        name: 'Anna',
        ssn: 'RSSNNA80A41H501X',
        birthDate: new Date(Date.UTC(1980, 0, 1)),
        birthPlace: 'Roma',
        birthProvince: 'RM',
        residence: { line: 'Via Roma 1', zip: '00118', city: 'Roma', state: 'RM', country: '' },
      },
      'Ordinario',
    );
    expect(id).toEqual({
      memberId: 'm1',
      surname: 'Rossi',
      name: 'Anna',
      birthDate: '1980-01-01',
      birthPlace: 'Roma (RM)',
      residence: 'Via Roma 1, 00118 Roma (RM)',
      taxCode: 'RSSNNA80A41H501X',
      category: 'Ordinario',
    });
    expect(residenceLine({ line: '', city: '', zip: '', state: '', country: '' })).toBeNull();
  });

  it('turns a member’s life into admissions and departures, once each', () => {
    expect(registerChange(undefined, { accountStatus: 'ACTIVE' })).toEqual({ kind: 'admission' });
    expect(registerChange(undefined, {})).toEqual({ kind: 'admission' });
    expect(registerChange('in', { accountStatus: 'ACTIVE' })).toBeNull();
    expect(registerChange(undefined, { accountStatus: 'PENDING' })).toBeNull();
    expect(registerChange('in', { accountStatus: 'SUSPENDED' })).toEqual({ kind: 'departure', cause: 'exclusion' });
    expect(registerChange('in', { accountStatus: 'INACTIVE' })).toEqual({ kind: 'departure', cause: 'lapse' });
    expect(registerChange('in', { accountStatus: 'INACTIVE', cancellationRequested: true })).toEqual({
      kind: 'departure',
      cause: 'withdrawal',
    });
    expect(registerChange('in', { accountStatus: 'ACTIVE', deceased: true })).toEqual({ kind: 'departure', cause: 'death' });
    expect(registerChange('out', { accountStatus: 'SUSPENDED' })).toBeNull();
    expect(registerChange('out', { accountStatus: 'ACTIVE' })).toEqual({ kind: 'admission' });
    expect(registerChange('in', undefined)).toBeNull();
  });
});
